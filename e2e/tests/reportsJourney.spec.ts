import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { sendEvents, setSendingRules } from './support/recovery';
import { logIn } from './support/session';
import { AGENT, MANAGER } from './support/tickets';

// The demo's Hotmart product, the one events:send buys, and its price in cents.
const PRODUCT = 'Curso de Confeitaria Profissional';
const PRICE_CENTS = 49_700;
const CART_EMAIL_1 = /^Carrinho abandonado.* — E-mail, passo 1$/;

/** An amount as a pt-BR screen or spreadsheet writes it ("R$ 1.491,00", "1491,00"), in integer cents. */
const cents = (text: string) => Number(text.replace(/[^\d-]/g, '') || '0');
/** Cents as the kit writes them in pt-BR, without the currency: 149100 → "1.491,00". */
const written = (value: number) =>
  `${Math.trunc(value / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${String(value % 100).padStart(2, '0')}`;

/** A report table's row: its count of sales (first figure) and net value (the `net`th), both 0 when it is absent. */
async function figuresOf(row: Locator, net: number): Promise<{ vendas: number; liquido: number }> {
  if ((await row.count()) === 0) return { vendas: 0, liquido: 0 };
  const cells = row.getByRole('cell');
  return { vendas: cents(await cells.nth(0).innerText()), liquido: cents(await cells.nth(net).innerText()) };
}
// Sales, gross, reversed, net in a split's table; sales, reversed, net, … in the people's.
const STEP_NET = 3;
const PERSON_NET = 2;

const stepRow = (page: Page) =>
  page
    .getByRole('table', { name: 'Por campanha, canal e passo' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: CART_EMAIL_1 }) });
const personRow = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Vendas recuperadas por pessoa' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });

/** Today's figures of a report (`vendas-recuperadas`, `vendas-usuario`), once its totals are shown. */
async function openReport(page: Page, report: string) {
  await page.goto(`/aurora/relatorios/${report}?periodo=hoje`);
  await expect(page.getByRole('button', { name: 'Hoje', pressed: true })).toBeVisible({ timeout: 30_000 });
  // A report's first visit loads its screen's code and a year's sums: more patience than a click's answer.
  await expect(page.getByText('Valor recuperado no período')).toBeVisible({ timeout: 30_000 });
}

/** The CSV lines of a download: `;` between columns, quotes around a cell that holds one. */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\ufeff/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^;]*)(;|$)/g)].map((m) => m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"')).slice(0, -1),
    );
}

