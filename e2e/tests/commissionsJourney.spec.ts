import { expect, test, type Page } from '@playwright/test';
import { sendEvents } from './support/recovery';
import { logIn } from './support/session';
import { AGENT, MANAGER } from './support/tickets';

/** Chooses the rows of a list that hold `text`, and presses a bulk action; then answers its question. */
async function actOnRow(page: Page, text: string, action: string, question: string) {
  // From the keyboard: the kit's checkboxes draw their own box over the native one.
  const box = page.getByRole('row').filter({ hasText: text }).first().getByRole('checkbox');
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await page.getByRole('button', { name: action }).click();
  await page.getByRole('alertdialog', { name: question }).getByRole('button', { name: 'Sim' }).click();
}

test('commissions, as the people involved see them: a sale through an agent’s personal link is claimed, diagnosed, approved, ordered and paid; a refund claws it back on the next order', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const buyer = `cliente.${Date.now()}@example.com`;
  const transaction = `HPCOM${Date.now()}`;

  // Carla's tracking code, as her personal links carry it.
  await page.goto('/aurora/meus-links');
  await logIn(page, AGENT);
  const link = page.getByRole('grid', { name: 'Meus links de venda' }).getByRole('link').first();
  const sck = new URL((await link.getAttribute('href'))!).searchParams.get('sck')!;
  expect(sck).toMatch(/^[0-9a-f]{10}$/);

  // The platform reports a purchase through her link, ten days ago (its seven-day warranty is over).
  expect(sendEvents('--only', 'purchase', '--email', buyer, '--sck', sck, '--transaction', transaction, '--days-ago', '10')).toContain(
    'PURCHASE_APPROVED → processed',
  );

  // The approver finds the claim, runs its diagnosis (approve), chooses the sale's transaction and approves it.
  const managerContext = await browser.newContext({ baseURL });
  const manager = await managerContext.newPage();
  await manager.goto('/aurora/comissoes/aprovar');
  await logIn(manager, MANAGER);
  await manager.getByRole('searchbox', { name: 'Nº do ticket, nome ou e-mail do lead' }).fill(buyer);
  const claims = manager.getByRole('grid', { name: 'Comissões a aprovar' });
  await expect(claims.getByRole('rowheader')).toHaveCount(1);
  const leadName = (await claims.getByRole('rowheader').locator('strong').innerText()).trim();
  await claims.getByRole('button', { name: /^Detalhar pré-comissão \d+$/ }).click();
  const panel = manager.getByRole('dialog', { name: /^Pré-comissão \d+$/ });
  await panel.getByRole('button', { name: 'Realizar diagnóstico' }).click();
  await expect(panel.getByText(/Sugestão: Aprovar\./)).toBeVisible();
  const proof = panel.getByRole('checkbox', { name: new RegExp(`Transação ${transaction}`) });
  await proof.focus();
  await manager.keyboard.press('Space');
  await expect(proof).toBeChecked();
  await panel.getByRole('button', { name: 'Aprovar' }).click();
  await manager.getByRole('alertdialog', { name: 'Aprovar pré-comissão?' }).getByRole('button', { name: 'Sim' }).click();
  await expect(manager.getByText(/^Pré-comissão \d+ aprovada\.$/)).toBeVisible();

  // The manager generates Carla's order and pays it.
  await manager.goto('/aurora/comissoes/comissionar');
  await actOnRow(manager, 'Carla Dias', 'Gerar ordens', 'Gerar ordens');
  await expect(manager.getByText('1 ordem gerada.')).toBeVisible();
  await manager.goto('/aurora/comissoes/pagamentos');
  await actOnRow(manager, 'Carla Dias', 'Pagar ordens', 'Pagar ordens');
  await expect(manager.getByText('Operação realizada com sucesso.')).toBeVisible();

  // Carla sees both sides of the sale paid.
  await page.goto('/aurora/minhas-comissoes');
  const mine = page.getByRole('grid', { name: 'Minhas comissões' });
  await expect(mine.getByRole('row').filter({ hasText: leadName }).filter({ hasText: 'Paga' })).toHaveCount(2);

  // The sale is refunded: Carla sees the clawback with its reason, as adjustments for her next order.
  expect(sendEvents('--only', 'refund', '--email', buyer, '--transaction', transaction)).toContain('PURCHASE_REFUNDED → processed');
  await page.reload();
  // (The refund's buyer data renamed the lead: her rows are told by what the refund did to them.)
  await expect(mine.getByRole('row').filter({ hasText: 'reembolso da venda' })).toHaveCount(2);
  await expect(mine.getByRole('row').filter({ hasText: '-R$' })).toHaveCount(2);

  // And the next order carries it: Carla's amount to order is negative, and so is the order generated from it.
  await manager.goto('/aurora/comissoes/comissionar');
  await expect(manager.getByRole('row').filter({ hasText: 'Carla Dias' })).toContainText('-R$');
  await actOnRow(manager, 'Carla Dias', 'Gerar ordens', 'Gerar ordens');
  await expect(manager.getByText('1 ordem gerada.')).toBeVisible();
  await manager.goto('/aurora/comissoes/pagamentos');
  await expect(manager.getByRole('row').filter({ hasText: 'Carla Dias' }).first()).toContainText('-R$');
  await managerContext.close();
});
