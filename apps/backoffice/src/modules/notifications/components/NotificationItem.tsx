import type { AppNotification } from '@retoma/api-client';
import { Badge, formatDateTime, formatRelativeTime, Link, useUiLocale } from '@retoma/ui';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { useAllowedHref } from '../../../platform/links';
import { notificationText } from '../lib/notificationText';
import { notificationsMessages } from '../messages';
import { NotificationIcon } from './NotificationIcon';

const Row = styled.article`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  &[data-unread] {
    background: ${({ theme }) => theme.colors.primarylight};
  }
`;
const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export interface NotificationItemProps {
  notification: AppNotification;
  /** The title's level in the page's outline: 2 on the notifications page, 3 under the top bar panel's own heading. */
  headingLevel: 2 | 3;
  /** Called when the person follows the ticket link (the top bar closes its panel). */
  onNavigate?: () => void;
}

/** One notification: what happened, when (relative, the exact time on hover), unread or not, and its ticket. */
export function NotificationItem({ notification, headingLevel, onNavigate }: NotificationItemProps) {
  const t = useT(notificationsMessages);
  const locale = useUiLocale();
  const { data } = notification;
  const unread = notification.read_at === null;
  const allowedHref = useAllowedHref();
  const ticketHref = data.ticket_id === null ? null : allowedHref('tickets-detalhar', { id: data.ticket_id });
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const text = notificationText(data, t);
  return (
    <Row data-unread={unread || undefined}>
      <NotificationIcon data={data} />
      <Body>
        <Title>{text.title}</Title>
        <p>{text.message}</p>
        <Meta>
          <time dateTime={data.time} title={formatDateTime(data.time, { locale })}>
            {formatRelativeTime(data.time, { locale })}
          </time>
          {unread && (
            <Badge tone="primary" size="sm" dot>
              {t('notifications.unread')}
            </Badge>
          )}
          {ticketHref && data.ticket_id !== null && (
            <Link href={ticketHref} onPress={onNavigate}>
              {t('notifications.openTicket', { id: data.ticket_id })}
            </Link>
          )}
        </Meta>
      </Body>
    </Row>
  );
}
