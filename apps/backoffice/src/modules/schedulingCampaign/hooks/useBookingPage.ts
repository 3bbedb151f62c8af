import { bookingResource } from '@retoma/api-client';
import { useApiResource } from '../../../platform/api';
import { usePageRequest } from '../../../platform/usePageRequest';

/**
 * The public page of the campaign named by `token`, then its free slots (the next two weeks). Outside the answers
 * cache: swr's code (about 6 kB gzip) for two reads would weigh on every lead's first visit. The page shows before
 * the whole route table (publicRoutes.ts), so it builds its calls itself rather than wait for `api.booking`.
 */
export function useBookingPage(token: string) {
  const booking = useApiResource(bookingResource);
  const page = usePageRequest(token ? `page ${token}` : null, () => booking.page(token));
  const slots = usePageRequest(page.data ? `slots ${token}` : null, () => booking.slots(token));
  return { page, slots };
}
