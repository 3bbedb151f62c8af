import { expect, test, type Page } from '@playwright/test';
import { lastResetLink, mailCount } from './support/mail';
import { logIn } from './support/session';

/** A new address per run: the database is fresh, but a retried test must not collide with its first attempt. */
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@retoma.dev`;

/** Creates an account through the API (the journeys below are about what comes after). */
async function createAccount(page: Page, name: string, email: string, password: string) {
  const response = await page.request.post('/api/master/register', { data: { name, email, password } });
  expect(response.status()).toBe(201);
}

test('registering: a mismatched confirmation is caught, then the account is created and the person enters the app', async ({ page }) => {
  const email = uniqueEmail('cadastro');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Crie sua conta' }).click();
  await expect(page).toHaveURL(/\/register$/);

  await page.getByLabel('Nome').fill('Bruna Teixeira');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('senha-forte-2026');
  await page.getByLabel('Confirme a senha').fill('senha-diferente');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('As senhas não coincidem. Tente novamente.')).toBeVisible();
  // Nothing typed is lost.
  await expect(page.getByLabel('Nome')).toHaveValue('Bruna Teixeira');
  await expect(page.getByLabel('E-mail')).toHaveValue(email);

  await page.getByLabel('Confirme a senha').fill('senha-forte-2026');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  const notice = page.getByRole('status');
  await expect(notice).toContainText('Conta criada');
  await expect(notice).toContainText('Cadastro realizado com sucesso!');

  await page.getByRole('button', { name: 'Entrar no Retoma' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Suas empresas' })).toBeVisible();
  await expect(page.getByText('Você ainda não faz parte de nenhuma empresa.')).toBeVisible();
});

test('registering an e-mail that already has an account shows the server message on the field', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Nome').fill('Outra Pessoa');
  await page.getByLabel('E-mail').fill('admin@retoma.dev');
  await page.getByLabel('Senha', { exact: true }).fill('senha-forte-2026');
  await page.getByLabel('Confirme a senha').fill('senha-forte-2026');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('alert')).toContainText('Erro');
  await expect(page.getByText('Este e-mail já está cadastrado.')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('password recovery: ask for a link, follow it, choose a new password and log in with it; the spent link stops working', async ({
  page,
}) => {
  const email = uniqueEmail('recupera');
  await createAccount(page, 'Carla Mendes', email, 'senha-antiga-2026');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
  await expect(page).toHaveURL(/\/esqueceu-a-senha$/);

  // An address without an account gets the very same answer, and no e-mail.
  const stranger = uniqueEmail('ninguem');
  await page.getByLabel('E-mail').fill(stranger);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('heading', { name: 'Confira seu e-mail' })).toBeVisible();
  const neutral = (await page.getByRole('status').textContent())?.replace(stranger, '<e-mail>');
  expect(mailCount(stranger)).toBe(0);

  await page.getByRole('button', { name: 'Usar outro e-mail' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('heading', { name: 'Confira seu e-mail' })).toBeVisible();
  expect((await page.getByRole('status').textContent())?.replace(email, '<e-mail>')).toBe(neutral);

  // The e-mail, as the local server wrote it to its log.
  await expect.poll(() => lastResetLink(email), { timeout: 10_000 }).not.toBeNull();
  const link = lastResetLink(email)!;

  await page.goto(link);
  await expect(page.getByText(`Escolha a nova senha da conta ${email}.`)).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill('senha-nova-2026');
  await page.getByLabel('Repita a nova senha').fill('outra-coisa');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('As senhas não coincidem. Tente novamente.')).toBeVisible();
  await page.getByLabel('Repita a nova senha').fill('senha-nova-2026');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toHaveText('Senha alterada com sucesso. Entre com a nova senha.');
  await expect(page.getByLabel('E-mail')).toHaveValue(email);

  // The old password no longer opens the account; the new one does.
  await logIn(page, email, 'senha-antiga-2026');
  await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
  await page.getByLabel('Senha').fill('senha-nova-2026');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Suas empresas' })).toBeVisible();

  // A link works once.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Link inválido' })).toBeVisible();
});

test('an invalid reset link says so and leads to asking for a new one', async ({ page }) => {
  await page.goto('/recuperar-a-senha/este-token-nao-existe');
  await expect(page.getByRole('heading', { name: 'Link inválido' })).toBeVisible();
  await expect(page.getByText('Este link de recuperação não existe, já foi usado ou expirou.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Nova senha', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Pedir um novo link' }).click();
  await expect(page).toHaveURL(/\/esqueceu-a-senha$/);
  await expect(page.getByRole('heading', { name: 'Recupere sua senha' })).toBeVisible();
});

test('the lock screen keeps the session but asks for the password before any page opens again', async ({ page }) => {
  const email = uniqueEmail('bloqueio');
  await createAccount(page, 'Davi Rocha', email, 'senha-do-davi-1');
  await page.goto('/login');
  await logIn(page, email, 'senha-do-davi-1');
  await expect(page.getByRole('heading', { name: 'Suas empresas' })).toBeVisible();

  await page.goto('/pages/lock-screen');
  await expect(page.getByText('Olá, Davi Rocha. Sua sessão continua aberta: digite sua senha para desbloquear.')).toBeVisible();

  // Locked: the panel sends back here, remembering where the person was going.
  await page.goto('/');
  await expect(page).toHaveURL(/\/pages\/lock-screen\?redirect=%2F$/);

  await page.getByLabel('Senha').fill('errada-123');
  await page.getByRole('button', { name: 'Desbloquear' }).click();
  await expect(page.getByRole('alert')).toHaveText('Senha incorreta.');

  await page.getByLabel('Senha').fill('senha-do-davi-1');
  await page.getByRole('button', { name: 'Desbloquear' }).click();
  await expect(page.getByRole('heading', { name: 'Suas empresas' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Suas empresas' })).toBeVisible();
});

test('/auth/login keeps the redirect; /auth/logout revokes the session and clears it', async ({ page }) => {
  await page.goto('/auth/login?redirect=%2F');
  await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
  await logIn(page, 'admin@retoma.dev', 'retoma123');
  await expect(page.getByRole('heading', { name: 'Suas empresas' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(token).toBeTruthy();

  await page.goto('/auth/logout');
  await expect(page).toHaveURL(/\/login$/);
  const stored = await page.evaluate(() =>
    ['accessToken', 'userInfo', 'permissoes'].map((key) => JSON.parse(localStorage.getItem(key) ?? 'null')),
  );
  expect(stored).toEqual([null, null, null]);
  const status = await page.evaluate(async (t) => {
    const response = await fetch('/api/master/user', { headers: { Authorization: `Bearer ${JSON.parse(t!)}` } });
    return response.status;
  }, token);
  expect(status).toBe(401);
});
