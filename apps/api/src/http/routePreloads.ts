import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Written by the app's build beside Vite's manifest (apps/backoffice/routePreloads.ts). */
const PRELOADS_FILE = '.vite/route-preloads.json';

/** One address pattern of the app's route table (`/:companySlug/tickets`) and the built files its page loads lazily. */
interface RoutePreload {
  path: string;
  js: string[];
  css: string[];
}

/** What the page for an address should name so its own chunks download with the entry, not after it has run. */
export type PreloadLinks = (pathname: string, nonce: string) => string;

const segments = (pathname: string) => pathname.split('/').filter(Boolean);

/**
 * How well a pattern fits an address: null if it does not, else its count of literal segments, so `/login` wins
 * over `/:companySlug` as in the app's router. `:name` fits any one segment.
 */
function fit(pattern: string[], address: string[]): number | null {
  if (pattern.length !== address.length) return null;
  let literal = 0;
  for (const [i, part] of pattern.entries()) {
    if (part.startsWith(':')) continue;
    if (part !== address[i]) return null;
    literal += 1;
  }
  return literal;
}

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * The `<link rel="modulepreload">` (and stylesheet) tags for the route an address opens, read once from the built
 * site; none for an address the table does not know, or when the build did not write the file. Each carries the
 * page's nonce; `crossorigin` matches the mode of the entry's own module script, so the browser reuses the download.
 */
export function routePreloadLinks(staticDir: string): PreloadLinks {
  const file = path.join(staticDir, PRELOADS_FILE);
  if (!existsSync(file)) return () => '';
  const table = (JSON.parse(readFileSync(file, 'utf8')) as RoutePreload[]).map((route) => ({
    pattern: segments(route.path),
    links: (nonce: string) =>
      [
        ...route.css.map((href) => `<link rel="stylesheet" crossorigin href="${attribute(href)}" nonce="${nonce}">`),
        ...route.js.map((href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}" nonce="${nonce}">`),
      ].join('\n    '),
  }));
  return (pathname, nonce) => {
    const address = segments(pathname);
    let best: { links: (nonce: string) => string; literal: number } | undefined;
    for (const route of table) {
      const literal = fit(route.pattern, address);
      if (literal !== null && (!best || literal > best.literal)) best = { links: route.links, literal };
    }
    return best ? best.links(nonce) : '';
  };
}
