import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, logIn } from './support/session';
import { AGENT, MANAGER } from './support/tickets';

interface Plan {
  campanhas: Array<{ id: number; tipo: string; status: number }>;
}

/** The public form's address of Aurora's active WhatsApp campaign (read by its manager through the API). */
async function whatsappFormToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/master/login', { data: { username: MANAGER, password: DEMO_PASSWORD } });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const plans = (await (await request.get('/api/aurora/planos?per_page=100', { headers })).json()) as { data: { data: Plan[] } };
  const campaign = plans.data.data.flatMap((plan) => plan.campanhas).find((one) => one.tipo === 'whatsapp' && one.status === 1);
  expect(campaign, 'Aurora has an active WhatsApp campaign').toBeDefined();
  const detail = (await (await request.get(`/api/aurora/campanha_whatsapps/${campaign!.id}`, { headers })).json()) as {
    data: { token: string };
  };
  return detail.data.token;
}

/** Opens a contact's actions menu (again, should a late refresh of the list have closed it). */
async function openMenu(page: Page, row: Locator, nome: string) {
  await expect(async () => {
    await row.getByRole('button', { name: `Ações de ${nome}` }).click();
    await expect(page.getByRole('menu')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test('WhatsApp list: a lead leaves her number on the WhatsApp form; an agent answers her from the list and turns her into a ticket that opens in the attend screen', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const nome = `Lia Jornada ${Date.now()}`;
  const email = `lia.${Date.now()}@example.com`;

  // The lead fills in the campaign's public form: she is a pending contact of the WhatsApp list.
  const form = await request.post(`/api/public/campanha_whatsapps/${await whatsappFormToken(request)}`, {
    data: { nome, email, ddi: '55', telefone: '(11) 98765-1234' },
  });
  expect(form.status()).toBe(201);

  // Carla, an agent, finds her in the pending tab by name.
  await page.goto('/aurora/whatsapplist/listagem');
  await logIn(page, AGENT);
  await expect(page.getByRole('heading', { level: 1, name: 'Contatos da lista do WhatsApp' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Pendentes/, selected: true })).toBeVisible();
  await page.getByRole('searchbox', { name: /Pesquisar por nome, e-mail ou telefone/ }).fill(nome);
  const list = page.getByRole('grid', { name: 'Contatos da lista do WhatsApp' });
  const row = list.getByRole('row').filter({ hasText: nome });
  await expect(row).toContainText('Pendente');
  // The search has settled: her row is the only one (and the header).
  await expect(list.getByRole('row')).toHaveCount(2);

  // She answers in the attend screen's WhatsApp panel: the message is filled with the lead's name and opens in WhatsApp.
  await openMenu(page, row, nome);
  await page.getByRole('menuitem', { name: 'Responder' }).click();
  const panel = page.getByRole('dialog', { name: 'Mensagem de WhatsApp' });
  await panel.getByRole('textbox', { name: 'Mensagem' }).fill('Olá, [NOME_LEAD]! Aqui é [NOME_ATENDENTE], posso ajudar?');
  const whatsappWindow = page.waitForEvent('popup');
  await panel.getByRole('button', { name: 'Enviar pelo WhatsApp' }).click();
  await expect(panel.getByRole('log', { name: 'Mensagens enviadas' })).toContainText(`Olá, ${nome}! Aqui é Carla Dias, posso ajudar?`);
  // WhatsApp opened in a new window (offline here), addressed to her number, as the panel's link is.
  await (await whatsappWindow).close();
  await expect(panel.getByRole('link', { name: /Abrir o WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/5511987651234\?text=/);
  await panel.getByRole('button', { name: 'Fechar' }).first().click();

  // The contact moved to the answered tab, answered by her.
  await page.getByRole('tab', { name: /^Respondidos/ }).click();
  const answered = list.getByRole('row').filter({ hasText: nome });
  await expect(answered).toContainText('Respondido');
  await expect(list.getByRole('row')).toHaveCount(2);

  // She turns it into a ticket to attend now: the attend screen opens on the lead.
  await openMenu(page, answered, nome);
  await page.getByRole('menuitem', { name: 'Transformar em ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transformar em ticket' });
  await expect(dialog.getByRole('radio', { name: /Atender agora/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Criar o ticket' }).click();
  await expect(page).toHaveURL(/\/aurora\/tickets\/atender\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Atendendo ticket' })).toBeVisible();
  await expect(page.getByText(nome).first()).toBeVisible();

  // The ticket goes back to the queue, so the other journeys find Carla free.
  await page.getByRole('button', { name: 'Cancelar atendimento' }).click();
  await page.getByRole('alertdialog', { name: 'Cancelar atendimento?' }).getByRole('button', { name: 'Sim, cancelar' }).click();
  await expect(page).toHaveURL(/\/aurora\/tickets(\?.*)?$/);
});
