import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Written by the app's build beside Vite's manifest (apps/backoffice/prerenderPages.ts). */
const PRERENDERED_FILE = '.vite/prerendered.json';

interface PrerenderedPage {
  path: string;
  /** `#root`'s markup. */
  html: string;
  /** Style tags, each with the nonce placeholder. */
  styles: string;
  /** The language, theme and direction it was drawn in: the script hydrates it only when it would draw the same. */
  look: string;
}

export interface Prerendered {
  /** The page with a pre-rendered address's markup and styles in it, or the page as it is. */
  into: (page: string, url: URL) => string;
  /** The addresses pre-rendered. */
  paths: string[];
}

const ROOT = '<div id="root"></div>';

/**
 * Puts the markup the build pre-rendered for an address (a sign-in page) into the app's page, marked
 * `data-prerendered` so the script hydrates it instead of drawing it again. Only for the address exactly and without
 * a query: a query (`?redirect=…`) changes what the page links to, and the pre-rendered page is a first visit's.
 */
export function prerenderedPages(staticDir: string): Prerendered {
  const file = path.join(staticDir, PRERENDERED_FILE);
  const pages = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PrerenderedPage[]) : [];
  const byPath = new Map(pages.map((page) => [page.path, page]));
  return {
    paths: [...byPath.keys()],
    into: (page, url) => {
      const prerendered = url.search ? undefined : byPath.get(url.pathname);
      if (!prerendered) return page;
      return page
        .replace('</head>', `  ${prerendered.styles}\n  </head>`)
        .replace(ROOT, `<div id="root" data-prerendered="${prerendered.look}">${prerendered.html}</div>`);
    },
  };
}
