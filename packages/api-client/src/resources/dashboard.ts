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
import { seg, verbs, type CallOptions } from './http';

export function dashboardResource(http: HttpClient) {
  const v = verbs(http);
  return {
    /** `GET dashboard/{route}`: the answer's type follows the route. */
    get: <R extends DashboardRoute>(route: R, params: DashboardParams[R], o?: CallOptions) =>
      v.get<DashboardData[R]>(`dashboard/${seg(route)}`, params, o),
  };
}

export function menusResource(http: HttpClient) {
  const v = verbs(http);
  return {
    /** The pages the user may star in the quick menu. */
    list: (o?: CallOptions) => v.get<QuickMenuPage[]>('menus', undefined, o),
  };
}

export function notificationsResource(http: HttpClient) {
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
}
