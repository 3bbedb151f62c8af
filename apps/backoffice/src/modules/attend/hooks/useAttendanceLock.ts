import { useSWRConfig } from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { useCompanySWR } from './useCompanySWR';

const lockKey = (id: number) => ['atender-ticket', id] as const;

/**
 * `POST /atender-ticket {id}` when the attending screen opens, whatever the way in (list, agenda, a typed URL):
 * only the agent holding the lock may work on the ticket. Asking again for a ticket one already holds answers
 * `ok`, so a repeated request (a remount, a second tab) is harmless; it is never re-sent in the background.
 */
export function useAttendanceLock(id: number) {
  const api = useApi();
  return useCompanySWR(lockKey(id), () => api.tickets.attend(id), { revalidateOnReconnect: false });
}

/**
 * Once the attendance ends (finished, cancelled, transferred away) the remembered `ok` is stale: forget it, so
 * opening the ticket again asks the server instead of showing the old answer first.
 */
export function useForgetAttendanceLock(id: number) {
  const { mutate } = useSWRConfig();
  const { slug } = useCompanySession();
  return () => mutate([slug, ...lockKey(id)], undefined, { revalidate: false });
}
