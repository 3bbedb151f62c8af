import type { TicketsReport } from '@retoma/api-client';
import { BarChart, LineChart } from '@retoma/ui/charts';
import { useReportsT } from '../messages';

/** Tickets created and attendances by outcome, day by day (the predecessor's tickets report re-showed the sales chart). */
export function TicketsPerDayChart({ report }: { report: TicketsReport }) {
  const t = useReportsT();
  const anything = report.por_dia.some((day) => day.criados > 0 || day.atendidos > 0);
  return (
    <LineChart
      title={t('reports.tickets.perDay')}
      headingLevel={2}
      data={anything ? report.por_dia : []}
      xKey="dia"
      xFormat="date"
      xLabel={t('reports.chart.day')}
      series={[
        { key: 'criados', label: t('reports.tickets.created') },
        { key: 'atendidos', label: t('reports.tickets.attended') },
        { key: 'ganhos', label: t('reports.tickets.won') },
        { key: 'perdidos', label: t('reports.tickets.lost') },
      ]}
      height={240}
      texts={{ empty: t('reports.tickets.empty') }}
    />
  );
}

/** Each agent's attendances by outcome, stacked. */
export function TicketsPerAgentChart({ report }: { report: TicketsReport }) {
  const t = useReportsT();
  const data = report.por_pessoa.map((row) => ({
    pessoa: row.usuario.name,
    ganhos: row.ganhos,
    aguardando: row.aguardando,
    perdidos: row.perdidos,
  }));
  return (
    <BarChart
      title={t('reports.tickets.perAgent')}
      headingLevel={2}
      data={data}
      xKey="pessoa"
      xLabel={t('reports.people.person')}
      series={[
        { key: 'ganhos', label: t('reports.tickets.won') },
        { key: 'aguardando', label: t('reports.tickets.waiting') },
        { key: 'perdidos', label: t('reports.tickets.lost') },
      ]}
      stacked
      orientation="horizontal"
      height={Math.max(160, data.length * 44)}
      texts={{ empty: t('reports.tickets.empty') }}
    />
  );
}
