import type { PeopleSalesReport, RecoveredSalesReport, SalesFigures } from '@retoma/api-client';
import type { CsvLine } from './csv';

/** A line of figures: count, gross, reversed, net. */
export const figuresLine = (section: string, item: string, figures: SalesFigures): CsvLine => ({
  section,
  item,
  values: [figures.vendas, { cents: figures.bruto_centavos }, { cents: figures.revertido_centavos }, { cents: figures.liquido_centavos }],
});

/** The words the CSV needs, in the person's language. */
export interface CsvWords {
  total: string;
  previous: string;
  product: string;
  day: string;
  origin: string;
  step: string;
  payment: string;
  mode: string;
  reversals: string;
  person: string;
}

/** Lines shared by both reports: totals, by origin, by payment method, reversals and the days. */
function commonLines(
  report: RecoveredSalesReport | PeopleSalesReport,
  words: CsvWords,
  label: {
    origin: (row: RecoveredSalesReport['por_origem'][number]) => string;
    payment: (type: string) => string;
    dayItem: (dia: string, id: number) => string;
    reversal: (key: 'reembolsos' | 'chargebacks') => string;
  },
): CsvLine[] {
  return [
    ...report.por_origem.map((row) => figuresLine(words.origin, label.origin(row), row)),
    ...report.por_pagamento.map((row) => figuresLine(words.payment, label.payment(row.payment_type), row)),
    ...(['reembolsos', 'chargebacks'] as const).map((key) => ({
      section: words.reversals,
      item: label.reversal(key),
      values: [report.reversoes[key].vendas, null, { cents: report.reversoes[key].valor_centavos }, null],
    })),
    ...report.por_dia.map((row) => ({
      section: words.day,
      item: label.dayItem(row.dia, row.id),
      values: [null, null, null, { cents: row.liquido_centavos }],
    })),
  ];
}

export type CsvLabels = Parameters<typeof commonLines>[2] & {
  step: (row: RecoveredSalesReport['por_passo'][number]) => string;
  mode: (key: 'automatico' | 'assistido') => string;
};

/** Every figure of the recovered-sales report as CSV lines, in the order the screen shows them. */
export function salesCsvLines(report: RecoveredSalesReport, words: CsvWords, labels: CsvLabels): CsvLine[] {
  return [
    figuresLine(words.total, words.total, report.atual),
    figuresLine(words.previous, `${report.periodo.anterior_inicio} – ${report.periodo.anterior_fim}`, report.anterior),
    ...report.produtos.map((row) => figuresLine(words.product, row.nome, row)),
    ...report.por_passo.map((row) => figuresLine(words.step, labels.step(row), row)),
    figuresLine(words.mode, labels.mode('automatico'), report.automatico),
    figuresLine(words.mode, labels.mode('assistido'), report.assistido),
    ...commonLines(report, words, labels),
  ];
}

/** The per-person report as CSV lines (the person's extra figures go in their own columns). */
export function peopleCsvLines(report: PeopleSalesReport, words: CsvWords, labels: CsvLabels): CsvLine[] {
  return [
    figuresLine(words.total, words.total, report.atual),
    figuresLine(words.previous, `${report.periodo.anterior_inicio} – ${report.periodo.anterior_fim}`, report.anterior),
    ...report.pessoas.map((row) => {
      const line = figuresLine(words.person, row.usuario.name, row);
      return {
        ...line,
        values: [
          ...line.values,
          row.tickets_atendidos,
          row.tickets_ganhos,
          row.ticket_medio_centavos === null ? null : { cents: row.ticket_medio_centavos },
          { cents: row.comissoes_centavos },
        ],
      };
    }),
    ...commonLines(report, words, labels),
  ];
}
