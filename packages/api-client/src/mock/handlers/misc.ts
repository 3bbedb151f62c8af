import type {
  AppNotification,
  CarrierLoginResult,
  CorreiosContract,
  CurrentUser,
  DashboardData,
  DashboardRoute,
  Extension,
  ExtensionInstallResult,
  LoginResponse,
  NotificationPreferences,
  PhoneExtension,
  QuickMenuPage,
  ShippingRule,
  ShippingService,
  TelephonyOverview,
} from '../../types';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { IDENTITY_PREFIX, item, list, put, raw, remove } from './core';

/** `mockHandlers.extensions.*`. */
export const extensionHandlers = {
  list: item<Extension[]>('get', 'extensoes/company'),
  install: item<ExtensionInstallResult>('post', 'extensoes/company'),
  setActive: put<Extension>('extensoes/company/:id'),
  uninstall: remove('extensoes/company/:id'),
  slack: { setWebhook: put<Extension>('extensoes/slack/:id') },
  telephony: {
    overview: item<TelephonyOverview>('get', 'extensoes/totalvoice'),
    createLine: item<PhoneExtension>('post', 'extensoes/totalvoice'),
    updateLine: put<PhoneExtension>('extensoes/totalvoice/:id'),
    removeLine: remove('extensoes/totalvoice/:id'),
  },
  melhorEnvio: {
    services: item<ShippingService[]>('get', 'extensoes/melhor_envio/services'),
    setDefaultService: item<ShippingRule>('post', 'extensoes/melhor_envio/setPadrao'),
    addRule: item<ShippingRule>('post', 'extensoes/melhor_envio/addConfig'),
    updateRule: item<ShippingRule>('post', 'extensoes/melhor_envio/editConfig'),
    removeRule: item<null>('post', 'extensoes/melhor_envio/deleteConfig'),
  },
  correios: {
    list: list<CorreiosContract>('correios'),
    get: item<CorreiosContract>('get', 'correios/:id'),
    create: item<CorreiosContract>('post', 'correios'),
    update: put<CorreiosContract>('correios/:id'),
    remove: remove('correios/:id'),
    activate: item<CorreiosContract>('post', 'correios-ativar/:id'),
    deactivate: item<CorreiosContract>('post', 'correios-desativar/:id'),
    testCredentials: item<CarrierLoginResult>('post', 'correios-logarind'),
    testLogin: item<CarrierLoginResult>('post', 'correios-logar'),
    refreshServices: item<ShippingService[]>('post', 'correios-servicos'),
    /** Default service and new exceptions. */
    addRule: item<ShippingRule>('post', 'config_correios'),
    updateRule: put<ShippingRule>('config_correios/:id'),
    removeRule: remove('config_correios/:id'),
  },
};

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
