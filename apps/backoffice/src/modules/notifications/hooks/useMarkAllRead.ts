import { ApiError, SessionChangedError } from '@retoma/api-client';
import { useToast } from '@retoma/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { unstable_serialize } from 'swr/infinite';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { useT } from '../../../i18n';
import { notificationsMessages } from '../messages';
import { pageKey, unreadKey } from './notificationKeys';

/**
 * `POST notifications/setlidas`, then the top bar and the notifications screen read them again. A failure is told
 * in a toast with the server's message.
 */
export function useMarkAllRead() {
  const api = useApi();
  const t = useT(notificationsMessages);
  const toast = useToast();
  const { slug } = useCompanySession();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);

  async function markAllRead() {
    setPending(true);
    try {
      await api.notifications.markAllRead();
      await Promise.all([mutate(unreadKey(slug)), mutate(unstable_serialize(pageKey(slug)))]);
      toast.success(t('notifications.markedAllRead'));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (!(error instanceof SessionChangedError)) toast.error(t('notifications.markFailed'), error.message);
    } finally {
      setPending(false);
    }
  }

  return { markAllRead, pending };
}
