import type { AttendResult } from '@retoma/api-client';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { useCompanySWR } from './useCompanySWR';

const lockKey = (id: number) => ['atender-ticket', id] as const;

/** Locks the tickets list has just been granted (`slug:id`), each used once by the attend screen it opens. */
const justGranted = new Set<string>();

/**
 * `POST /atender-ticket {id}` when the attending screen opens, whatever the way in (list, agenda, a typed URL):
 * only the agent holding the lock may work on the ticket. Asking again for a ticket one already holds answers
 * `ok`, so a repeated request (a remount, a second tab) is harmless; it is never re-sent in the background.
 */
export function useAttendanceLock(id: number) {
  const api = useApi();
  const { slug } = useCompanySession();
  // The list's "Atender" has just been answered: the screen it opens starts on that answer (one press, one request).
  const [granted] = useState(() => justGranted.delete(`${slug}:${id}`));
  return useCompanySWR(lockKey(id), () => api.tickets.attend(id), {
    revalidateOnReconnect: false,
    revalidateOnFocus: false,
    revalidateOnMount: !granted,
  });
}

/**
 * The answer the tickets list's "Atender" just received, kept as the attend screen's own: that screen then opens
 * on it instead of sending `POST /atender-ticket` a second time.
 */
export function useKeepAttendanceLock() {
  const { mutate } = useSWRConfig();
  const { slug } = useCompanySession();
  return (id: number, answer: AttendResult) => {
    justGranted.add(`${slug}:${id}`);
    return mutate([slug, ...lockKey(id)], answer, { revalidate: false });
  };
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
