import useSWR from 'swr';
import { useApi } from '../../../platform/api';

/** The public page of the campaign named by `token`, and its free slots (the next two weeks). */
export function useBookingPage(token: string) {
  const api = useApi();
  const page = useSWR(token ? ['booking', token] : null, () => api.booking.page(token), { shouldRetryOnError: false });
  const slots = useSWR(page.data ? ['booking', token, 'slots'] : null, () => api.booking.slots(token), { shouldRetryOnError: false });
  return { page, slots };
}
