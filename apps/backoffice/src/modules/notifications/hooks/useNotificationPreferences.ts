import {
  ApiError,
  ValidationError,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationPreferences,
} from '@retoma/api-client';
import { useToast } from '@retoma/ui';
import { useRef, useState } from 'react';
import useSWR from 'swr';
import { useT } from '../../../i18n';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { notificationsMessages } from '../messages';

/** Why the server refused a save: its message about that event, else its general message. */
function refusal(error: unknown, event: NotificationEvent): string | undefined {
  if (error instanceof ValidationError) return error.fieldMessages()[event] ?? error.message;
  return error instanceof ApiError ? error.message : undefined;
}

/**
 * The caller's channels per event, and switching one: the switch moves at once and the event's channels are
 * saved; if the server refuses, the switch moves back and a toast says why. Only the last change of an event
 * decides what it shows (an earlier answer arriving late changes nothing).
 */
export function useNotificationPreferences() {
  const api = useApi();
  const t = useT(notificationsMessages);
  const toast = useToast();
  const { slug } = useCompanySession();
  const loaded = useSWR([slug, 'notifications', 'preferences'], () => api.notifications.preferences());
  const [pending, setPending] = useState<Partial<Record<NotificationEvent, NotificationChannel[]>>>({});
  const latest = useRef(new Map<NotificationEvent, number>());

  const channelsOf = (event: NotificationEvent): readonly NotificationChannel[] => pending[event] ?? loaded.data?.[event] ?? [];

  const settle = (event: NotificationEvent) =>
    setPending((current) => {
      const next = { ...current };
      delete next[event];
      return next;
    });

  async function toggle(event: NotificationEvent, channel: NotificationChannel, on: boolean, eventName: string) {
    const current = channelsOf(event);
    const channels = on ? [...current.filter((c) => c !== channel), channel] : current.filter((c) => c !== channel);
    const attempt = (latest.current.get(event) ?? 0) + 1;
    latest.current.set(event, attempt);
    setPending((state) => ({ ...state, [event]: channels }));
    try {
      const saved = await api.notifications.savePreferences({ [event]: channels });
      if (latest.current.get(event) !== attempt) return;
      await loaded.mutate((data?: NotificationPreferences) => (data ? { ...data, [event]: saved[event] } : saved), { revalidate: false });
      settle(event);
    } catch (error) {
      if (latest.current.get(event) !== attempt) return;
      settle(event);
      toast.error(t('notifications.preferences.saveFailed', { event: eventName }), refusal(error, event));
    }
  }

  return { data: loaded.data, error: loaded.error as unknown, retry: () => void loaded.mutate(), channelsOf, toggle };
}
