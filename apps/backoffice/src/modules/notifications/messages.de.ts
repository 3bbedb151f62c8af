import type { Translation } from '../../i18n/defineMessages';
import type { NotificationsMessageKey } from './messages';

/** German texts of the module (pt, in messages.ts, is the source): downloaded only by those who read German. */
const de: Translation<NotificationsMessageKey> = {
  'notifications.description': 'An Sie übertragene Tickets, wiedereröffnete Tickets und geplante Rückrufe der letzten 7 Tage.',
  'notifications.markAllRead': 'Alle als gelesen markieren',
  'notifications.markedAllRead': 'Alle Benachrichtigungen wurden als gelesen markiert.',
  'notifications.markFailed': 'Die Benachrichtigungen konnten nicht als gelesen markiert werden.',
  'notifications.empty': 'Hier gibt es noch keine Einträge',
  'notifications.emptyHint': 'Wenn ein Ticket an Sie übertragen oder wiedereröffnet wird oder ein Rückruf fällig ist, sehen Sie es hier.',
  'notifications.loadError': 'Die Benachrichtigungen konnten nicht geladen werden.',
  'notifications.retry': 'Erneut versuchen',
  'notifications.loadMore': 'Mehr laden',
  'notifications.loading': 'Benachrichtigungen werden geladen …',
  'notifications.list': 'Benachrichtigungen',
  'notifications.unread': 'Ungelesen',
  'notifications.openTicket': 'Ticket #{id} ansehen',
  'notifications.bell': 'Benachrichtigungen',
  'notifications.bellUnread': 'Benachrichtigungen, {count} ungelesen',
  'notifications.popoverEmpty': 'Keine neuen Benachrichtigungen.',
  'notifications.seeAll': 'Alle Benachrichtigungen ansehen',
};

export default de;
