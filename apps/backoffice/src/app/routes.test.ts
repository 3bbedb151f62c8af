import { describe, expect, it } from 'vitest';
import { findRoute, href } from '../platform/routing';
import { routes } from './routeTable';
import { shellRoutes } from './routes';

/** The route table is the one source of every link: what it names must exist, and `href` must build real paths. */
describe('route table', () => {
  it('has each id once', () => {
    const ids = routes.map((route) => route.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it.each(routes.filter((route) => route.breadcrumbs?.some((crumb) => crumb.to)))(
    '$id: every breadcrumb names an existing route',
    (route) => {
      for (const crumb of route.breadcrumbs ?? []) if (crumb.to) expect(findRoute(crumb.to), `${route.id} → ${crumb.to}`).toBeDefined();
    },
  );

  it('puts in the menu only company pages, each with a label', () => {
    for (const route of routes.filter((candidate) => candidate.menu)) {
      expect(route.scope, route.id).toBe('company');
      expect(route.menu!.label, route.id).not.toBe('');
    }
  });

  it('builds company paths with their parameters encoded, and queries without empty values', () => {
    expect(href('tickets-atender', { company: 'aurora', id: 7 })).toBe('/aurora/tickets/atender/7');
    expect(href('tickets', { company: 'casa bela' }, { aba: 'todos', search: 12, page: undefined })).toBe(
      '/casa%20bela/tickets?aba=todos&search=12',
    );
    expect(href('login', {}, { redirect: '/aurora/tickets' })).toBe('/login?redirect=%2Faurora%2Ftickets');
  });
});

/** The public pages show before the whole route table arrives (app/router.tsx): they may link only to the shell's pages. */
describe('public pages without the route table', () => {
  const sources = import.meta.glob<string>(['../modules/auth/**/*.tsx', '../modules/errors/**/*.tsx', '!**/*.stories.tsx'], {
    query: '?raw',
    import: 'default',
    eager: true,
  });
  const shellIds = new Set<string>(shellRoutes.map((route) => route.id));

  it.each(Object.keys(sources))('%s links only to shell pages', (file) => {
    const source = sources[file]!;
    expect(source).not.toMatch(/\b(allRoutes|findRoute)\(/);
    for (const [, id] of source.matchAll(/\bhref\(\s*'([^']+)'/g)) expect(shellIds.has(id!), `href('${id}')`).toBe(true);
  });
});
