import type { IsoDateTime } from './common';
import type { ListParams } from './wire';

/** A notification of the user (ticket late, appointment soon, order paid, ...). */
export interface AppNotification {
  id: string;
  data: {
    /** Material icon name. */
    icon: string;
    /** Theme colour: primary, success, danger, warning. */
    category: 'primary' | 'success' | 'danger' | 'warning';
    title: string;
    message: string;
    time: IsoDateTime;
    /** The ticket it is about, when any: the app links to it. */
    ticket_id: number | null;
  };
  read_at: IsoDateTime | null;
  created_at: IsoDateTime;
}

export type NotificationListParams = ListParams;

/** What the server notifies about, by the icon it sends: a ticket transferred to you, reopened, a return due. */
export const NOTIFICATION_ICONS = { transferido: 'swap_horiz', reaberto: 'replay', retorno: 'event' } as const;

/** The notifications page and the top bar look back one week. */
export const NOTIFICATION_WINDOW_DAYS = 7;
/** `GET notifications/nlidas` answers at most this many (the top bar shows `99+` beyond). */
export const UNREAD_NOTIFICATIONS_LIMIT = 100;
