import { z } from 'zod';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationPreferences,
} from '../types/notifications';
import { issue } from './fields';
import { listParamsInput } from './settings';
import { agendaQuery } from './tickets';

/**
 * The dashboard's period (`dt_inicio` / `dt_fim`, inclusive days): the agenda's rules — days that exist, in order,
 * at most 400 days apart. Without them the server takes the last 7 days.
 */
export const dashboardPeriodQuery = agendaQuery;

/** `GET dashboard/meus_tickets`: the period and whose view — tickets attended, or tickets the caller inserted. */
export const myTicketsQuery = agendaQuery.and(
  z.object({ type: z.enum(['atendimento', 'inseridos'], { error: 'Tipo: atendimento ou inseridos.' }).default('atendimento') }),
);

/** `GET dashboard/meus_tickets_atividades`: a page of the tickets the caller took part in. */
export const myTicketActivitiesQuery = listParamsInput.pick({ page: true, per_page: true });

/** `GET notifications/todas`: a page of the last week's notifications. */
export const notificationListQuery = listParamsInput.pick({ page: true, per_page: true });

const isEvent = (key: string): key is NotificationEvent => (NOTIFICATION_EVENTS as readonly string[]).includes(key);
const isChannel = (value: string): value is NotificationChannel => (NOTIFICATION_CHANNELS as readonly string[]).includes(value);

/** One event's channels: known ones only, each once; the error sits on the event's key, where the app shows it. */
const channelsField = z
  .array(z.string(), { error: 'Informe a lista de canais do evento.' })
  .refine((channels) => channels.every(isChannel), { error: 'Canal desconhecido: use database (Interno) ou mail (E-mail).' })
  .transform((channels) => [...new Set(channels.filter(isChannel))]);

/**
 * `PUT confignotifications/1`: channels per event, as `GET notifications/1` answers them. Events left out keep
 * their current channels; an unknown event is a 422 on its own key (a strict object would report them all
 * together under no field).
 */
export const notificationPreferencesInput = z
  .looseObject(Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, channelsField.optional()])))
  .superRefine(
    (value, ctx) => {
      for (const key of Object.keys(value)) if (!isEvent(key)) issue(ctx, key, 'Evento de notificação desconhecido.');
    },
    // Unknown keys are reported even when a known event's channels are wrong too (but only on an object at all).
    { when: ({ value }) => typeof value === 'object' && value !== null && !Array.isArray(value) },
  )
  .refine((value) => NOTIFICATION_EVENTS.some((event) => value[event] !== undefined), {
    error: 'Informe os canais de ao menos um evento.',
  })
  .transform((value) => {
    const chosen: Partial<NotificationPreferences> = {};
    for (const event of NOTIFICATION_EVENTS) {
      const channels = value[event];
      if (channels !== undefined) chosen[event] = channels;
    }
    return chosen;
  });
export type NotificationPreferencesInput = Partial<NotificationPreferences>;
