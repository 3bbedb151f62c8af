import { createContext, useContext } from 'react';
import type { AppRoute } from '../platform/routing';

/** The route-table entry of the page on screen; each page of the router provides its own. */
export const CurrentRouteContext = createContext<AppRoute | undefined>(undefined);

/** The route-table entry of the page on screen (title, breadcrumbs, permission). */
export function useCurrentRoute(): AppRoute | undefined {
  return useContext(CurrentRouteContext);
}
