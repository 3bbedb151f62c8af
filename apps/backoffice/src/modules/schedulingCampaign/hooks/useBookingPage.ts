import { useApi } from '../../../platform/api';
import { usePageRequest } from '../../../platform/usePageRequest';

/**
 * The public page of the campaign named by `token`, then its free slots (the next two weeks). Outside the answers
 * cache: swr's code (about 6 kB gzip) for two reads would weigh on every lead's first visit.
 */
export function useBookingPage(token: string) {
  const api = useApi();
  const page = usePageRequest(token ? `page ${token}` : null, () => api.booking.page(token));
  const slots = usePageRequest(page.data ? `slots ${token}` : null, () => api.booking.slots(token));
  return { page, slots };
}
