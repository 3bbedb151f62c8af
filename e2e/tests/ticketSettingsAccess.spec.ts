import { expect, test } from '@playwright/test';
import { AGENT, openTickets } from './support/tickets';

test('an agent without the settings permissions cannot open the ticket settings, nor write them through the API', async ({ page }) => {
  await openTickets(page, AGENT);
  await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Tickets' }).first()).toBeVisible();

  await page.goto('/aurora/configuracoes/origens');
  await expect(page).toHaveURL(/\/nao-autorizado$/);

  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('accessToken') ?? 'null') as string | null);
  const response = await page.request.post('/api/aurora/origems', {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    data: { nome: 'Origem proibida', status: 1 },
  });
  expect(response.status()).toBe(403);
});
