import { useMatches } from 'react-router-dom';
import type { AppRoute } from '../app/routeTypes';

function routeOf(handle: unknown): AppRoute | undefined {
  return typeof handle === 'object' && handle !== null && 'route' in handle ? (handle as { route: AppRoute }).route : undefined;
}

/** The route-table entry of the page on screen (the deepest match that came from the table). */
export function useCurrentRoute(): AppRoute | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const route = routeOf(matches[i]?.handle);
    if (route) return route;
  }
  return undefined;
}
