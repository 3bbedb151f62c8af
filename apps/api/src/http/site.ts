import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import type { createApp } from './app';
import { compressAnswer } from './compression';
import { prerenderedPages } from './prerendered';
import { routePreloadLinks, type PreloadLinks } from './routePreloads';
import { withCommonHeaders } from './securityHeaders';

/**
 * The placeholder Vite writes wherever a nonce belongs (`html.cspNonce` in the app's vite.config.ts): on its
 * script and style tags and on `<meta property="csp-nonce">`, where styled-components reads it for the style tags
 * it creates. Each answer of the page replaces it with a fresh nonce that its Content-Security-Policy names.
 */
export const CSP_NONCE_PLACEHOLDER = 'RETOMA_CSP_NONCE';

/** Addresses the page talks to besides its own origin: the public postcode (CEP) lookup of the company form. */
const CONNECT_ELSEWHERE = ['https://viacep.com.br'];

/**
 * The page's policy: scripts only from this origin (no inline script, no eval), style tags only with the nonce,
 * images and fonts from here or inline data (photo previews), no framing by anyone (clickjacking), no plugins.
 * Inline style attributes stay allowed: components position popovers with them, and CSS cannot run script.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${CONNECT_ELSEWHERE.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Serves the built SPA beside the API. Built files are served as they are (hashed assets cached for a year); a
 * missing `/assets/*` file is a 404, so a page still holding an old build's chunk names fails with a chunk error
 * (the app offers a reload) instead of parsing the page as a script; every other unknown path is the app's page,
 * so client routes deep-link.
 */
export function siteFetch(api: ReturnType<typeof createApp>, staticDir: string) {
  const page = readFileSync(path.join(staticDir, 'index.html'), 'utf8');
  const preloads = routePreloadLinks(staticDir);
  const prerendered = prerenderedPages(staticDir);
  const root = path.relative(process.cwd(), staticDir) || '.';
  const site = new Hono();
  site.all('/api/*', (c) => api.fetch(c.req.raw, c.env));
  // Hashed names change with their content: a found chunk is cached for good.
  site.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // The build writes a brotli and a gzip copy beside each file (apps/backoffice/vite.config.ts): sent as the
  // browser accepts, with Content-Encoding and Vary set, so no CPU is spent compressing the same bytes twice.
  site.use('/assets/*', serveStatic({ root, precompressed: true }));
  site.all('/assets/*', (c) => c.text('Not found', 404));
  const answerPage = (c: Context) => thePage(c, prerendered.into(page, new URL(c.req.url)), preloads);
  // A pre-rendered form submitted before the script took it over posts to its own address (its forms say
  // method="post", so nothing typed lands in an address or a log): back to the page, to send it again.
  for (const address of prerendered.paths) site.post(address, (c) => c.redirect(address, 303));
  // The page itself is never sent as a file (the root address would be index.html as built: no policy, no nonce).
  site.get('/', answerPage);
  site.get('/index.html', answerPage);
  site.use('*', serveStatic({ root, precompressed: true }));
  site.get('*', answerPage);
  // Answers made per request (the API's JSON, the page) are gzipped above 1 KiB (compression.ts); built files come
  // compressed already (above), and a response that has an encoding is left as it is.
  return async (request: Request, env?: unknown) => withCommonHeaders(await compressAnswer(request, await site.fetch(request, env)));
}

/**
 * The app's page with a fresh nonce, its policy, and no caching (it names the current build's chunks). It names
 * the chunks of the route this address opens too (routePreloads.ts), so they download with the entry, and holds
 * the address's pre-rendered markup when the build made one (prerendered.ts).
 */
function thePage(c: Context, page: string, preloads: PreloadLinks) {
  const nonce = randomBytes(16).toString('base64');
  c.header('Content-Security-Policy', contentSecurityPolicy(nonce));
  c.header('Cache-Control', 'no-cache');
  const links = preloads(c.req.path, nonce);
  const html = page.replaceAll(CSP_NONCE_PLACEHOLDER, nonce);
  return c.html(links ? html.replace('</head>', `    ${links}\n  </head>`) : html);
}

/** Whether a directory holds a built app to serve. */
export const hasBuiltSite = (staticDir: string | undefined): staticDir is string =>
  Boolean(staticDir) && existsSync(path.join(staticDir!, 'index.html'));
