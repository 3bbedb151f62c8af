/** What other screens name as the leads do: this module's words (a lead export's formats among them). */
export type { ExportFormat } from './lib/leadExportFile';
export { leadsMessages, type LeadsKey } from './messages';
