import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/session';

const AGENT = 'atendente@retoma.dev'; // Carla Dias, "Atendente" in Loja Aurora
const MANAGER = 'admin@retoma.dev'; // Ana Souza, "Administrador" in Loja Aurora

/** Opens the open-tickets list of Loja Aurora as `email`. */
async function openTickets(page: Page, email: string) {
  await page.goto('/aurora/tickets');
  await logIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets de recuperação' })).toBeVisible();
}

test('an agent attends an open ticket; a second person pressing attend on it is told who holds it', async ({ page, browser }) => {
  await openTickets(page, AGENT);
  const attendButton = page.getByRole('button', { name: /^Atender o ticket #\d+$/ }).first();
  const id = (await attendButton.getAttribute('aria-label'))!.replace(/\D/g, '');
  await attendButton.click();
  await expect(page).toHaveURL(new RegExp(`/aurora/tickets/atender/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Atendendo ticket' })).toBeVisible();

  // Another person, another browser: the same ticket cannot be taken while Carla holds it.
  const manager = await browser.newContext();
  const other = await manager.newPage();
  await openTickets(other, MANAGER);
  await other.getByRole('searchbox', { name: 'Pesquisar' }).fill(id);
  await other.getByRole('searchbox', { name: 'Pesquisar' }).press('Enter');
  await other.getByRole('button', { name: `Atender o ticket #${id}` }).click();
  const refusal = other.getByRole('alertdialog');
  await expect(refusal).toContainText('Ticket com outro atendente');
  await expect(refusal).toContainText('Carla Dias');
  await expect(other).toHaveURL(/\/aurora\/tickets(\?.*)?$/);
  await manager.close();
});

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
