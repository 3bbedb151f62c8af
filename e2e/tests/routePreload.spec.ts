import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/session';

/**
 * Who asked for each built chunk the page loads, as the browser records it (the DevTools protocol's initiator of each
 * request): `parser` when the page's HTML named it (a `<link rel="modulepreload">`, read with the entry's own
 * `<script>`), `script` when code that had already run asked for it (the entry, once downloaded and run, importing a
 * route's chunks: a second round trip). Unlike comparing the requests' times, it does not depend on how fast the
 * machine downloads the entry.
 */
async function recordInitiators(page: Page): Promise<(name: string) => string | undefined> {
  const initiators = new Map<string, string>();
  const devtools = await page.context().newCDPSession(page);
  devtools.on('Network.requestWillBeSent', ({ request, initiator }) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/assets/') && !initiators.has(pathname)) initiators.set(pathname, initiator.type);
  });
  await devtools.send('Network.enable');
  return (name) => [...initiators].find(([pathname]) => pathname.startsWith(`/assets/${name}-`))?.[1];
}

/**
 * The page the server sends for an address names that route's own chunks (apps/api/src/http/routePreloads.ts):
 * the browser fetches them from the page's `<link rel="modulepreload">`, beside the entry, instead of asking for
 * them only once the entry has run and the router has matched the address.
 */
test('the first address’s screen downloads with the entry, not after it', async ({ page, browser, baseURL }) => {
  const initiatorOf = await recordInitiators(page);
  const answer = await page.goto('/login');
  expect(await answer!.text()).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/LoginScreen-[^"]+\.js" nonce="/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(initiatorOf('index')).toBe('parser');
  expect(initiatorOf('LoginScreen')).toBe('parser');

  await logIn(page);
  await expect(page.getByRole('link', { name: 'Abrir Loja Aurora' })).toBeVisible();
  // What the entry's code asks for is told apart: the company panel, reached after logging in, was not named by
  // the login page.
  expect(initiatorOf('CompaniesPanel')).toBe('script');
  // A company page opened in a fresh browser (nothing cached), logged in: its screen, the company's shell and gate
  // come with the entry too.
  const fresh = await browser.newContext({ baseURL, storageState: await page.context().storageState() });
  const companyPage = await fresh.newPage();
  const companyInitiatorOf = await recordInitiators(companyPage);
  await companyPage.goto('/aurora/tickets');
  await expect(companyPage.getByRole('navigation', { name: 'Menu principal' })).toBeVisible({ timeout: 30_000 });
  for (const chunk of ['TicketsScreen', 'CompanyShell', 'CompanyGate']) expect(companyInitiatorOf(chunk), chunk).toBe('parser');
  await fresh.close();
});
