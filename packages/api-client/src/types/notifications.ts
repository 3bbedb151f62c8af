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
  };
  read_at: IsoDateTime | null;
  created_at: IsoDateTime;
}

export type NotificationListParams = ListParams;
