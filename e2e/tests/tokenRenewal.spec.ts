import { expect, test } from '@playwright/test';
import { SHORT_TOKEN_PORT } from './support/ports';
import { logIn } from './support/session';

// This server's access tokens expire after 6 s (playwright.config.ts).
test.use({ baseURL: `http://127.0.0.1:${SHORT_TOKEN_PORT}` });

test('an expired access token is renewed once, transparently, while several requests are in flight', async ({ page }) => {
  await page.goto('/aurora/perfil');
  await logIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
  const firstToken = await page.evaluate(() => localStorage.getItem('accessToken'));

  const refreshes: string[] = [];
  const rejected: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/auth/refresh-token')) refreshes.push(request.url());
  });
  page.on('response', (response) => {
    if (response.status() === 401 && !response.url().includes('refresh-token')) rejected.push(response.url());
  });

  await page.waitForTimeout(7_000); // past the token's lifetime
  // Reloading loads the company context: the user, the permissions and the roles, all at once.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
  await expect(page).toHaveURL(/\/aurora\/perfil$/);

  expect(rejected.length).toBeGreaterThanOrEqual(2); // several calls met the expired token…
  expect(refreshes).toHaveLength(1); // …and one refresh served them all
  const renewedToken = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(renewedToken).not.toBe(firstToken);
});
