import type {
  AppNotification,
  CurrentUser,
  DashboardData,
  DashboardRoute,
  LoginResponse,
  NotificationPreferences,
  QuickMenuPage,
} from '../../types';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { IDENTITY_PREFIX, item, list, put, raw } from './core';

/** `mockHandlers.dashboard.get(route)(data)`: one handler per dashboard route. */
export const dashboardHandlers = {
  get: <R extends DashboardRoute>(route: R) => item<DashboardData[R]>('get', `dashboard/${route}`),
};

export const menuHandlers = { list: item<QuickMenuPage[]>('get', 'menus') };

export const notificationHandlers = {
  list: list<AppNotification>('notifications/todas'),
  unread: item<AppNotification[]>('get', 'notifications/nlidas'),
  markAllRead: item<{ marcadas: number }>('post', 'notifications/setlidas'),
  preferences: item<NotificationPreferences>('get', 'notifications/1'),
  savePreferences: put<NotificationPreferences>('confignotifications/1'),
};

/** Session calls (identity `master`) and the current user. */
export const sessionHandlers = {
  login: raw<LoginResponse>('post', 'login'),
  refresh: raw<LoginResponse>('post', 'auth/refresh-token'),
  /** `GET /user`, under master and under every company. */
  me: item<CurrentUser>('get', 'user'),
  /** The server answers 204: nothing to render. */
  logout: (): HttpHandler => http.post(`${IDENTITY_PREFIX}/logout`, () => new HttpResponse(null, { status: 204 })),
};
