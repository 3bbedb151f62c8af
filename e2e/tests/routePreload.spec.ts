import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/session';

/**
 * Whether the built chunk whose name starts with `name` was asked for before the entry script had even arrived:
 * without a preload it could not be, as only the entry, once downloaded and run, asks for a route's chunks.
 */
async function fetchedBeforeEntryArrived(page: Page, name: string): Promise<boolean> {
  return page.evaluate((prefix) => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const named = (start: string) => resources.find((entry) => new URL(entry.name).pathname.startsWith(`/assets/${start}-`));
    const chunk = named(prefix);
    const entry = named('index');
    return Boolean(chunk && entry && chunk.startTime < entry.responseEnd);
  }, name);
}

/**
 * The page the server sends for an address names that route's own chunks (apps/api/src/http/routePreloads.ts):
 * the browser fetches them from the page's `<link rel="modulepreload">`, beside the entry, instead of asking for
 * them only once the entry has run and the router has matched the address (a second round trip).
 */
test('the first address’s screen downloads with the entry, not after it', async ({ page, browser, baseURL }) => {
  const answer = await page.goto('/login');
  expect(await answer!.text()).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/LoginScreen-[^"]+\.js" nonce="/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(await fetchedBeforeEntryArrived(page, 'LoginScreen')).toBe(true);

  await logIn(page);
  await expect(page.getByRole('link', { name: 'Abrir Loja Aurora' })).toBeVisible();
  // A company page opened in a fresh browser (nothing cached), logged in: its screen, the company's shell and gate
  // come with the entry too.
  const fresh = await browser.newContext({ baseURL, storageState: await page.context().storageState() });
  const companyPage = await fresh.newPage();
  await companyPage.goto('/aurora/tickets');
  await expect(companyPage.getByRole('navigation', { name: 'Menu principal' })).toBeVisible({ timeout: 30_000 });
  await companyPage.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/TicketsScreen-')));
  for (const chunk of ['TicketsScreen', 'CompanyShell', 'CompanyGate'])
    expect(await fetchedBeforeEntryArrived(companyPage, chunk), chunk).toBe(true);
  await fresh.close();
});
