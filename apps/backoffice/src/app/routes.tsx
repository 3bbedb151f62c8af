import type { ComponentType } from 'react';

/** One entry of the route table; module issues add theirs. */
export interface AppRoute {
  path: string;
  /** Lazy screen: every route is its own chunk, so /login loads no module code. */
  screen: () => Promise<{ default: ComponentType }>;
  /** Needs a logged-in user. */
  auth: boolean;
}

export const routes: AppRoute[] = [
  { path: '/login', screen: () => import('../modules/auth/screens/LoginScreen'), auth: false },
  { path: '/', screen: () => import('../modules/panel/screens/CompaniesPanel'), auth: true },
  { path: '/404', screen: () => import('../modules/errors/screens/NotFoundScreen'), auth: false },
];
