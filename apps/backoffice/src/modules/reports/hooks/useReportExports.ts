import type { PlanReport, TicketsReport } from '@retoma/api-client';
import { formatDate } from '@retoma/ui';
import { useDateFormat } from '../../../platform/dateFormat';
import { downloadReportCsv } from '../lib/csv';
import { plansCsvLines } from '../lib/plansCsv';
import { ticketsCsvLines } from '../lib/ticketsCsv';
import { useReportLabels } from '../lib/useReportLabels';
import { useReportsT } from '../messages';

/** The tickets report's "Exportar CSV": every count of the screen, with its words in the person's language. */
export function useTicketsCsvExport() {
  const t = useReportsT();
  const { locale } = useDateFormat();
  const minutes = (label: string) => t('reports.csv.minutes', { label });
  return (report: TicketsReport) =>
    downloadReportCsv(
      'tickets',
      report.periodo,
      [
        t('reports.csv.section'),
        t('reports.csv.item'),
        t('reports.tickets.created'),
        t('reports.tickets.attended'),
        t('reports.tickets.won'),
        t('reports.tickets.waiting'),
        t('reports.tickets.lost'),
        t('reports.csv.value'),
      ],
      ticketsCsvLines(
        report,
        {
          total: t('reports.csv.total'),
          previous: t('reports.total.previous'),
          day: t('reports.chart.day'),
          person: t('reports.people.person'),
          reasons: t('reports.tickets.reasons'),
          noReason: t('reports.tickets.noReason'),
          indicator: t('reports.csv.indicator'),
          firstAttendanceMinutes: minutes(t('reports.tickets.firstAttendance')),
          finishMinutes: minutes(t('reports.tickets.finish')),
          overdue: t('reports.tickets.overdue'),
        },
        (dia) => formatDate(`${dia}T12:00:00`, { locale }),
      ),
    );
}

/** The plans report's "Exportar CSV": each plan's campaigns and steps, named as on the screen. */
export function usePlansCsvExport() {
  const t = useReportsT();
  const labels = useReportLabels((id) => `#${id}`);
  return (report: PlanReport) =>
    downloadReportCsv(
      'planos',
      report.periodo,
      [
        t('reports.csv.plan'),
        t('reports.plans.campaign'),
        t('reports.plans.contacts'),
        t('reports.plans.sends'),
        t('reports.plans.opens'),
        t('reports.plans.clicks'),
        t('reports.plans.sales'),
        t('reports.col.gross'),
        t('reports.col.reversed'),
        t('reports.col.net'),
      ],
      plansCsvLines(report, {
        campaign: (campanha) => `${campanha.nome} (${labels.origin(campanha.tipo)})`,
        step: (campanha, passo) => `${campanha.nome} — ${labels.step(passo)}`,
      }),
    );
}
