import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/session';

/** Whether React has taken the element over (hydrated or rendered it): it keeps its fiber on the node. */
const isReactOwned = (page: Page, selector: string) =>
  page.waitForFunction((css) => {
    const node = document.querySelector(css);
    return node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
  }, selector);

/** Errors the page writes to the console (a hydration mismatch is reported there), and uncaught ones. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The wrong password below is answered 401, which the browser logs as a failed resource.
    if (message.type() === 'error' && !message.text().includes('status of 401')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The sign-in pages come drawn in the page the server sends (apps/backoffice/prerenderPages.ts): the form shows and
 * takes typing before the script has arrived, and the script then hydrates the same elements, keeping what was typed.
 */
test('the login form shows and takes typing before the script arrives; hydration keeps it', async ({ page }) => {
  const errors = pageErrors(page);
  let releaseEntry!: () => void;
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  const email = page.getByLabel('E-mail');
  await expect(email).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await page.evaluate(
    () => ((window as unknown as { typedInto: Element | null }).typedInto = document.querySelector('input[name=username]')),
  );
  await email.fill('admin@retoma.dev');

  releaseEntry();
  await isReactOwned(page, 'input[name=username]');
  // The same element, not a new one drawn over it, still holding what was typed.
  expect(
    await page.evaluate(() => (window as unknown as { typedInto: Element }).typedInto === document.querySelector('input[name=username]')),
  ).toBe(true);
  await expect(email).toHaveValue('admin@retoma.dev');
  await page.getByLabel('Senha').fill('not-the-password');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('E-mail ou senha incorretos.')).toBeVisible();
  await logIn(page);
  await expect(page.getByRole('link', { name: 'Abrir Loja Aurora' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a language chosen on an earlier visit draws the page afresh in it, without a hydration error', async ({ page }) => {
  const errors = pageErrors(page);
  await page.addInitScript(() => localStorage.setItem('locale', JSON.stringify('en')));
  const answer = await page.goto('/register');
  expect(await answer!.text()).toContain('data-prerendered="pt light ltr"');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await isReactOwned(page, '#root h1');
  await expect(page.getByText('Crie sua conta')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a form submitted before the script has arrived posts, and comes back as the page: nothing typed is in an address', async ({
  page,
}) => {
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('E-mail').fill('admin@retoma.dev');
  await page.getByLabel('Senha').fill('retoma123');
  const posted = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/login');
  await page.getByLabel('Senha').press('Enter');
  expect((await posted).postData()).toContain('password=');
  await page.waitForURL((url) => url.pathname === '/login');
  expect(page.url()).not.toContain('retoma123');
  await expect(page.getByLabel('E-mail')).toBeVisible();
});
