/** Reading a report's CSV back in tests, as a spreadsheet would: its lines' cells, amounts as integer cents. */

/** The lines after the header, each as its cells (a quoted cell unquoted). */
export function readCsv(csv: string): string[][] {
  const [, ...lines] = csv
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n');
  return lines.map((line) =>
    line.match(/("([^"]|"")*"|[^;]*)(;|$)/g)!.map((cell) =>
      cell
        .replace(/;$/, '')
        .replace(/^"(.*)"$/, '$1')
        .replace(/""/g, '"'),
    ),
  );
}

/** A cell with a decimal comma as integer cents; an empty cell as null. */
export const centsOf = (cell: string | undefined) => (cell ? Math.round(Number(cell.replace(',', '.')) * 100) : null);

/** A count cell as a number; an empty cell as null. */
export const countOf = (cell: string | undefined) => (cell ? Number(cell) : null);
