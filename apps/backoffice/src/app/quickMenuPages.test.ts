import { QUICK_MENU_PAGES } from '@retoma/api-client';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

/** The star on a page header and the server's `GET /menus` read the same list: a page's route must agree with it. */
describe('quick-menu pages', () => {
  it.each(QUICK_MENU_PAGES.filter((page) => routes.some((route) => route.id === page.slug)))(
    '$slug: the route has the page’s address and permission',
    (page) => {
      const route = routes.find((candidate) => candidate.id === page.slug)!;
      expect(route.scope).toBe('company');
      expect(`/${route.path}`).toBe(page.url);
      expect(route.permission ?? 'public').toBe(page.can);
    },
  );
});
