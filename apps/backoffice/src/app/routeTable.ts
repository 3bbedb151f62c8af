import { registerNavTexts } from '../i18n';
import type { ModuleDefinition } from '../platform/defineModule';
import { registerRoutes, type AppRoute } from '../platform/routing';
import { shellRoutes } from './shellRoutes';
import { upcomingPageRoutes } from './upcomingPages';

// The modules' API calls come with their routes (app/router.tsx gives them to the client): the pages shown before
// this table arrives (app/routes.ts `pagesWithoutTable`) call the session, or build the few calls they make
// (platform/api.ts `useApiResource`).
export { completeApiClient } from '@retoma/api-client';

/**
 * Every module of the app: each folder of `modules/` with a `module.ts` (its routes and navigation texts), found at
 * build time, so adding a module edits no shared file. The declarations are small; their screens stay lazy.
 */
const modules = Object.values(import.meta.glob<ModuleDefinition>('../modules/*/module.ts', { eager: true, import: 'default' }));

/** What the shell and the modules build. */
export const builtRoutes: AppRoute[] = [...shellRoutes, ...modules.flatMap((module) => module.routes)];

/** The table: the shell's and the modules' routes, and the bookmarkable pages still to come (upcomingPages.ts). */
export const routes: AppRoute[] = [...builtRoutes, ...upcomingPageRoutes(builtRoutes)];

// Links (`href`) and route texts read the table and the modules' navigation texts from here on.
registerRoutes(routes);
registerNavTexts(modules.map((module) => module.nav));
