import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { withAppSource } from './appSource';

/** Where the build writes, for each address of the route table, the files its first visit needs besides the entry. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** One address pattern (react-router syntax, `/:companySlug/tickets`) and the built files its page loads lazily. */
export interface RoutePreload {
  path: string;
  js: string[];
  css: string[];
}

/** What every company page loads lazily before its screen: the gate and the shell (src/app/router.tsx). */
const COMPANY_FRAME = ['src/app/CompanyGate.tsx', 'src/shell/CompanyShell.tsx'];

interface TableRoute {
  id: string;
  path: string;
  scope: string;
  screen: () => unknown;
}

interface RouteTableModule {
  /** The pages that show without the whole table, when it is split off (the router's list). */
  pagesWithoutTable: TableRoute[];
  /** The whole table, when it is part of the entry. */
  routes?: TableRoute[];
  /** The whole table, when it is a chunk of its own that every page but those of `pagesWithoutTable` waits for. */
  loadRouteTable?: () => Promise<TableRoute[]>;
}

/** The chunk of the whole route table, when it is split from the entry (src/app/routes.ts `loadRouteTable`). */
const TABLE_CHUNK = 'src/app/routeTable.ts';

interface ReadRoute {
  route: TableRoute;
  /** The screen's source file, from the app's root. */
  screen: string;
  /** A page that shows without the whole table (src/app/routes.ts `pagesWithoutTable`). */
  withoutTable: boolean;
}

/**
 * Reads the app's own route table (the shell's routes, every module's, the upcoming pages) by running
 * src/app/routes.ts in Node through Vite, so the paths a module builds in code are the real ones. Each route's
 * screen is a function `() => import('…')`; Vite's SSR transform turns the specifier into the screen's path.
 */
async function readRouteTable(root: string, configFile: string | false): Promise<ReadRoute[]> {
  return withAppSource(root, configFile, async (load) => {
    const table = (await load('/src/app/routes.ts')) as unknown as RouteTableModule;
    const routes = table.routes ?? (await table.loadRouteTable!());
    const withoutTable = new Set(table.pagesWithoutTable.map((route) => route.id));
    return routes.map((route) => {
      const screen = /import__\(\s*["']\/([^"']+)["']/.exec(String(route.screen))?.[1];
      if (!screen) throw new Error(`route-preloads: the screen of route "${route.id}" is not a plain import()`);
      return { route, screen, withoutTable: withoutTable.has(route.id) };
    });
  });
}

/**
 * Writes `.vite/route-preloads.json`: for every address of the route table, the JS chunks (and CSS) its page
 * imports lazily — the screen and its static imports, and for a company page the gate and shell too — minus what
 * the entry already loads. The server names them as `<link rel="modulepreload">` in the page it sends for that
 * address (apps/api/src/http/site.ts), so they download with the entry instead of after it has run.
 */
export function routePreloads(): Plugin {
  let root = '';
  let base = '/';
  let configFile: string | false = false;
  return {
    name: 'retoma:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      configFile = config.configFile ?? false;
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === path.join(root, 'index.html'));
      // Another build of this config (Storybook's) has no app entry: nothing to preload.
      if (!entry) return;
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const findChunk = (source: string) => chunks.find((candidate) => candidate.facadeModuleId === path.join(root, source));
      const chunkOf = (source: string) => {
        const chunk = findChunk(source);
        if (!chunk) throw new Error(`route-preloads: no chunk was built for ${source}`);
        return chunk;
      };
      /** A chunk and its static imports, transitively. */
      const closure = (chunk: Rollup.OutputChunk, seen = new Set<string>()): Set<string> => {
        if (seen.has(chunk.fileName)) return seen;
        seen.add(chunk.fileName);
        for (const file of chunk.imports) closure(byFile.get(file)!, seen);
        return seen;
      };
      const loadedByEntry = closure(entry);
      const preloadOf = (pattern: string, sources: string[]): RoutePreload => {
        const files = new Set<string>();
        for (const source of sources) closure(chunkOf(source), files);
        const needed = [...files].filter((file) => !loadedByEntry.has(file));
        const css = needed.flatMap((file) => [...(byFile.get(file)!.viteMetadata?.importedCss ?? [])]);
        return { path: pattern, js: needed.map((file) => base + file), css: [...new Set(css)].map((file) => base + file) };
      };

      const table = await readRouteTable(root, configFile);
      // Every page but those of `pagesWithoutTable` waits for the whole table, when it is split off.
      const tableChunk = findChunk(TABLE_CHUNK) ? [TABLE_CHUNK] : [];
      const preloads = table.map(({ route, screen, withoutTable }) =>
        route.scope === 'company'
          ? preloadOf(`/:companySlug/${route.path}`, [...tableChunk, ...COMPANY_FRAME, screen])
          : preloadOf(route.path, [...(withoutTable ? [] : tableChunk), screen]),
      );
      // `/{company}` alone opens the company's home (the dashboard): its page is the one to fetch.
      const home = table.find(({ route }) => route.id === 'dashboard');
      if (home) preloads.push(preloadOf('/:companySlug', [...tableChunk, ...COMPANY_FRAME, home.screen]));
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 1)}\n` });
    },
  };
}
