import type { ZodType } from 'zod';
import type { HttpClient } from '../client';
import type { NotificationPreferencesInput } from '../schemas/dashboard';
import type {
  AppNotification,
  DashboardData,
  DashboardParams,
  DashboardRoute,
  NotificationListParams,
  NotificationPreferences,
  Paginator,
  QuickMenuPage,
} from '../types';
import { defineResource, responseSchemas } from './define';
import { seg, verbs, type CallOptions } from './http';

/** Home: the caller's own dashboard figures, of the tickets their role sees. */
export const dashboardResource = defineResource({
  endpoints: {
    'GET /dashboard/meus_tickets': 'public',
    'GET /dashboard/meus_tickets_atividades': 'public',
    'GET /dashboard/tickets_atrasados': 'public',
    'GET /dashboard/atendimentos': 'public',
    'GET /dashboard/inseridos': 'public',
  },
  responses: async () => {
    const { dataOf, pageOf, countStatSchema, monthComparisonSchema, myTicketsStatsSchema, ticketSchema } = await responseSchemas();
    /** The body of each dashboard route: they share one function. */
    const bodies: Record<DashboardRoute, ZodType> = {
      meus_tickets: dataOf(myTicketsStatsSchema),
      meus_tickets_atividades: pageOf(ticketSchema),
      tickets_atrasados: dataOf(countStatSchema),
      atendimentos: dataOf(monthComparisonSchema),
      inseridos: dataOf(monthComparisonSchema),
    };
    const isDashboardRoute = (route: string): route is DashboardRoute => route in bodies;
    return {
      get: (url: URL) => {
        const route = url.pathname.split('/').at(-1) ?? '';
        if (!isDashboardRoute(route)) throw new Error(`no dashboard route ${route}`);
        return bodies[route];
      },
    };
  },
  create(http: HttpClient) {
    const v = verbs(http);
    return {
      /** `GET dashboard/{route}`: the answer's type follows the route. */
      get: <R extends DashboardRoute>(route: R, params: DashboardParams[R], o?: CallOptions) =>
        v.get<DashboardData[R]>(`dashboard/${seg(route)}`, params, o),
    };
  },
});

export const menusResource = defineResource({
  endpoints: {
    'GET /menus': 'public',
  },
  responses: async () => {
    const { arrayOf, quickMenuPageSchema } = await responseSchemas();
    return { list: arrayOf(quickMenuPageSchema) };
  },
  create(http: HttpClient) {
    const v = verbs(http);
    return {
      /** The pages the user may star in the quick menu. */
      list: (o?: CallOptions) => v.get<QuickMenuPage[]>('menus', undefined, o),
    };
  },
});

export const notificationsResource = defineResource({
  endpoints: {
    'GET /notifications/todas': 'public',
    'GET /notifications/nlidas': 'public',
    'POST /notifications/setlidas': 'public',
    // The caller's own notification preferences (the predecessor's dummy id `1`). The settings page that edits them
    // is gated by `configuracao` in the app, but what they hold is the caller's own choice, so every member may.
    'GET /notifications/1': 'public',
    'PUT /confignotifications/1': 'public',
  },
  responses: async () => {
    const { dataOf, arrayOf, pageOf, appNotificationSchema, markedReadSchema, notificationPreferencesSchema } = await responseSchemas();
    return {
      list: pageOf(appNotificationSchema),
      unread: arrayOf(appNotificationSchema),
      markAllRead: dataOf(markedReadSchema),
      preferences: dataOf(notificationPreferencesSchema),
      savePreferences: dataOf(notificationPreferencesSchema),
    };
  },
  create(http: HttpClient) {
    const v = verbs(http);
    return {
      list: (params?: NotificationListParams, o?: CallOptions) => v.get<Paginator<AppNotification>>('notifications/todas', params, o),
      unread: (o?: CallOptions) => v.get<AppNotification[]>('notifications/nlidas', undefined, o),
      /** A POST: marking as read changes state (the predecessor used GET). */
      markAllRead: (o?: CallOptions) => v.post<{ marcadas: number }>('notifications/setlidas', undefined, o),
      /** The caller's channels per event in this company (the predecessor's `notifications/1`). */
      preferences: (o?: CallOptions) => v.get<NotificationPreferences>('notifications/1', undefined, o),
      /** Events left out keep their channels; answers every event's channels as saved. */
      savePreferences: (input: NotificationPreferencesInput, o?: CallOptions) =>
        v.put<NotificationPreferences>('confignotifications/1', input, o),
    };
  },
});
