import { expect, test } from '@playwright/test';
import { logIn } from './support/session';
import { AGENT } from './support/tickets';

test('an agent copies a personal link from Meus links, sends a default message naming the link while attending, and the history shows the agent’s own address', async ({
  page,
  context,
}) => {
  // Meus links, a ticket, WhatsApp and its history: about 20 s on a quiet machine, twice the 60 s one page gets on a busy one.
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // WhatsApp opens in a new window; this machine has no internet, so the window gets a local page instead.
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));

  // Meus links: the confectionery course's main offer, with Carla's own tracking code in its address.
  await page.goto('/aurora/meus-links');
  await logIn(page, AGENT);
  await expect(page.getByRole('heading', { level: 1, name: 'Meus links' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Pesquisar por produto, oferta ou código' }).fill('conf497');
  await page.getByRole('searchbox', { name: 'Pesquisar por produto, oferta ou código' }).press('Enter');
  const row = page.getByRole('row', { name: /Oferta principal/ });
  await expect(page.getByRole('grid', { name: 'Meus links de venda' }).getByRole('row')).toHaveCount(2);
  const url = (await row.getByRole('link').getAttribute('href'))!;
  expect(url).toMatch(/^https:\/\/pay\.hotmart\.com\/K48213095X\?off=conf497&src=retoma-user&sck=[0-9a-f]{10}$/);
  await row.getByRole('button', { name: 'Copiar o meu link Oferta principal' }).click();
  await expect(page.getByText('Link “Oferta principal” copiado.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // Attending a ticket, the default message "Boleto vencido" names [LINK_CONFEITA]: the preview already shows Carla's address.
  await page.goto('/aurora/tickets');
  const attendButton = page.getByRole('button', { name: /^Atender o ticket #\d+$/ }).last();
  const id = (await attendButton.getAttribute('aria-label'))!.replace(/\D/g, '');
  await attendButton.click();
  await expect(page).toHaveURL(new RegExp(`/aurora/tickets/atender/${id}$`));
  await page.getByRole('button', { name: 'Enviar WhatsApp' }).click();
  const panel = page.getByRole('dialog', { name: 'Mensagem de WhatsApp' });
  await panel.getByRole('button', { name: 'Mensagens padrão' }).click();
  await page.getByRole('menuitem', { name: 'Boleto vencido' }).click();
  await expect(panel.getByRole('textbox', { name: 'Mensagem' })).toHaveValue(/garantir a sua vaga: \[LINK_CONFEITA\]$/);
  await expect(panel.getByRole('region', { name: 'Como o lead vai receber' })).toContainText(`garantir a sua vaga: ${url}`);

  // Sent: the server filled the link with Carla's address, in the chat, in WhatsApp and in the ticket's history.
  const whatsappWindow = page.waitForEvent('popup');
  await panel.getByRole('button', { name: 'Enviar pelo WhatsApp' }).click();
  await expect(panel.getByRole('log', { name: 'Mensagens enviadas' })).toContainText(`garantir a sua vaga: ${url}`);
  expect(decodeURIComponent((await whatsappWindow).url())).toContain(url);
  await panel.getByRole('button', { name: 'Fechar' }).first().click();
  await page.getByRole('tab', { name: /^Histórico/ }).click();
  const history = page.getByRole('list', { name: 'Histórico do ticket' });
  await expect(history).toContainText(`garantir a sua vaga: ${url}`);
  await expect(history).not.toContainText('[LINK_CONFEITA]');

  // The ticket goes back to the queue, so the other journeys find Carla free.
  await page.getByRole('button', { name: 'Cancelar atendimento' }).click();
  await page.getByRole('alertdialog', { name: 'Cancelar atendimento?' }).getByRole('button', { name: 'Sim, cancelar' }).click();
  await expect(page).toHaveURL(/\/aurora\/tickets(\?.*)?$/);
});
