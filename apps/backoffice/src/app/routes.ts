import { registerRoutes } from '../platform/routing';
import { shellRoutes } from './shellRoutes';

export { shellRoutes };

// Until the whole table arrives (routeTable.ts), links and route texts know the shell's pages.
registerRoutes(shellRoutes);

/**
 * The whole table (the shell's pages, every module's, the bookmarkable pages still to come), in a chunk of its own:
 * the public pages show without it; every other page waits for it (app/router.tsx).
 */
export const loadRouteTable = () => import('./routeTable').then((table) => table.routes);

/** The modules' API calls, in the same chunk as the whole table (the public pages call the session only). */
export const loadApiResources = () => import('./routeTable').then((table) => table.completeApiClient);
