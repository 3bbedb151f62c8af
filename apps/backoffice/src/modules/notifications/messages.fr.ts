import type { Translation } from '../../i18n/defineMessages';
import type { NotificationsMessageKey } from './messages';

/** French texts of the module (pt, in messages.ts, is the source): downloaded only by those who read French. */
const fr: Translation<NotificationsMessageKey> = {
  'notifications.description': 'Tickets qui vous ont été transférés, tickets rouverts et rappels planifiés des 7 derniers jours.',
  'notifications.markAllRead': 'Tout marquer comme lu',
  'notifications.markedAllRead': 'Toutes les notifications ont été marquées comme lues.',
  'notifications.markFailed': 'Impossible de marquer les notifications comme lues.',
  'notifications.empty': 'Aucun enregistrement pour le moment',
  'notifications.emptyHint': 'Lorsqu’un ticket vous est transféré, est rouvert ou qu’un rappel arrive à échéance, vous le verrez ici.',
  'notifications.loadError': 'Impossible de charger les notifications.',
  'notifications.retry': 'Réessayer',
  'notifications.loadMore': 'Charger plus',
  'notifications.loading': 'Chargement des notifications…',
  'notifications.list': 'Notifications',
  'notifications.unread': 'Non lue',
  'notifications.openTicket': 'Voir le ticket n° {id}',
  'notifications.bell': 'Notifications',
  'notifications.bellUnread': 'Notifications, {count} non lues',
  'notifications.popoverEmpty': 'Aucune nouvelle notification.',
  'notifications.seeAll': 'Voir toutes les notifications',
};

export default fr;
