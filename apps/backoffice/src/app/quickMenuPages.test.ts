import { QUICK_MENU_PAGES } from '@retoma/api-client';
import { describe, expect, it } from 'vitest';
import { builtRoutes, routes } from './routeTable';
import { UPCOMING_PAGE_TITLES, upcomingPageRoutes } from './upcomingPages';

/** The star on a page header, the top bar's page chooser and the server's `GET /menus` read the same list. */
describe('quick-menu pages', () => {
  it.each(QUICK_MENU_PAGES)('$slug: a company route with the page’s address and permission', (page) => {
    const matching = routes.filter((route) => route.id === page.slug);
    expect(matching).toHaveLength(1);
    const [route] = matching;
    expect(route!.scope).toBe('company');
    expect(`/${route!.path}`).toBe(page.url);
    expect(route!.permission ?? 'public').toBe(page.can);
  });

  it('titles exactly the pages no module has built yet', () => {
    const upcoming = upcomingPageRoutes(builtRoutes);
    expect(Object.keys(UPCOMING_PAGE_TITLES).sort()).toEqual(upcoming.map((route) => route.id).sort());
    for (const route of upcoming) expect(route.title).not.toBe('comingSoon.title');
  });
});
