import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { getHarness } from '../test/harness';
import { CSP_NONCE_PLACEHOLDER, siteFetch } from './site';

const LOGIN_MARKUP = '<main class="sc-a-0 x"><form method="post"><h1>Entrar</h1></form></main>';

/** A built site as the app's build writes it: the page, and the sign-in page it pre-rendered. */
function builtSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'retoma-prerendered-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<html><head><script type="module" crossorigin src="/assets/index.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script></head>` +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dir, '.vite/prerendered.json'),
    JSON.stringify([
      {
        path: '/login',
        html: LOGIN_MARKUP,
        styles: `<style nonce="${CSP_NONCE_PLACEHOLDER}" data-styled="true">.x{color:red}</style>`,
        look: 'pt light ltr',
      },
    ]),
  );
  return dir;
}

let fetchSite: (request: Request) => Promise<Response>;
beforeAll(async () => {
  const h = await getHarness();
  fetchSite = siteFetch(h.freshApp(), builtSite());
});

const page = async (address: string) => {
  const answer = await fetchSite(new Request(`http://retoma.test${address}`));
  expect(answer.status).toBe(200);
  const nonce = /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy')!)![1]!;
  return { nonce, html: await answer.text() };
};

describe('a pre-rendered sign-in page is sent drawn, for the script to hydrate', () => {
  it('/login holds its markup in #root, marked with the look it was drawn in, and its styles under the page’s nonce', async () => {
    const { html, nonce } = await page('/login');
    expect(html).toContain(`<div id="root" data-prerendered="pt light ltr">${LOGIN_MARKUP}</div>`);
    expect(html).toContain(`<style nonce="${nonce}" data-styled="true">.x{color:red}</style>`);
    expect(html.indexOf('data-styled')).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toContain(CSP_NONCE_PLACEHOLDER);
  });

  it('with a query (a redirect to go back to) the page is drawn by the script: its links depend on the query', async () => {
    const { html } = await page('/login?redirect=%2Faurora');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-styled');
  });

  it('any other address gets the empty page', async () => {
    for (const address of ['/register', '/login/', '/aurora/tickets']) {
      const { html } = await page(address);
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it('a form posted before the script took it over is answered with the page again, not an error', async () => {
    const answer = await fetchSite(
      new Request('http://retoma.test/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'username=ana%40retoma.dev&password=secret',
      }),
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/login');
  });
});
