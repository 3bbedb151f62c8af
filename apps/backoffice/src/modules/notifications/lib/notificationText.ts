import type { AppNotification, NotificationKind } from '@retoma/api-client';
import type { Translate } from '../../../i18n';
import type { NotificationsMessageKey } from '../messages';

/**
 * The title and text of each kind of notification the server makes. A `Record` over every kind, so a kind added
 * to the wire without its texts fails the type check; the catalogues test checks them in every language.
 */
export const NOTIFICATION_TEXT: Record<NotificationKind, { title: NotificationsMessageKey; message: NotificationsMessageKey }> = {
  ticket_transferred: {
    title: 'notifications.kind.ticket_transferred.title',
    message: 'notifications.kind.ticket_transferred.message',
  },
  ticket_reopened: { title: 'notifications.kind.ticket_reopened.title', message: 'notifications.kind.ticket_reopened.message' },
  return_due: { title: 'notifications.kind.return_due.title', message: 'notifications.kind.return_due.message' },
};

/**
 * What a notification tells, in the reader's language: its kind worded with the values the server kept (who acted,
 * the ticket and its lead). One made before kinds that no kind was recognised in shows its old texts as written.
 */
export function notificationText(data: AppNotification['data'], t: Translate<NotificationsMessageKey>): { title: string; message: string } {
  if (!data.acao) return { title: data.title ?? '', message: data.message ?? '' };
  const valores = data.valores ?? {};
  const ticket =
    data.ticket_id === null
      ? ''
      : valores.lead
        ? t('notifications.ticketWithLead', { id: data.ticket_id, lead: valores.lead })
        : t('notifications.ticketAlone', { id: data.ticket_id });
  const texts = NOTIFICATION_TEXT[data.acao];
  return { title: t(texts.title), message: t(texts.message, { usuario: valores.usuario ?? '', ticket }) };
}
