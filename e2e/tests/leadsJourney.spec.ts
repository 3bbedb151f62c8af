import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { sendEvents } from './support/recovery';
import { logIn } from './support/session';

/** A CPF of its own (valid check digits), so the search finds this buyer alone whatever else the run created. */
function uniqueCpf(): string {
  const digits = String(Date.now()).slice(-9).split('').map(Number);
  const check = (length: number) => {
    const sum = digits.slice(0, length).reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  digits.push(check(9));
  digits.push(check(10));
  return digits.join('');
}

/** What the API answers the signed-in person (the app's own token), as JSON. */
async function apiGet<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (address) => {
    const token = JSON.parse(localStorage.getItem('accessToken') ?? 'null') as string;
    const response = await fetch(address, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
    return (await response.json()) as T;
  }, url);
}

test('leads and LGPD: a platform event brings a buyer in; the manager finds her by CPF, reads why she bought, exports her data and erases her — the list no longer shows her, the sale still counts', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const cpf = uniqueCpf();
  const masked = cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4');
  const email = `lgpd.${Date.now()}@example.com`;

  // The sales platform tells of her: an abandoned checkout, then the purchase, through the manager's personal sales
  // link (its tracking code): a recovered sale, credited to the manager, which the sales report counts.
  expect(sendEvents('--only', 'abandon', '--email', email, '--cpf', cpf)).toContain('PURCHASE_OUT_OF_SHOPPING_CART → processed');
  await page.goto('/aurora/leads/listagem');
  await logIn(page);
  const list = page.getByRole('grid', { name: 'Listagem de leads' });
  await expect(list.getByRole('rowheader').first()).toBeVisible();
  const links = await apiGet<{ data: { data: Array<{ url: string | null }> } }>(page, '/api/aurora/meus-links?per_page=100');
  const sck = new URL(links.data.data.find((link) => link.url !== null)!.url!).searchParams.get('sck')!;
  expect(sck).toMatch(/^[0-9a-f]{10}$/);
  expect(sendEvents('--only', 'purchase', '--email', email, '--cpf', cpf, '--sck', sck)).toContain('PURCHASE_APPROVED → processed');

  // The manager finds her by the CPF as people type it, with its mask.
  await page.getByRole('searchbox', { name: /Pesquisar por nome, e-mail, telefone ou CPF/ }).fill(masked);
  const row = list.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(masked);
  await expect(row).toContainText('Comprou');
  const name = (await row.getByRole('link').innerText()).trim();
  await row.getByRole('link', { name }).click();

  // Her story: she abandoned the cart, then bought through the manager's link; the summary says it first, then whose.
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByText(/^Comprou .+ por R\$\s[\d.,]+ em \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
  await expect(page.getByText(/^Venda recuperada, creditada /)).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Linha do tempo do lead' });
  await expect(timeline.getByText('Compra: aprovada')).toBeVisible();
  await expect(timeline.getByText('Abandonou o carrinho')).toBeVisible();
  const code = (
    await timeline
      .getByText(/^HP\d+$/)
      .first()
      .innerText()
  ).trim();

  // Everything held about her, as a file.
  await page.getByRole('button', { name: /Exportar dados \(LGPD\)/ }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Arquivo JSON' }).click();
  const file = await downloading;
  const exported = JSON.parse(readFileSync((await file.path())!, 'utf8')) as {
    lead: { email: string; cpf: string };
    transacoes: unknown[];
    vendas_recuperadas: unknown[];
  };
  expect(exported.lead).toMatchObject({ email, cpf });
  expect(exported.transacoes).toHaveLength(1);
  expect(exported.vendas_recuperadas).toHaveLength(1);

  // The recovered-sales report of the last 7 days (the report's default) counts her sale; read again after the erasure.
  const report = () => apiGet<{ data: { atual: { vendas: number; liquido_centavos: number } } }>(page, '/api/aurora/relatorio-vendas');
  const counted = (await report()).data.atual;
  expect(counted.vendas).toBeGreaterThanOrEqual(1);

  // She asks to be forgotten: the erasure needs the typed word.
  await page.getByRole('button', { name: /Anonimizar \(LGPD\)/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Anonimizar os dados deste lead?' });
  await dialog.getByRole('textbox', { name: /digite ANONIMIZAR/ }).fill('ANONIMIZAR');
  await dialog.getByRole('button', { name: 'Anonimizar para sempre' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Lead anonimizado' })).toBeVisible();
  await expect(page.getByText(/As vendas, os créditos e as comissões continuam contados, sem a pessoa\./)).toBeVisible();

  // The list no longer shows the person, by CPF, e-mail or name.
  for (const search of [masked, email, name]) {
    await page.goto(`/aurora/leads/listagem?search=${encodeURIComponent(search)}`);
    await expect(page.getByText('Nenhum lead com estes filtros.')).toBeVisible();
  }

  // The sale still counts: the transactions list finds it by its code, its buyer now without a name.
  const sales = await apiGet<{ data: { total: number; data: Array<{ lead: { nome: string } }> } }>(
    page,
    `/api/aurora/transacaos?search=${encodeURIComponent(code)}`,
  );
  expect(sales.data.total).toBe(1);
  expect(sales.data.data[0]!.lead.nome).toBe('Lead anonimizado');
  // And the recovered-sales report counts it still: the same sales and amounts as before the erasure (the suite
  // runs one test at a time, so nothing else credited a sale meanwhile).
  expect((await report()).data.atual).toEqual(counted);
});
