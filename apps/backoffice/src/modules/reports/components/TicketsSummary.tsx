import type { TicketReportCounts, TicketsReport } from '@retoma/api-client';
import { Card, formatNumber, StatCard, useUiLocale } from '@retoma/ui';
import styled from 'styled-components';
import { useReportsT } from '../messages';
import { Scroll, Table } from './FiguresTable';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;
/** The times and the overdue returns: figures that are not counts to compare. */
const Times = styled.dl`
  grid-column: 1 / -1;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

/** One figure of the times row, drawn like the kit's cards. */
const Time = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  border: 1px solid transparent;
`;

const deltaOf = (current: number, previous: number) => (previous > 0 ? (current - previous) / previous : null);
const COUNTS = [
  ['criados', 'reports.tickets.created'],
  ['atendidos', 'reports.tickets.attended'],
  ['ganhos', 'reports.tickets.won'],
  ['aguardando', 'reports.tickets.waiting'],
  ['perdidos', 'reports.tickets.lost'],
] as const satisfies ReadonlyArray<readonly [keyof TicketReportCounts, string]>;

/** The period's counts against the previous period's, the times to attend and to close, and the overdue returns. */
export function TicketsSummary({ report }: { report: TicketsReport }) {
  const t = useReportsT();
  const locale = useUiLocale();
  const duration = (minutes: number | null) => {
    if (minutes === null) return '—';
    if (minutes < 60) return t('reports.tickets.minutes', { value: formatNumber(minutes, { locale }) });
    return t('reports.tickets.hours', {
      hours: formatNumber(Math.floor(minutes / 60), { locale }),
      minutes: formatNumber(minutes % 60, { locale }),
    });
  };
  const times = [
    { key: 'primeiro', label: t('reports.tickets.firstAttendance'), value: duration(report.minutos_primeiro_atendimento) },
    { key: 'finalizacao', label: t('reports.tickets.finish'), value: duration(report.minutos_finalizacao) },
    { key: 'atrasados', label: t('reports.tickets.overdue'), value: formatNumber(report.retornos_atrasados, { locale }) },
  ];
  return (
    <Grid>
      {COUNTS.map(([key, label]) => (
        <StatCard
          key={key}
          label={t(label)}
          value={report.atual[key]}
          format="thousands"
          delta={deltaOf(report.atual[key], report.anterior[key])}
          deltaCaption={t('reports.tickets.previous')}
          invertDelta={key === 'perdidos' || key === 'aguardando'}
        />
      ))}
      <Times>
        {times.map((time) => (
          <Time key={time.key}>
            <dt>{time.label}</dt>
            <dd>{time.value}</dd>
          </Time>
        ))}
      </Times>
    </Grid>
  );
}

/** Why sales were lost in the period, the commonest first. */
export function LossReasons({ report }: { report: TicketsReport }) {
  const t = useReportsT();
  const locale = useUiLocale();
  return (
    <Card>
      <Scroll>
        <Table>
          <caption>{t('reports.tickets.reasons')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reports.tickets.reason')}</th>
              <th scope="col">{t('reports.tickets.count')}</th>
            </tr>
          </thead>
          <tbody>
            {report.motivos_perda.map((row) => (
              <tr key={row.id ?? 'none'}>
                <th scope="row">{row.nome ?? t('reports.tickets.noReason')}</th>
                <td>{formatNumber(row.quantidade, { locale })}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    </Card>
  );
}
