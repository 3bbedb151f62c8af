import { isQuickMenuPage } from '@retoma/api-client';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '../app/api';
import { useCompanySession } from '../app/CompanyGate';
import { useCan } from '../app/CompanyGate';
import type { AppRoute } from '../app/routeTypes';
import { routes } from '../app/routes';

/**
 * The quick menu: the user's starred pages (`menu_rapido`, route ids), in the order they were starred, kept
 * to the bookmarkable pages (QUICK_MENU_PAGES, shared with the server's `GET /menus`) this user may open.
 * Starring saves through `POST /users/{uid}` (PUT).
 */
export function useQuickMenu() {
  const api = useApi();
  const { user, slug } = useCompanySession();
  const can = useCan();
  const { mutate } = useSWRConfig();

  const bookmarkable = routes.filter(
    (route) => route.scope === 'company' && isQuickMenuPage(route.id) && can(route.permission ?? 'public'),
  );
  const starred = user.menu_rapido
    .map((id) => bookmarkable.find((route) => route.id === id))
    .filter((route): route is AppRoute => route !== undefined);

  const toggle = useCallback(
    async (routeId: string) => {
      const next = user.menu_rapido.includes(routeId) ? user.menu_rapido.filter((id) => id !== routeId) : [...user.menu_rapido, routeId];
      const saved = await api.identity.updateMenuRapido(user.id, next);
      // The company session holds the user: update it in place instead of refetching three calls.
      await mutate(
        [slug, 'company-session'],
        (session?: { user: typeof user }) => (session ? { ...session, user: { ...session.user, menu_rapido: saved } } : session),
        { revalidate: false },
      );
    },
    [api, user, slug, mutate],
  );

  return { starred, isStarred: (routeId: string) => user.menu_rapido.includes(routeId), toggle };
}
