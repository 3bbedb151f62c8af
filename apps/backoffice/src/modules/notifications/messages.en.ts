import type { Translation } from '../../i18n/defineMessages';
import type { NotificationsMessageKey } from './messages';

/** English texts of the module (pt, in messages.ts, is the source): downloaded only by those who read English. */
const en: Translation<NotificationsMessageKey> = {
  'notifications.description': 'Tickets transferred to you, reopened tickets and scheduled call-backs from the last 7 days.',
  'notifications.markAllRead': 'Mark all as read',
  'notifications.markedAllRead': 'All notifications were marked as read.',
  'notifications.markFailed': 'The notifications could not be marked as read.',
  'notifications.empty': 'Nothing here yet',
  'notifications.emptyHint': 'When a ticket is transferred to you, reopened or has a call-back due, you will see it here.',
  'notifications.loadError': 'The notifications could not be loaded.',
  'notifications.retry': 'Try again',
  'notifications.loadMore': 'Load more',
  'notifications.loading': 'Loading notifications…',
  'notifications.list': 'Notifications',
  'notifications.unread': 'Unread',
  'notifications.openTicket': 'View ticket #{id}',
  'notifications.bell': 'Notifications',
  'notifications.bellUnread': 'Notifications, {count} unread',
  'notifications.popoverEmpty': 'No new notifications.',
  'notifications.seeAll': 'See all notifications',
};

export default en;
