import { expect, test, type Page } from '@playwright/test';
import { lastMailBody } from './support/mail';
import { logIn } from './support/session';

// Ana Souza administers Aurora. Her new campaign is created switched off, so no other journey's product loses its
// active cart campaign and nothing is scheduled while she writes it.
const ADMIN = 'admin@retoma.dev';

const steps = (page: Page, name: 'Sequência de e-mails' | 'Sequência de SMS') =>
  page.getByRole('list', { name }).getByRole('listitem').locator('strong');

/** Writes one e-mail step of the open campaign from its list. */
async function addEmail(page: Page, subject: string, hours: number) {
  await page.getByRole('button', { name: 'Novo e-mail' }).click();
  await page.getByRole('textbox', { name: /^Esperar depois/ }).fill(String(hours));
  await page.getByRole('textbox', { name: /Nome do remetente/ }).fill('Equipe Aurora');
  await page.getByRole('textbox', { name: /Responder a/ }).fill('contato@aurora.example');
  await page.getByRole('textbox', { name: /Assunto/ }).fill(subject);
  const body = page.getByRole('textbox', { name: 'Mensagem' });
  await body.click();
  await page.keyboard.type('Olá, ');
  await page.getByRole('button', { name: 'Inserir [NOME_LEAD]' }).click();
  await page.keyboard.type('! Seu carrinho ainda está aqui.');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('O e-mail foi criado.')).toBeVisible();
  await expect(page).toHaveURL(/\/emails$/);
}

/** Writes one SMS step of the open campaign from its list. */
async function addSms(page: Page, text: string, hours: number) {
  await page.getByRole('button', { name: 'Novo SMS' }).click();
  await page.getByRole('textbox', { name: /^Esperar depois/ }).fill(String(hours));
  await page.getByRole('textbox', { name: /Mensagem/ }).fill(text);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('O SMS foi criado.')).toBeVisible();
  await expect(page).toHaveURL(/\/sms$/);
}

test('a manager builds a cart campaign: a plan, three e-mails and two SMS, reordered by keyboard and mouse, an invalid step refused, a test e-mail sent to herself', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const plan = `Plano de ponta a ponta ${Date.now()}`;
  const campaign = `Carrinho de ponta a ponta ${Date.now()}`;

  // A new plan, then a cart campaign in it (switched off while it is written).
  await page.goto('/aurora/planos/criar');
  await logIn(page, ADMIN);
  await page.getByRole('textbox', { name: /Nome do plano/ }).fill(plan);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/aurora\/plano\/\d+$/);
  await page.getByRole('button', { name: 'Adicionar nova campanha' }).click();
  await page
    .getByRole('radiogroup', { name: /Tipo de campanha/ })
    .getByText('Recuperação de carrinho')
    .click();
  await page.getByRole('textbox', { name: /Nome da campanha/ }).fill(campaign);
  await page.getByRole('button', { name: /Produto da campanha/ }).click();
  await page.getByRole('option').first().click();
  // react-aria's switch is a visually hidden input inside its label: the person clicks the label.
  await page
    .locator('label')
    .filter({ has: page.getByRole('switch', { name: /Ativo/ }) })
    .click();
  await expect(page.getByRole('switch', { name: /Ativo/ })).not.toBeChecked();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('A campanha foi criada.')).toBeVisible();
  await page.getByRole('link', { name: `Configurar ${campaign}` }).click();
  await expect(page).toHaveURL(/\/campanha\/configurar-checkout\/\d+$/);

  // Three e-mails; an invalid one in between (beyond 31 days, no body) shows its errors and saves nothing.
  await page.getByRole('navigation', { name: 'Seções da campanha' }).getByRole('link', { name: 'E-mails' }).click();
  await addEmail(page, 'E-mail 1', 1);
  await addEmail(page, 'E-mail 2', 2);
  await page.getByRole('button', { name: 'Novo e-mail' }).click();
  await page.getByRole('textbox', { name: /^Esperar depois/ }).fill('40');
  await page.getByRole('button', { name: /Medido em/ }).click();
  await page.getByRole('option', { name: 'Dias' }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(/31 dias/).first()).toBeVisible();
  await expect(page.getByText('Escreva o corpo do e-mail.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(steps(page, 'Sequência de e-mails')).toHaveText(['E-mail 1', 'E-mail 2']);
  await addEmail(page, 'E-mail 3', 3);
  await expect(steps(page, 'Sequência de e-mails')).toHaveText(['E-mail 1', 'E-mail 2', 'E-mail 3']);

  // By keyboard: the first one down a row, saved at once; a reload finds the new order.
  // Each key waits for what a screen reader hears, as a person waits for the row to move.
  await page.getByRole('button', { name: 'Reordenar Passo 1: E-mail 1' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Passo 1: E-mail 1 selecionado, na posição 1 de 3.')).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Passo 1: E-mail 1 movido para a posição 2 de 3.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(steps(page, 'Sequência de e-mails')).toHaveText(['E-mail 2', 'E-mail 1', 'E-mail 3']);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.reload();
  await expect(steps(page, 'Sequência de e-mails')).toHaveText(['E-mail 2', 'E-mail 1', 'E-mail 3']);

  // By mouse: the last one dragged to the top.
  const handle = page.getByRole('button', { name: 'Reordenar Passo 3: E-mail 3' });
  const target = page.getByRole('button', { name: 'Reordenar Passo 1: E-mail 2' });
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 4, { steps: 15 });
  await page.mouse.up();
  await expect(steps(page, 'Sequência de e-mails')).toHaveText(['E-mail 3', 'E-mail 2', 'E-mail 1']);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.reload();
  await expect(steps(page, 'Sequência de e-mails')).toHaveText(['E-mail 3', 'E-mail 2', 'E-mail 1']);

  // Two SMS.
  await page.getByRole('navigation', { name: 'Seções da campanha' }).getByRole('link', { name: 'SMS' }).click();
  await addSms(page, 'SMS 1: [NOME_LEAD], seu carrinho está salvo.', 1);
  await addSms(page, 'SMS 2: última chamada, [NOME_LEAD].', 4);
  await expect(steps(page, 'Sequência de SMS')).toHaveCount(2);

  // The first e-mail, previewed with her own data (the campaign has no contacts yet) and sent to herself.
  await page.getByRole('navigation', { name: 'Seções da campanha' }).getByRole('link', { name: 'E-mails' }).click();
  await page.getByRole('button', { name: 'Editar Passo 1: E-mail 3' }).click();
  await page.getByRole('button', { name: 'Pré-visualizar' }).click();
  const preview = page.getByRole('dialog', { name: 'Prévia do e-mail' });
  await expect(preview.getByText('Assunto: E-mail 3')).toBeVisible();
  await expect(preview.frameLocator('iframe').getByText('Olá, Ana! Seu carrinho ainda está aqui.')).toBeVisible();
  await preview.getByRole('button', { name: 'Enviar teste para mim' }).click();
  await expect(page.getByText(`Enviamos o teste para ${ADMIN}.`)).toBeVisible();
  await expect
    .poll(() => lastMailBody(ADMIN, 'campanha_email_teste'), { timeout: 10_000 })
    // The editor keeps the space typed before a variable as a non-breaking one.
    .toMatch(/Olá,\s+Ana!\s+Seu carrinho ainda está aqui\./);
});
