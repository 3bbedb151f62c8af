import { describe, expect, it } from 'vitest';
import { pt } from '../i18n/pt';
import type { ModuleDefinition } from '../platform/defineModule';
import { firstRoutes, pagesWithoutTable } from './routes';
import { routes } from './routeTable';

/**
 * A module's public page (its `publicRoutes.ts`) shows before the whole route table (app/router.tsx): it is in the
 * first table with its title's texts, and the whole table holds the same entry once, so the page stays mounted when
 * the table arrives.
 */
describe("modules' public pages", () => {
  const declarations = import.meta.glob<ModuleDefinition>('../modules/*/publicRoutes.ts', { eager: true, import: 'default' });
  const declared = Object.entries(declarations).flatMap(([file, definition]) =>
    definition.routes.map((route) => ({ file, route, definition })),
  );

  it('are declared (the booking page)', () => {
    expect(declared.map(({ route }) => route.id)).toContain('agendamento');
  });

  it.each(declared)('$route.id is in the first table and shows without the whole one', ({ route }) => {
    expect(firstRoutes).toContain(route);
    expect(pagesWithoutTable).toContain(route);
  });

  it.each(declared)('$route.id is once in the whole table, the same entry', ({ route }) => {
    expect(routes.filter((candidate) => candidate.id === route.id || candidate.path === route.path)).toEqual([route]);
    expect(routes).toContain(route);
  });

  // The document title needs it before the whole table (and the module's navigation texts) arrive.
  it.each(declared)('$route.id has its title in every language with it, or in the shell ($file)', ({ route, definition }) => {
    if (route.title in pt) return;
    for (const texts of Object.values(definition.nav)) expect(texts[route.title], route.title).toBeTruthy();
  });
});
