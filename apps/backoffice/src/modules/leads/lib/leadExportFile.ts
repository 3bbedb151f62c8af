import type { LeadExport } from '@retoma/api-client';

export type ExportFormat = 'json' | 'csv';

/** A CSV field: quoted when it holds a separator, a quote or a line break (RFC 4180). */
const field = (value: unknown) => {
  const text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * Everything in the export as one sheet a person can open: one line per field, `secao,registro,campo,valor`, so
 * every kind of record (the lead, each transaction, each message...) fits the same four columns.
 */
export function leadExportCsv(data: LeadExport): string {
  const lines: unknown[][] = [
    ['secao', 'registro', 'campo', 'valor'],
    ['exportacao', '', 'gerado_em', data.gerado_em],
  ];
  for (const [key, value] of Object.entries(data.lead)) lines.push(['lead', data.lead.id, key, value]);
  for (const [section, records] of Object.entries(data)) {
    if (!Array.isArray(records)) continue;
    records.forEach((record: Record<string, unknown>, index) => {
      for (const [key, value] of Object.entries(record)) lines.push([section, record.id ?? index + 1, key, value]);
    });
  }
  return `${lines.map((line) => line.map(field).join(',')).join('\r\n')}\r\n`;
}

/** The file of an export: its name and contents in the chosen format. */
export function leadExportFile(data: LeadExport, format: ExportFormat): { name: string; type: string; content: string } {
  const name = `lead-${data.lead.id}-${data.gerado_em.slice(0, 10)}.${format}`;
  return format === 'json'
    ? { name, type: 'application/json', content: `${JSON.stringify(data, null, 2)}\n` }
    : // A byte-order mark, so spreadsheet programs read the accents as UTF-8.
      { name, type: 'text/csv;charset=utf-8', content: `\uFEFF${leadExportCsv(data)}` };
}

/** Hands the file to the browser as a download. */
export function download(file: { name: string; type: string; content: string }) {
  const url = URL.createObjectURL(new Blob([file.content], { type: file.type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = file.name;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
