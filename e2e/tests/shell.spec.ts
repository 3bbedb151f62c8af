import { expect, test } from '@playwright/test';
import { logIn } from './support/session';

test('from the company panel into a company: its dashboard, menu and top bar', async ({ page }) => {
  await page.goto('/login');
  await logIn(page);
  await page.getByRole('link', { name: 'Abrir Loja Aurora' }).click();
  await expect(page).toHaveURL(/\/aurora\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await expect(page).toHaveTitle('Dashboard · Retoma');
  const stored = await page.evaluate(() => ({
    company: JSON.parse(localStorage.getItem('companyContext') ?? 'null'),
    user: JSON.parse(localStorage.getItem('userInfo') ?? 'null'),
    rules: JSON.parse(localStorage.getItem('permissoes') ?? 'null'),
  }));
  expect(stored.company).toBe('aurora');
  expect(stored.user).toMatchObject({ email: 'admin@retoma.dev', userRole: 'Administrador', autenticado: true });
  expect(stored.rules.ticket).toContain('Administrador');
});

test('a deep link while logged out goes through login and lands on the page asked for', async ({ page }) => {
  await page.goto('/aurora/perfil');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faurora%2Fperfil$/);
  await logIn(page);
  await expect(page).toHaveURL(/\/aurora\/perfil$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
});

test('an unknown company goes to /404-company, a company of others to /company-not-authorized', async ({ page }) => {
  await page.goto('/login');
  await logIn(page);
  await expect(page.getByRole('heading', { name: 'Suas empresas' })).toBeVisible();
  await page.goto('/nao-existe-esta/perfil');
  await expect(page).toHaveURL(/\/404-company$/);
  await page.goto('/vitoria/perfil');
  await expect(page).toHaveURL(/\/company-not-authorized$/);
});

test('the side-bar preview opens without logging in and marks the page chosen, staying where it is', async ({ page }) => {
  await page.goto('/pages/novo-side-bar');
  await expect(page).toHaveTitle('Novo menu lateral · Retoma');
  const open = page.getByRole('navigation', { name: 'Menu aberto' });
  await open.getByRole('button', { name: 'Tickets' }).click();
  await open.getByRole('link', { name: 'Agenda' }).click();
  await expect(page).toHaveURL(/\/pages\/novo-side-bar$/);
  await expect(page.getByRole('status')).toHaveText('Página marcada: Tickets › Agenda');
  await expect(page.getByRole('navigation', { name: 'Menu recolhido (só ícones)' }).getByRole('link', { name: 'Agenda' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
