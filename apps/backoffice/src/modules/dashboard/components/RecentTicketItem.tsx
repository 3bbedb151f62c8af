import type { Ticket, TicketStatus } from '@retoma/api-client';
import { Avatar, formatDateTime, formatRelativeTime, Link, StatusChip, type BadgeTone, useUiLocale } from '@retoma/ui';
import styled from 'styled-components';
import { activityText, useActivityT } from '../../../platform/activity/activityText';
import { useAllowedHref } from '../../../platform/links';
import { useT } from '../../../i18n';
import { dashboardMessages, type DashboardMessageKey } from '../messages';
import { useDateFormat } from '../../../platform/dateFormat';

const STATUS: Record<TicketStatus, { label: DashboardMessageKey; tone: BadgeTone }> = {
  0: { label: 'dashboard.status.0', tone: 'primary' },
  1: { label: 'dashboard.status.1', tone: 'warning' },
  2: { label: 'dashboard.status.2', tone: 'neutral' },
  3: { label: 'dashboard.status.3', tone: 'success' },
};

const Row = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;
const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 0;
  &[data-muted] {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

/** The product's colour beside its name (the colour alone would carry no text contrast to keep). */
const Swatch = styled.span`
  display: inline-block;
  inline-size: 10px;
  block-size: 10px;
  margin-inline-end: ${({ theme }) => theme.space[1]};
  border-radius: 50%;
`;

/**
 * One ticket the user took part in: number, state, lead and product, who is responsible (a user or a campaign)
 * and its last action, how long ago and by whom.
 */
export function RecentTicketItem({ ticket }: { ticket: Ticket }) {
  const t = useT(dashboardMessages);
  const tActivity = useActivityT();
  const locale = useUiLocale();
  const dateFormat = useDateFormat();
  const href = useAllowedHref()('tickets-detalhar', { id: ticket.id });
  const status = STATUS[ticket.status];
  const number = t('dashboard.recent.ticket', { id: ticket.id });
  const action = ticket.ultima_acao;
  return (
    <Row>
      <Line>
        <h3>{href ? <Link href={href}>{number}</Link> : number}</h3>
        <StatusChip tone={status.tone} size="sm">
          {t(status.label)}
        </StatusChip>
      </Line>
      <Line>
        <strong>{ticket.lead.nome}</strong>
        <span>
          <Swatch aria-hidden="true" style={{ background: ticket.produto.cor }} />
          {ticket.produto.nome}
        </span>
      </Line>
      <Line data-muted="">
        {ticket.responsavel.type === 'user' && (
          <Avatar name={ticket.responsavel.nome} src={ticket.responsavel.avatar} size="xs" decorative />
        )}
        {t('dashboard.recent.responsible', { name: ticket.responsavel.nome })}
      </Line>
      {action && (
        <Line data-muted="">
          <span>{activityText(action, tActivity)}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={action.created_at} title={formatDateTime(action.created_at, dateFormat)}>
            {formatRelativeTime(action.created_at, { locale })}
          </time>
          {action.causer && <span>{t('dashboard.recent.by', { name: action.causer.nome })}</span>}
        </Line>
      )}
    </Row>
  );
}
