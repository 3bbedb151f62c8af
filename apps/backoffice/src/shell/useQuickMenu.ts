import { QUICK_MENU_PAGES } from '@retoma/api-client';
import { useToast } from '@retoma/ui';
import { useCallback, useLayoutEffect } from 'react';
import { unstable_serialize, useSWRConfig } from 'swr';
import { useApi } from '../platform/api';
import { useCan, useCompanySession } from '../platform/companySession';
import { findRoute, type AppRoute } from '../platform/routing';
import type { CompanySession } from '../session/companySession';
import { useShellT } from './messages';
import { QUICK_MENU_ICONS } from './quickMenuIcons';
import { createStarSync, type StarSync, type StarSyncOptions } from './starSync';

export interface QuickMenuPage {
  route: AppRoute;
  icon: (typeof QUICK_MENU_ICONS)[keyof typeof QUICK_MENU_ICONS];
}

/**
 * One sync per SWR cache (one per app, or per story), so the star on a page header and the top bar's chooser save
 * through the same queue. It reads its callbacks from `options`, refreshed after every commit.
 */
const syncs = new WeakMap<object, { sync: StarSync; options: StarSyncOptions }>();

function syncFor(cache: object, options: StarSyncOptions) {
  let entry = syncs.get(cache);
  if (!entry) {
    const holder = { options } as { sync: StarSync; options: StarSyncOptions };
    holder.sync = createStarSync({
      current: () => holder.options.current(),
      show: (stars) => holder.options.show(stars),
      save: (stars) => holder.options.save(stars),
      onFailure: (error) => holder.options.onFailure(error),
    });
    syncs.set(cache, (entry = holder));
  }
  return entry;
}

/**
 * The quick menu: the spec's bookmarkable pages (QUICK_MENU_PAGES, shared with the server's `GET /menus`) this user
 * may open, and the ones starred (`menu_rapido`, in the order they were starred). Starring shows at once and saves
 * through `POST /users/{uid}` (PUT); a failed save puts the stars back and says so.
 */
export function useQuickMenu() {
  const api = useApi();
  const t = useShellT();
  const toast = useToast();
  const { user, slug } = useCompanySession();
  const can = useCan();
  const { cache, mutate } = useSWRConfig();

  const pages: QuickMenuPage[] = QUICK_MENU_PAGES.flatMap((page) => {
    const route = findRoute(page.slug);
    return route && can(page.can) ? [{ route, icon: QUICK_MENU_ICONS[page.slug] }] : [];
  });
  const starred = user.menu_rapido
    .map((id) => pages.find((page) => page.route.id === id))
    .filter((page): page is QuickMenuPage => page !== undefined);

  const sessionKey = unstable_serialize([slug, 'company-session']);
  const options: StarSyncOptions = {
    current: () => (cache.get(sessionKey)?.data as CompanySession | undefined)?.user.menu_rapido ?? user.menu_rapido,
    // The company session holds the user: update it in place instead of fetching its three calls again.
    show: (stars) =>
      void mutate(
        [slug, 'company-session'],
        (session?: CompanySession) => session && { ...session, user: { ...session.user, menu_rapido: [...stars] } },
        { revalidate: false },
      ),
    save: (stars) => api.identity.updateMenuRapido(user.id, [...stars]),
    onFailure: () => toast.error(t('shell.quickMenuSaveFailed')),
  };
  const { sync } = syncFor(cache, options);
  // The newest callbacks (slug, user, language) for the next save; set after the commit, never from a discarded render.
  useLayoutEffect(() => {
    syncFor(cache, options).options = options;
  });

  const toggle = useCallback((routeId: string) => sync.toggle(routeId), [sync]);
  return { pages, starred, isStarred: (routeId: string) => user.menu_rapido.includes(routeId), toggle };
}
