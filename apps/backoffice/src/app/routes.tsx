import { agendaRoutes } from '../modules/agenda/routes';
import { dashboardRoutes } from '../modules/dashboard/routes';
import { attendRoutes } from '../modules/attend/routes';
import { homeRoutes } from '../modules/home/routes';
import { notificationsRoutes } from '../modules/notifications/routes';
import { ticketSettingsRoutes } from '../modules/ticketSettings/routes';
import { ticketsRoutes } from '../modules/tickets/routes';
import type { AppRoute } from './routeTypes';
import { upcomingPageRoutes } from './upcomingPages';

/**
 * The route table of the shell; each module adds its own file of entries (modules/<module>/routes.ts) to
 * `moduleRoutes` below. Public pages take `scope: 'public'`, the company panel `scope: 'session'`, and every
 * page under `/{company_slug}/` `scope: 'company'` with its permission.
 */
export const shellRoutes: AppRoute[] = [
  { id: 'login', path: '/login', scope: 'public', title: 'login.title', screen: () => import('../modules/auth/screens/LoginScreen') },
  { id: 'panel', path: '/', scope: 'session', title: 'panel.title', screen: () => import('../modules/panel/screens/CompaniesPanel') },
  {
    id: 'not-found',
    path: '/404',
    scope: 'public',
    title: 'notFound.title',
    screen: () => import('../modules/errors/screens/NotFoundScreen'),
  },
  {
    id: 'register',
    path: '/register',
    scope: 'public',
    title: 'register.title',
    screen: () => import('../modules/auth/screens/RegisterScreen'),
  },
  {
    id: 'forgot-password',
    path: '/esqueceu-a-senha',
    scope: 'public',
    title: 'forgot.title',
    screen: () => import('../modules/auth/screens/ForgotPasswordScreen'),
  },
  {
    id: 'reset-password',
    path: '/recuperar-a-senha/:token',
    scope: 'public',
    title: 'reset.title',
    screen: () => import('../modules/auth/screens/ResetPasswordScreen'),
  },
  {
    id: 'lock-screen',
    path: '/pages/lock-screen',
    scope: 'public',
    title: 'lock.title',
    screen: () => import('../modules/auth/screens/LockScreen'),
  },
  {
    id: 'auth-login',
    path: '/auth/login',
    scope: 'public',
    title: 'login.title',
    screen: () => import('../modules/auth/screens/AuthLoginRedirect'),
  },
  {
    id: 'auth-logout',
    path: '/auth/logout',
    scope: 'public',
    title: 'panel.logout',
    screen: () => import('../modules/auth/screens/LogoutScreen'),
  },
  {
    id: 'coming-soon',
    path: '/pages/comingsoon',
    scope: 'public',
    title: 'comingSoon.title',
    screen: () => import('../modules/errors/screens/ComingSoonScreen'),
  },
  {
    id: 'maintenance',
    path: '/pages/maintenance',
    scope: 'public',
    title: 'maintenance.title',
    screen: () => import('../modules/errors/screens/MaintenanceScreen'),
  },
  {
    id: 'side-bar-preview',
    path: '/pages/novo-side-bar',
    scope: 'public',
    title: 'sideBarPreview.title',
    screen: () => import('../modules/design/screens/SideBarPreviewScreen'),
  },
  {
    id: 'company-not-found',
    path: '/404-company',
    scope: 'public',
    title: 'companyNotFound.title',
    screen: () => import('../modules/errors/screens/CompanyNotFoundScreen'),
  },
  {
    id: 'server-error',
    path: '/500',
    scope: 'public',
    title: 'serverError.title',
    screen: () => import('../modules/errors/screens/ServerErrorScreen'),
  },
  {
    id: 'not-authorized',
    path: '/nao-autorizado',
    scope: 'public',
    title: 'notAuthorized.title',
    screen: () => import('../modules/errors/screens/NotAuthorizedScreen'),
  },
  {
    id: 'company-not-authorized',
    path: '/company-not-authorized',
    scope: 'public',
    title: 'companyNotAuthorized.title',
    screen: () => import('../modules/errors/screens/CompanyNotAuthorizedScreen'),
  },
];

const moduleRoutes: AppRoute[][] = [
  dashboardRoutes,
  homeRoutes,
  notificationsRoutes,
  ticketsRoutes,
  attendRoutes,
  agendaRoutes,
  ticketSettingsRoutes,
];

/** What the shell and the modules build. */
export const builtRoutes: AppRoute[] = [...shellRoutes, ...moduleRoutes.flat()];

/** The table: the shell's and the modules' routes, and the bookmarkable pages still to come (upcomingPages.ts). */
export const routes: AppRoute[] = [...builtRoutes, ...upcomingPageRoutes(builtRoutes)];
