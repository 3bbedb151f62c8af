import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { getHarness, type Harness } from '../test/harness';
import { CSP_NONCE_PLACEHOLDER, siteFetch } from './site';

/** A built site as the app's build writes it: the page, and for each route the chunks its page loads lazily. */
function builtSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'retoma-preloads-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<html><head><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">` +
      `<script type="module" crossorigin src="/assets/index.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script></head><body></body></html>`,
  );
  const company = ['/assets/routeTable.js', '/assets/CompanyGate.js', '/assets/CompanyShell.js'];
  writeFileSync(
    path.join(dir, '.vite/route-preloads.json'),
    JSON.stringify([
      { path: '/', js: ['/assets/routeTable.js', '/assets/CompaniesPanel.js'], css: [] },
      { path: '/login', js: ['/assets/LoginScreen.js', '/assets/TextField.js'], css: [] },
      { path: '/recuperar-a-senha/:token', js: ['/assets/ResetPasswordScreen.js'], css: [] },
      { path: '/:companySlug', js: [...company, '/assets/DashboardScreen.js'], css: [] },
      { path: '/:companySlug/tickets', js: [...company, '/assets/TicketsScreen.js'], css: ['/assets/TicketsScreen.css'] },
      { path: '/:companySlug/leads/:id', js: [...company, '/assets/LeadScreen.js'], css: [] },
    ]),
  );
  return dir;
}

let h: Harness;
let get: (pathname: string) => Promise<{ nonce: string; html: string; preloaded: string[] }>;
beforeAll(async () => {
  h = await getHarness();
  const fetchSite = siteFetch(h.freshApp(), builtSite());
  get = async (pathname) => {
    const answer = await fetchSite(new Request(`http://retoma.test${pathname}`));
    expect(answer.status).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy')!)![1]!;
    const html = await answer.text();
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" nonce="([^"]+)">/g)].map(
      ([, href, linkNonce]) => (linkNonce === nonce ? href! : `${href} (another nonce)`),
    );
    return { nonce, html, preloaded };
  };
});

describe('the page names the chunks of the route its address opens, so they download with the entry', () => {
  it('/login: the login screen and what it imports, with the page’s nonce', async () => {
    const { preloaded, html } = await get('/login');
    expect(preloaded).toEqual(['/assets/LoginScreen.js', '/assets/TextField.js']);
    // In the head, after the entry: the browser finds them while it fetches the entry.
    expect(html.indexOf('LoginScreen.js')).toBeGreaterThan(html.indexOf('/assets/index.js'));
    expect(html.indexOf('LoginScreen.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('a company page: the route table, the company’s gate and shell, and its screen; its stylesheet too', async () => {
    const { preloaded, html, nonce } = await get('/aurora/tickets');
    expect(preloaded).toEqual(['/assets/routeTable.js', '/assets/CompanyGate.js', '/assets/CompanyShell.js', '/assets/TicketsScreen.js']);
    expect(html).toContain(`<link rel="stylesheet" crossorigin href="/assets/TicketsScreen.css" nonce="${nonce}">`);
    expect((await get('/outra-empresa/leads/42')).preloaded).toContain('/assets/LeadScreen.js');
  });

  it('the panel at the root address; the company alone opens its home; a literal address wins over a company’s', async () => {
    // The root address is the page with its policy too, never index.html sent as a file.
    expect((await get('/')).preloaded).toEqual(['/assets/routeTable.js', '/assets/CompaniesPanel.js']);
    expect((await get('/index.html')).html).not.toContain(CSP_NONCE_PLACEHOLDER);
    expect((await get('/aurora')).preloaded).toContain('/assets/DashboardScreen.js');
    expect((await get('/login')).preloaded).not.toContain('/assets/DashboardScreen.js');
    expect((await get('/recuperar-a-senha/abc123')).preloaded).toEqual(['/assets/ResetPasswordScreen.js']);
  });

  it('an address the table does not know preloads nothing, and is still the page', async () => {
    const { preloaded, html } = await get('/aurora/nao-existe/de-todo');
    expect(preloaded).toEqual([]);
    expect(html).toContain('/assets/index.js');
  });
});
