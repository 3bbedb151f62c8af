import type { Page } from '@playwright/test';

/** Every demo user's password (apps/api/README.md). */
export const DEMO_PASSWORD = 'retoma123';

/** Fills the login form already on screen and submits it. */
export async function logIn(page: Page, email = 'admin@retoma.dev', password = DEMO_PASSWORD) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}
