import { expect, test } from '@playwright/test';
import { logIn } from './support/session';

test('language and theme chosen in the preferences apply at once and are kept after a reload', async ({ page }) => {
  await page.goto('/aurora/perfil');
  await logIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();

  await page.getByRole('button', { name: 'Preferências' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /Idioma/ }).click();
  await page.getByRole('option', { name: 'English' }).click();
  // The dialog itself switches language right away.
  await dialog.getByRole('button', { name: /Theme/ }).click();
  await page.getByRole('option', { name: 'Dark', exact: true }).click();
  await page.keyboard.press('Escape');

  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page).toHaveTitle('My profile · Retoma');
});
