import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, logIn } from './support/session';

const AGENT = 'atendente@retoma.dev'; // Carla Dias: the demo gives her unread notifications in Loja Aurora
const EDUARDO = 'eduardo@casabela.dev'; // Eduardo Ramos, administrator of Casa Bela: no other test logs in as him

const topBar = (page: Page) => page.getByRole('banner');

/** Resolves when the server has kept a quick menu of `count` pages: stars show at once, before they are saved. */
function starsSaved(page: Page, count: number) {
  return page.waitForResponse((response) => {
    const request = response.request();
    if (request.method() !== 'POST' || !/\/users\/\d+$/.test(new URL(request.url()).pathname)) return false;
    const body = request.postDataJSON() as { menu_rapido?: unknown[] } | null;
    return response.ok() && body?.menu_rapido?.length === count;
  });
}

test('the bell counts unread notifications; marking them all read on the notifications page clears it, also after a reload', async ({
  page,
}) => {
  await page.goto('/aurora/dashboard');
  await logIn(page, AGENT);
  const bell = topBar(page).getByRole('button', { name: /^Notificações, \d+ não lidas?$/ });
  await expect(bell).toBeVisible();

  await bell.click();
  await page.getByRole('link', { name: 'Ver todas as notificações' }).click();
  await expect(page).toHaveURL(/\/aurora\/todas-notificacoes$/);
  const list = page.getByRole('list', { name: 'Notificações' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(list.getByText('Não lida').first()).toBeVisible();

  await page.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(page.getByText('Todas as notificações foram marcadas como lidas.')).toBeVisible();
  await expect(list.getByText('Não lida')).toHaveCount(0);
  await expect(topBar(page).getByRole('button', { name: 'Notificações', exact: true })).toBeVisible();

  await page.reload();
  await expect(topBar(page).getByRole('button', { name: 'Notificações', exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Notificações' }).getByText('Não lida')).toHaveCount(0);
});

test('a person renames themself and changes their password: a wrong current password is caught on its field, nothing typed is lost', async ({
  page,
  browser,
}) => {
  await page.goto('/casabela/perfil');
  await logIn(page, EDUARDO);
  await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Nome' }).fill('Eduardo Ramos Lima');
  await page.getByLabel('Senha atual', { exact: true }).fill('nao-e-a-senha');
  await page.getByLabel('Nova senha', { exact: true }).fill('casabela2026');
  await page.getByLabel('Repita a nova senha').fill('casabela2026');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('A senha atual não confere.')).toBeVisible();
  await expect(page.getByLabel('Senha atual', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Nova senha', { exact: true })).toHaveValue('casabela2026');
  await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue('Eduardo Ramos Lima');

  await page.getByLabel('Senha atual', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Sua senha foi alterada e as sessões em outros dispositivos foram encerradas.')).toBeVisible();
  await expect(topBar(page).getByRole('button', { name: /Eduardo Ramos Lima/ })).toBeVisible();

  // The new name is kept, and only the new password opens the account.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Eduardo Ramos Lima' })).toBeVisible();
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto('/casabela/perfil');
  await logIn(other, EDUARDO);
  await expect(other.getByText('E-mail ou senha incorretos.')).toBeVisible();
  await logIn(other, EDUARDO, 'casabela2026');
  await expect(other.getByRole('heading', { name: 'Eduardo Ramos Lima' })).toBeVisible();
  await elsewhere.close();
});

test('starred pages join the quick menu and stay starred after a reload', async ({ page }) => {
  await page.goto('/aurora/perfil');
  await logIn(page, AGENT);
  const profileSaved = starsSaved(page, 1);
  await page.getByRole('button', { name: 'Adicionar às páginas favoritas' }).click();
  await expect(page.getByRole('button', { name: 'Remover das páginas favoritas' })).toHaveAttribute('aria-pressed', 'true');
  await profileSaved;
  await page.goto('/aurora/agenda');
  const agendaSaved = starsSaved(page, 2);
  await page.getByRole('button', { name: 'Adicionar às páginas favoritas' }).click();

  const quickMenu = page.getByRole('navigation', { name: 'Páginas favoritas' });
  await expect(quickMenu.getByRole('link', { name: 'Meu perfil' })).toHaveAttribute('href', '/aurora/perfil');
  await expect(quickMenu.getByRole('link', { name: 'Agenda' })).toHaveAttribute('href', '/aurora/agenda');

  await agendaSaved;
  await page.reload();
  await expect(page.getByRole('button', { name: 'Remover das páginas favoritas' })).toHaveAttribute('aria-pressed', 'true');
  await expect(quickMenu.getByRole('link', { name: 'Meu perfil' })).toBeVisible();
  await quickMenu.getByRole('link', { name: 'Meu perfil' }).click();
  await expect(page).toHaveURL(/\/aurora\/perfil$/);
});

test('an administrator stars eleven pages: ten in the top bar and one behind "+1", all kept after a reload; unstarring clears them', async ({
  page,
}) => {
  const eleven = [
    'Minhas comissões',
    'Meus links',
    'Meu perfil',
    'Agenda',
    'Comissionar vendas',
    'Pagamentos',
    'Listagem de transações',
    'Solicitações de brindes',
    'Entregas de brindes',
    'Expedições',
    'Contas de produtos',
  ];
  await page.goto('/aurora/dashboard');
  await logIn(page);
  const chooser = page.getByRole('dialog', { name: 'Escolher páginas favoritas' });
  const openChooser = async () => {
    await topBar(page).getByRole('button', { name: 'Escolher páginas favoritas' }).click();
    await expect(chooser).toBeVisible();
  };
  await openChooser();
  await expect(chooser.getByRole('button', { pressed: false })).toHaveCount(13);
  const elevenSaved = starsSaved(page, 11);
  for (const name of eleven) await chooser.getByRole('button', { name, exact: true }).click();
  await expect(chooser.getByRole('button', { pressed: true })).toHaveCount(11);
  await page.keyboard.press('Escape');

  const quickMenu = page.getByRole('navigation', { name: 'Páginas favoritas' });
  const shown = async () => expect(quickMenu.getByRole('link')).toHaveText(eleven.slice(0, 10));
  await shown();
  await expect(quickMenu.getByRole('button', { name: 'Mais 1 página favorita' })).toBeVisible();

  await elevenSaved;
  await page.reload();
  await shown();
  await quickMenu.getByRole('button', { name: 'Mais 1 página favorita' }).click();
  await page.getByRole('menuitem', { name: 'Contas de produtos' }).click();
  // The starred page opens with its star on: the company's platform accounts.
  await expect(page).toHaveURL(/\/aurora\/configuracoes\/contas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contas de produtos' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /Hotmart/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remover das páginas favoritas' })).toHaveAttribute('aria-pressed', 'true');

  await openChooser();
  const noneSaved = starsSaved(page, 0);
  for (const name of eleven) await chooser.getByRole('button', { name, exact: true }).click();
  await expect(chooser.getByRole('button', { pressed: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await noneSaved;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Contas de produtos' })).toBeVisible();
  await expect(quickMenu).toHaveCount(0);
});