test('reports show where the money came from: a clicked cart e-mail and an agent’s won ticket are credited, and the CSV sums to the screen to the cent', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const clicker = `clicou.${stamp}@example.com`;
  const client = `ganho.${stamp}@example.com`;

  // The manager lets the campaigns send at any hour, in seconds, and puts a link in the cart campaign's first e-mail.
  await page.goto('/aurora/planos/meus-planos');
  await logIn(page, MANAGER);
  await setSendingRules(page, { quiet: ['00:00', '00:00'], demo: true });
  await page.getByRole('link', { name: 'Recuperação principal' }).click();
  await page.getByRole('link', { name: /^Configurar Carrinho abandonado/ }).click();
  await expect(page).toHaveURL(/\/campanha\/configurar-checkout\/\d+$/);
  const campaign = new URL(page.url()).pathname;
  await page.getByRole('textbox', { name: /Início da janela de envio/ }).fill('');
  await page.getByRole('textbox', { name: /Fim da janela de envio/ }).fill('');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('A campanha foi atualizada.')).toBeVisible();
  await page.getByRole('navigation', { name: 'Seções da campanha' }).getByRole('link', { name: 'E-mails' }).click();
  await page.getByRole('button', { name: /^Editar Passo 1:/ }).click();
  const body = page.getByRole('textbox', { name: 'Mensagem' });
  await body.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Finalize a compra');
  for (let i = 0; i < 'Finalize a compra'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  await page.getByRole('toolbar', { name: 'Formatação' }).getByRole('button', { name: 'Link', exact: true }).click();
  await page.getByRole('textbox', { name: 'Endereço do link' }).fill('https://pay.hotmart.com/K48213095X');
  await page.getByRole('button', { name: 'Aplicar link' }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('O e-mail foi atualizado.')).toBeVisible();

  // What today's reports hold before (other journeys of the run may have sold today too).
  await openReport(page, 'vendas-recuperadas');
  const stepBefore = await figuresOf(stepRow(page), STEP_NET);
  await openReport(page, 'vendas-usuario');
  const carlaBefore = await figuresOf(personRow(page, 'Carla Dias'), PERSON_NET);

  // A buyer abandons the checkout; the first e-mail goes out to her (the history shows it as sent, whole) and she
  // clicks its link: her mail reader follows the tracked address the e-mail carries.
  expect(sendEvents('--only', 'abandon', '--email', clicker)).toContain('PURCHASE_OUT_OF_SHOPPING_CART → processed');
  await page.goto(campaign);
  await page.getByRole('navigation', { name: 'Seções da campanha' }).getByRole('link', { name: 'Histórico' }).click();
  await page.getByRole('button', { name: 'Hoje' }).click();
  const sent = page.getByRole('row').filter({ hasText: clicker }).filter({ hasText: 'Enviado' });
  await expect(async () => {
    await page.reload();
    await expect(sent).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 120_000, intervals: [3_000] });
  await sent.click();
  const detail = page.getByRole('dialog', { name: 'Detalhe do envio' });
  const href = await detail.getByRole('link', { name: 'Finalize a compra' }).getAttribute('href');
  expect(href).toContain('/api/t/c/');
  const tracked = new URL(href!);
  const click = await page.request.get(`${tracked.pathname}${tracked.search}`, { maxRedirects: 0 });
  expect(click.status()).toBe(302);
  expect(click.headers().location).toBe('https://pay.hotmart.com/K48213095X');

  // Carla, an agent, opens a ticket for another buyer, attends it and wins the sale.
  const agentContext = await browser.newContext({ baseURL });
  const agent = await agentContext.newPage();
  await agent.goto('/aurora/tickets');
  await logIn(agent, AGENT);
  await agent.getByRole('button', { name: 'Novo ticket' }).click();
  const form = agent.getByRole('dialog', { name: 'Novo ticket' });
  for (const [field, option] of [
    [/Origem/, 'WhatsApp'],
    [/Tipo de dúvida/, 'Forma de pagamento'],
    [/Produto/, PRODUCT],
  ] as const) {
    await form.getByRole('button', { name: field }).click();
    await agent.getByRole('option', { name: option, exact: true }).click();
  }
  await form.getByRole('textbox', { name: /E-mail do lead/ }).fill(client);
  await form.getByRole('textbox', { name: /Nome do lead/ }).fill('Helena Ganho');
  await form.getByRole('textbox', { name: /Telefone/ }).fill('(11) 98765-4321');
  await form.getByRole('textbox', { name: /Detalhamento/ }).fill('Quer fechar hoje no cartão.');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(agent.getByText(/^Ticket #\d+ criado\.$/)).toBeVisible();
  await agent.getByRole('searchbox', { name: 'Pesquisar' }).fill(client);
  await agent.getByRole('searchbox', { name: 'Pesquisar' }).press('Enter');
  await agent
    .getByRole('button', { name: /^Atender o ticket #\d+$/ })
    .first()
    .click();
  await expect(agent.getByRole('heading', { level: 1, name: 'Atendendo ticket' })).toBeVisible();
  for (const option of ['Ganhou', 'Venda realizada']) {
    const radio = agent.getByRole('radio', { name: option, exact: true });
    await agent.locator('label', { has: radio }).click();
    await expect(radio).toBeChecked();
  }
  await agent.getByRole('textbox', { name: 'Informações de follow-up' }).fill('Fechou no cartão.');
  await agent.getByRole('button', { name: 'Finalizar atendimento' }).click();
  await agent.getByRole('alertdialog', { name: 'Finalizar atendimento?' }).getByRole('button', { name: 'Sim, finalizar' }).click();
  await expect(agent).toHaveURL(/\/aurora\/tickets(\?.*)?$/);
  await agentContext.close();

  // Both buy: the platform's approvals are credited by the engine.
  expect(sendEvents('--only', 'purchase', '--email', clicker)).toContain('PURCHASE_APPROVED → processed');
  expect(sendEvents('--only', 'purchase', '--email', client)).toContain('PURCHASE_APPROVED → processed');

  // The recovered-sales report credits the clicked step of the cart campaign with the sale.
  await openReport(page, 'vendas-recuperadas');
  await expect(stepRow(page)).toHaveCount(1);
  expect(await figuresOf(stepRow(page), STEP_NET)).toEqual({ vendas: stepBefore.vendas + 1, liquido: stepBefore.liquido + PRICE_CENTS });

  // Its CSV: the products, and the days, sum to the total the screen shows, to the cent; the step's line is the row's.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const rows = csvRows(readFileSync(await (await download).path(), 'utf8'));
  expect(rows[0]).toEqual(['Seção', 'Item', 'Vendas', 'Bruto (R$)', 'Revertido (R$)', 'Líquido (R$)']);
  const net = (section: string) => rows.filter((row) => row[0] === section).map((row) => cents(row[5]!));
  const [total] = net('Total');
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  expect(total).toBeGreaterThanOrEqual(2 * PRICE_CENTS);
  expect(sum(net('Produto'))).toBe(total);
  expect(sum(net('Dia'))).toBe(total);
  const stepLine = rows.find((row) => row[0] === 'Por campanha, canal e passo' && CART_EMAIL_1.test(row[1]!));
  expect(cents(stepLine![5]!)).toBe(stepBefore.liquido + PRICE_CENTS);
  await expect(page.getByText(new RegExp(`^R\\$\\s${written(total!).replace(/\./g, '\\.')}$`)).first()).toBeVisible();

  // The per-person report shows Carla's sale from the ticket she won.
  await openReport(page, 'vendas-usuario');
  await expect(personRow(page, 'Carla Dias')).toHaveCount(1);
  expect(await figuresOf(personRow(page, 'Carla Dias'), PERSON_NET)).toEqual({
    vendas: carlaBefore.vendas + 1,
    liquido: carlaBefore.liquido + PRICE_CENTS,
  });

  // The demo's sending rules again, for the journeys that follow.
  await page.goto('/aurora/planos/meus-planos');
  await setSendingRules(page, { quiet: ['21:00', '08:00'], demo: false });
});
