import { expect, test, type Page } from '@playwright/test';
import { sendEvents } from './support/recovery';
import { logIn } from './support/session';

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Seções da campanha' });

/** The recovered sales the campaign's numbers show (NaN while they load). */
async function recoveredSales(page: Page): Promise<number> {
  const value = page.locator('dt:text-is("Vendas recuperadas") + dd');
  await expect(value).toHaveText(/^\d+$/);
  return Number(await value.innerText());
}

test('the recovery loop, as a person watches it: an abandoned checkout schedules the cart campaign, its first e-mail goes out, the purchase stops the rest and counts as recovered', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const buyer = `compradora.${Date.now()}@example.com`;

  // The manager turns the demonstration mode on (delays in seconds) with no quiet hours, so the loop takes a minute
  // at any hour of the run, and lets the cart campaign send at any hour.
  await page.goto('/aurora/planos/meus-planos');
  await logIn(page);
  await page.getByRole('button', { name: 'Regras de envio' }).click();
  const rules = page.getByRole('dialog', { name: 'Regras de envio das campanhas' });
  await rules.getByRole('textbox', { name: /Início do horário de silêncio/ }).fill('00:00');
  await rules.getByRole('textbox', { name: /Fim do horário de silêncio/ }).fill('00:00');
  await rules
    .locator('label')
    .filter({ has: page.getByRole('switch', { name: /Modo demonstração/ }) })
    .click();
  await rules.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('As regras de envio foram salvas.')).toBeVisible();

  await page.getByRole('link', { name: 'Recuperação principal' }).click();
  await page.getByRole('link', { name: /^Configurar Carrinho abandonado/ }).click();
  await page.getByRole('textbox', { name: /Início da janela de envio/ }).fill('');
  await page.getByRole('textbox', { name: /Fim da janela de envio/ }).fill('');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('A campanha foi atualizada.')).toBeVisible();
  const before = await recoveredSales(page);

  // The platform's event: the buyer abandons the checkout, and the campaign schedules its steps for her.
  expect(sendEvents('--only', 'abandon', '--email', buyer)).toContain('PURCHASE_OUT_OF_SHOPPING_CART → processed');
  await tabs(page).getByRole('link', { name: 'Agendados' }).click();
  await expect(page.getByRole('row', { name: new RegExp(buyer) }).first()).toBeVisible();

  // Half a minute later (30 minutes in demonstration), the first e-mail is in the history as sent.
  await tabs(page).getByRole('link', { name: 'Histórico' }).click();
  await page.getByRole('button', { name: 'Hoje' }).click();
  const sent = page.getByRole('row').filter({ hasText: buyer }).filter({ hasText: 'Enviado' });
  await expect(async () => {
    await page.reload();
    await expect(sent).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000, intervals: [3_000] });

  // She buys: what was still scheduled for her is cancelled, and the sale counts for the campaign.
  expect(sendEvents('--only', 'purchase', '--email', buyer)).toContain('PURCHASE_APPROVED → processed');
  await tabs(page).getByRole('link', { name: 'Agendados' }).click();
  // The list has loaded (the demo's other leads still wait for their steps) and none of hers is left.
  const scheduled = page.getByRole('grid', { name: 'Envios agendados' });
  await expect(scheduled.getByRole('rowheader').first()).toBeVisible();
  await expect(scheduled.getByRole('row').filter({ hasText: buyer })).toHaveCount(0);
  await tabs(page).getByRole('link', { name: 'Todos os contatos' }).click();
  await page.getByRole('searchbox', { name: /Pesquisar/ }).fill(buyer);
  await expect(page.getByRole('row').filter({ hasText: buyer })).toContainText('Comprou');
  await tabs(page).getByRole('link', { name: 'Configuração' }).click();
  await expect.poll(() => recoveredSales(page)).toBe(before + 1);

  // The rules as the demo seeds them again, for the journeys that follow.
  await page.goto('/aurora/planos/meus-planos');
  await page.getByRole('button', { name: 'Regras de envio' }).click();
  await rules.getByRole('textbox', { name: /Início do horário de silêncio/ }).fill('21:00');
  await rules.getByRole('textbox', { name: /Fim do horário de silêncio/ }).fill('08:00');
  await rules
    .locator('label')
    .filter({ has: page.getByRole('switch', { name: /Modo demonstração/ }) })
    .click();
  await expect(rules.getByRole('switch', { name: /Modo demonstração/ })).not.toBeChecked();
  await rules.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('As regras de envio foram salvas.')).toBeVisible();
});
