import { expect, test, type Page } from '@playwright/test';
import { lastInviteLink } from './support/mail';
import { DEMO_PASSWORD, logIn } from './support/session';

// Helena Costa administers Vitória Cursos; no other journey changes that company's roles, so editing its Atendente
// here leaves every other journey's agents as the demo seeds them.
const HELENA = 'helena@vitoria.dev';
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

test('an administrator invites an Atendente, who joins through the e-mailed link; removing a permission from the role reaches them on their next page', async ({
  page,
  browser,
}) => {
  const email = `convidada-${Date.now()}@vitoria.dev`;

  // The administrator invites the new person as Atendente.
  await page.goto('/vitoria/configuracoes/usuarios');
  await logIn(page, HELENA, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
  await page.getByRole('button', { name: 'Convidar usuário' }).click();
  await expect(page).toHaveURL(/\/vitoria\/configuracoes\/usuarios\/criar$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Nome (opcional)').fill('Júlia Prado');
  await page.getByRole('button', { name: /Função/ }).click();
  await page.getByRole('option', { name: 'Atendente' }).click();
  await page.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText(`Convite enviado para ${email}.`)).toBeVisible();
  await expect(page).toHaveURL(/\/vitoria\/configuracoes\/usuarios\/list$/);
  const row = page.getByRole('row', { name: /Júlia Prado/ });
  await expect(row.getByText('Convite pendente')).toBeVisible();

  // The invitation e-mail is in the outbox, with the link to choose a password.
  await expect.poll(() => lastInviteLink(email), { timeout: 10_000 }).not.toBeNull();
  const link = lastInviteLink(email)!;

  // The person follows it in their own browser, chooses a password and logs in with the Atendente's menu.
  const person = await (await browser.newContext()).newPage();
  await person.goto(link);
  await expect(person.getByText(`Escolha a nova senha da conta ${email}.`)).toBeVisible();
  await person.getByLabel('Nova senha', { exact: true }).fill('convite-aceito-2026');
  await person.getByLabel('Repita a nova senha').fill('convite-aceito-2026');
  await person.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(person).toHaveURL(/\/login$/);
  await person.goto('/vitoria/agenda');
  await logIn(person, email, 'convite-aceito-2026');
  await expect(person.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  await expect(menu(person).getByRole('link', { name: 'Agenda' })).toBeVisible();
  await expect(menu(person).getByRole('link', { name: 'Tickets' }).first()).toBeVisible();
  await expect(menu(person).getByText('Configurações')).toHaveCount(0);

  // The administrator takes the agenda away from Atendente.
  await page.goto('/vitoria/configuracoes/funcoes');
  await page.getByRole('button', { name: 'Editar Atendente' }).click();
  await expect(page).toHaveURL(/\/vitoria\/configuracoes\/funcoes\/editar\/\d+$/);
  await page.locator('summary', { hasText: 'Tickets' }).click();
  const agenda = page.getByRole('checkbox', { name: /Usar a agenda de retornos\./ });
  await expect(agenda).toBeChecked();
  // From the keyboard, as the matrix is built to be used: focus the box and press Space.
  await agenda.focus();
  await page.keyboard.press('Space');
  await expect(agenda).not.toBeChecked();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('A função “Atendente” foi atualizada.')).toBeVisible();

  // On the person's next page the menu no longer offers the agenda, and the server refuses it.
  await menu(person).getByRole('link', { name: 'Tickets' }).first().click();
  await expect(person).toHaveURL(/\/vitoria\/tickets/);
  await expect(menu(person).getByRole('link', { name: 'Agenda' })).toHaveCount(0);
  const token = await person.evaluate(() => JSON.parse(localStorage.getItem('accessToken') ?? 'null') as string | null);
  const response = await person.request.get('/api/vitoria/agendamentos', {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  expect(response.status()).toBe(403);

  // The history shows who changed the role and what.
  await page.goto('/vitoria/configuracoes/auditoria');
  const change = page.getByRole('row', { name: /Atendente/ }).first();
  await expect(change.getByText('Helena Costa')).toBeVisible();
  // The changed field by its name in the person's language, the server's name of it on hover.
  await expect(change.getByTitle('permissions')).toHaveText('Permissões');
  await person.context().close();
});
