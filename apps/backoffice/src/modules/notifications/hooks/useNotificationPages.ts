import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { useLoadMore } from '../../../platform/useLoadMore';
import { NOTIFICATIONS_PER_PAGE, pageKey } from './notificationKeys';

/** `GET notifications/todas`, ten at a time: the pages loaded so far, one after the other. */
export function useNotificationPages() {
  const api = useApi();
  const { slug } = useCompanySession();
  return useLoadMore(pageKey(slug), (page) => api.notifications.list({ page, per_page: NOTIFICATIONS_PER_PAGE }));
}
