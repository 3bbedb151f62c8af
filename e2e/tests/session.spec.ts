import { expect, test } from '@playwright/test';
import { logIn } from './support/session';

const ADMIN = { email: 'admin@retoma.dev', password: 'retoma123' };

test('wrong credentials keep the user on /login with the spec message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Senha').fill('wrong-password');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
  await expect(page).toHaveURL(/\/login$/);
});

test('logging in lists every company of the user with role and status, and logging out revokes the session', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
  await logIn(page, ADMIN.email, ADMIN.password);

  await expect(page.getByRole('heading', { name: 'Suas empresas' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Loja Aurora' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Casa Bela' })).toBeVisible();
  await expect(page.getByText('Administrador').first()).toBeVisible();

  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The old token no longer opens anything on the server.
  const status = await page.evaluate(async (t) => {
    const response = await fetch('/api/master/user', { headers: { Authorization: `Bearer ${JSON.parse(t!)}` } });
    return response.status;
  }, token);
  expect(status).toBe(401);
});

test('an unknown path lands on /404', async ({ page }) => {
  await page.goto('/isto/nao/existe');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
});
