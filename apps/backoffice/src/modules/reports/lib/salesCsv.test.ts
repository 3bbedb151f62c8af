import { buildPeopleReport, buildSalesReport } from '@retoma/api-client/mock';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { centsOf, readCsv } from './csvReader.testSupport';
import { centsToDecimal } from './money';
import { peopleCsvLines, salesCsvLines, type CsvLabels, type CsvWords } from './salesCsv';

const words: CsvWords = {
  total: 'Total',
  previous: 'Anterior',
  product: 'Produto',
  day: 'Dia',
  origin: 'Origem',
  step: 'Passo',
  payment: 'Pagamento',
  mode: 'Modo',
  reversals: 'Reversões',
  person: 'Pessoa',
};
const labels: CsvLabels = {
  origin: (row) => row.origem,
  payment: (type) => type,
  dayItem: (dia, id) => `${dia} ${id}`,
  reversal: (key) => key,
  step: (row) => `${row.campanha.nome}; ${row.canal ?? '-'} ${row.posicao ?? '-'}`,
  mode: (key) => key,
};

/** The CSV read back: each line's section, item, net and reversed amounts in cents. */
function parse(csv: string) {
  return readCsv(csv).map((cells) => ({ section: cells[0], item: cells[1], net: centsOf(cells[5]), reversed: centsOf(cells[4]) }));
}
const netOf = (rows: ReturnType<typeof parse>, section: string) =>
  rows.filter((row) => row.section === section).reduce((sum, row) => sum + (row.net ?? 0), 0);

describe('the reports as CSV', () => {
  it('writes amounts from the integer cents, so every split sums to the total to the cent', () => {
    const report = buildSalesReport({ dt_inicio: '2026-03-01', dt_fim: '2026-03-30', refunds: true });
    const rows = parse(toCsv(['Seção', 'Item', 'Vendas', 'Bruto', 'Revertido', 'Líquido'], salesCsvLines(report, words, labels)));
    const total = rows.find((row) => row.section === 'Total')!;
    expect(total.net).toBe(report.atual.liquido_centavos);
    expect(total.reversed).toBe(report.atual.revertido_centavos);
    for (const section of ['Produto', 'Origem', 'Pagamento', 'Dia', 'Modo']) expect(netOf(rows, section)).toBe(total.net);
    const reversed = rows.filter((row) => row.section === 'Reversões').reduce((sum, row) => sum + (row.reversed ?? 0), 0);
    expect(reversed).toBe(report.atual.revertido_centavos);
    // A `;` inside an item is quoted, not a new column: it reads back whole.
    expect(rows.filter((row) => row.section === 'Passo').every((row) => row.item!.includes('; '))).toBe(true);
  });

  it('lists each person with the same net value as the screen', () => {
    const report = buildPeopleReport({ dt_inicio: '2026-03-01', dt_fim: '2026-03-30', refunds: true });
    const rows = parse(toCsv(['Seção', 'Item', 'Vendas', 'Bruto', 'Revertido', 'Líquido'], peopleCsvLines(report, words, labels)));
    expect(netOf(rows, 'Pessoa')).toBe(report.atual.liquido_centavos);
    expect(rows.filter((row) => row.section === 'Pessoa').map((row) => row.item)).toEqual(report.pessoas.map((row) => row.usuario.name));
  });

  it('writes cents exactly, negative ones too', () => {
    expect([centsToDecimal(1), centsToDecimal(10), centsToDecimal(123_456), centsToDecimal(-5), centsToDecimal(0)]).toEqual([
      '0.01',
      '0.10',
      '1234.56',
      '-0.05',
      '0.00',
    ]);
  });
});
