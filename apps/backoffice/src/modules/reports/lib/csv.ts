import { centsToSpreadsheet } from './money';

/** One line of a report's CSV: where it belongs, what it is, and its figures (cents, or a count). */
export interface CsvLine {
  section: string;
  item: string;
  values: Array<{ cents: number } | number | null>;
}

const quoted = (text: string) => (/[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * A report as a CSV a spreadsheet in Brazil opens as it is: `;` between columns, decimal comma, a UTF-8 mark so
 * accents survive; amounts written from the integer cents, so the file sums to the screen's totals to the cent.
 */
export function toCsv(headers: string[], lines: CsvLine[]): string {
  const cell = (value: CsvLine['values'][number]) =>
    value === null ? '' : typeof value === 'number' ? String(value) : centsToSpreadsheet(value.cents);
  const rows = [
    headers.map(quoted).join(';'),
    ...lines.map((line) => [quoted(line.section), quoted(line.item), ...line.values.map(cell)].join(';')),
  ];
  return `\ufeff${rows.join('\r\n')}\r\n`;
}

/** Offers a report's lines as a CSV file named after the report and its period (`tickets-2026-03-01-2026-03-30.csv`). */
export function downloadReportCsv(report: string, period: { dt_inicio: string; dt_fim: string }, headers: string[], lines: CsvLine[]) {
  downloadCsv(`${report}-${period.dt_inicio}-${period.dt_fim}.csv`, toCsv(headers, lines));
}

/** Offers `content` as a file download named `name`. */
function downloadCsv(name: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
