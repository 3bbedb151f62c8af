import type { FunnelFigures, PlanReport, PlanReportCampaign, PlanReportStep } from '@retoma/api-client';
import type { CsvLine } from './csv';

/** How the plans CSV names a campaign and a step (as the screen does). */
export interface PlansCsvLabels {
  campaign: (campanha: PlanReportCampaign) => string;
  step: (campanha: PlanReportCampaign, passo: PlanReportStep) => string;
}

/** Contacts (a campaign's only), sends, opens, clicks, sales, then gross, reversed and net in cents. */
const funnel = (row: FunnelFigures, contatos: number | null): CsvLine['values'] => [
  contatos,
  row.envios,
  row.aberturas,
  row.cliques,
  row.vendas.vendas,
  { cents: row.vendas.bruto_centavos },
  { cents: row.vendas.revertido_centavos },
  { cents: row.vendas.liquido_centavos },
];

/** Each plan's campaigns and, under each, its steps: the plan is the line's section, as a table's caption on screen. */
export function plansCsvLines(report: PlanReport, labels: PlansCsvLabels): CsvLine[] {
  return report.planos.flatMap((plano) =>
    plano.campanhas.flatMap((campanha) => [
      { section: plano.nome, item: labels.campaign(campanha), values: funnel(campanha, campanha.contatos) },
      ...campanha.passos.map((passo) => ({ section: plano.nome, item: labels.step(campanha, passo), values: funnel(passo, null) })),
    ]),
  );
}
