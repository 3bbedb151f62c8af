import type { AppNotification } from '@retoma/api-client';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { unreadKey } from './notificationKeys';

/** Returns come due with the clock: the top bar asks again every minute. */
const REFRESH_MS = 60_000;

/** `GET notifications/nlidas`: the last week's unread notifications, newest first. */
export function useUnreadNotifications() {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR<AppNotification[]>(unreadKey(slug), () => api.notifications.unread(), { refreshInterval: REFRESH_MS });
}
