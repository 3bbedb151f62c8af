import { registerNavTexts } from '../i18n';
import type { ModuleDefinition } from '../platform/defineModule';
import { registerRoutes, type AppRoute } from '../platform/routing';
import { shellRoutes } from './shellRoutes';

export { shellRoutes };

/**
 * The modules' public pages (each `modules/<module>/publicRoutes.ts`, found at build time), with their titles' texts:
 * small declarations the entry carries, so those pages show before the whole table, as the shell's do. Each module's
 * `module.ts` holds the same declaration, so the whole table has each of those routes once.
 */
const modulesPublicPages = Object.values(
  import.meta.glob<ModuleDefinition>('../modules/*/publicRoutes.ts', { eager: true, import: 'default' }),
);

/** The first table, known before the whole one arrives: the shell's pages and the modules' public pages. */
export const firstRoutes: AppRoute[] = [...shellRoutes, ...modulesPublicPages.flatMap((pages) => pages.routes)];

/**
 * The pages that show with the first table alone, the whole table following in the background: the one list the
 * router (app/router.tsx) and the build's route preloads (routePreloads.ts, which the bench reads) go by. Every other
 * page waits for the whole table.
 */
export const pagesWithoutTable: AppRoute[] = firstRoutes.filter((route) => route.scope === 'public' && !route.needsRouteTable);

// Until the whole table arrives (routeTable.ts), links and route texts know the first table's pages.
registerRoutes(firstRoutes);
registerNavTexts(modulesPublicPages.map((pages) => pages.nav));

/**
 * The whole table (the shell's pages, every module's, the bookmarkable pages still to come), in a chunk of its own:
 * the pages of `pagesWithoutTable` show without it; every other page waits for it (app/router.tsx).
 */
export const loadRouteTable = () => import('./routeTable').then((table) => table.routes);

/** The modules' API calls, in the same chunk as the whole table (a page without it builds the few it calls: useApiResource). */
export const loadApiResources = () => import('./routeTable').then((table) => table.completeApiClient);
