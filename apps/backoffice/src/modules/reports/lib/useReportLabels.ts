import type { ReportOrigin, ReportStepRow } from '@retoma/api-client';
import { formatDate, formatPaymentType } from '@retoma/ui';
import { useDateFormat } from '../../../platform/dateFormat';
import { useReportsT, type ReportsKey } from '../messages';
import type { CsvLabels, CsvWords } from './salesCsv';

const ORIGIN_LABEL: Record<ReportOrigin, ReportsKey> = {
  carrinho: 'reports.origin.carrinho',
  boleto: 'reports.origin.boleto',
  cancelado: 'reports.origin.cancelado',
  agendamento: 'reports.origin.agendamento',
  whatsapp: 'reports.origin.whatsapp',
  campanha_excluida: 'reports.origin.campanha_excluida',
  link_direto: 'reports.origin.link_direto',
  ticket_manual: 'reports.origin.ticket_manual',
};

/** How a report names what it splits by (origins, steps, payment methods, days), on screen and in its CSV alike. */
export function useReportLabels(nameOf: (id: number) => string) {
  const t = useReportsT();
  const { locale } = useDateFormat();
  const origin = (origem: ReportOrigin) => t(ORIGIN_LABEL[origem]);
  const step = (row: Pick<ReportStepRow, 'canal' | 'posicao'>) =>
    row.canal === null || row.posicao === null
      ? t('reports.steps.none')
      : t(row.canal === 'email' ? 'reports.steps.email' : 'reports.steps.sms', { position: row.posicao });
  const payment = (type: string) => formatPaymentType(type, { locale });
  const day = (dia: string) => formatDate(`${dia}T12:00:00`, { locale });
  const words: CsvWords = {
    total: t('reports.csv.total'),
    previous: t('reports.total.previous'),
    product: t('reports.csv.product'),
    day: t('reports.chart.day'),
    origin: t('reports.origins.origin'),
    step: t('reports.steps.title'),
    payment: t('reports.payments.method'),
    mode: t('reports.mode.title'),
    reversals: t('reports.reversals.title'),
    person: t('reports.people.person'),
  };
  const csv: CsvLabels = {
    origin: (row) => origin(row.origem),
    payment,
    dayItem: (dia, id) => `${day(dia)} — ${nameOf(id)}`,
    reversal: (key) => t(key === 'reembolsos' ? 'reports.reversals.reembolsos' : 'reports.reversals.chargebacks'),
    step: (row) => `${row.campanha.nome} — ${step(row)}`,
    mode: (key) => t(key === 'automatico' ? 'reports.mode.automatico' : 'reports.mode.assistido'),
  };
  const headers = [
    t('reports.csv.section'),
    t('reports.csv.item'),
    t('reports.col.sales'),
    t('reports.col.gross'),
    t('reports.col.reversed'),
    t('reports.col.net'),
  ];
  return { origin, step, payment, words, csv, headers };
}

export type ReportLabels = ReturnType<typeof useReportLabels>;
