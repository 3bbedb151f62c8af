import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/session';
import { AGENT, MANAGER } from './support/tickets';

const TIME_ZONE = 'America/Sao_Paulo'; // the browser's and Loja Aurora's
const CAMPAIGN = 'Agende uma conversa com a equipe'; // the demo scheduling campaign of "Recuperação principal"

/** A day (`YYYY-MM-DD`) of an instant in the company's zone. */
const dayOf = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(instant);

/** Whole days from today to an instant, in the company's calendar. */
const daysFromToday = (instant: Date) => Math.round((Date.parse(dayOf(instant)) - Date.parse(dayOf(new Date()))) / 86_400_000);

/**
 * Picks the first radio named so, as a person does: a form's radio keeps its input visually hidden, so the click goes
 * to its label; a segmented control's option is itself the radio.
 */
async function choose(page: Page, name: string | RegExp) {
  const radio = page.getByRole('radio', typeof name === 'string' ? { name, exact: true } : { name });
  const label = page.locator('label', { has: radio }).first();
  const target = (await label.count()) > 0 ? label : radio.first();
  await target.click();
  await expect((await label.count()) > 0 ? label.getByRole('radio') : radio.first()).toBeChecked();
}

test('a lead books a slot on the public page and the campaign’s agent finds the ticket and the agenda entry', async ({ page, browser }) => {
  // A manager, a lead and an agent, three browsers: headroom for a busy 2-core machine.
  test.setTimeout(120_000);
  const stamp = Date.now();
  const lead = `Lead Agenda ${stamp}`;
  const email = `agenda-${stamp}@exemplo.com.br`;

  // The manager gives the demo scheduling campaign an agent, Carla Dias, and reads its booking link.
  await page.goto('/aurora/planos/meus-planos');
  await logIn(page, MANAGER);
  await page.getByRole('link', { name: 'Recuperação principal', exact: true }).click();
  await page.getByRole('link', { name: `Configurar ${CAMPAIGN}` }).click();
  await expect(page).toHaveURL(/\/campanha\/configurar-agendamento\/\d+$/);
  await page.getByRole('button', { name: /Atendente que recebe os agendamentos/ }).click();
  await page.getByRole('option', { name: 'Carla Dias' }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('A campanha foi atualizada.')).toBeVisible();
  const link = await page.getByRole('textbox', { name: 'Endereço da página' }).inputValue();
  expect(link).toMatch(/\/agendamento\?token=[0-9a-f-]{36}$/);

  // The lead, without an account: the first free slot of the first day offered.
  const leadContext = await browser.newContext();
  const leadPage = await leadContext.newPage();
  await leadPage.goto(link);
  await expect(leadPage.getByRole('heading', { level: 1, name: CAMPAIGN })).toBeVisible();
  await expect(leadPage.getByText(/Horários no horário de Brasília\./)).toBeVisible();
  await choose(leadPage, /^\d{1,2}:\d{2}$/);
  await leadPage.getByRole('textbox', { name: /Nome/ }).fill(lead);
  await leadPage.getByRole('textbox', { name: /E-mail/ }).fill(email);
  await leadPage.getByRole('textbox', { name: 'DDD' }).fill('11');
  await leadPage.getByRole('textbox', { name: /Telefone/ }).fill('987654321');
  const booked = leadPage.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes('/api/public/agendamento/'),
  );
  await leadPage.getByRole('button', { name: 'Agendar' }).click();
  const answer = await booked;
  expect(answer.status()).toBe(201);
  const horario = new Date(((await answer.json()) as { data: { horario: string } }).data.horario);
  await expect(leadPage.getByRole('heading', { name: 'Horário agendado!' })).toBeFocused();
  await expect(leadPage.getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', 'https://aurora.example/obrigado');
  await leadContext.close();

  // Carla finds the booking in her agenda on its day and time, and its ticket among the tickets.
  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await agent.goto('/aurora/agenda');
  await logIn(agent, AGENT);
  await choose(agent, 'Dia');
  for (let step = 0; step < daysFromToday(horario); step += 1) await agent.getByRole('button', { name: 'Próximo período' }).click();
  const time = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(horario);
  await agent.getByRole('button', { name: new RegExp(`^0?${time.replace(/^0/, '')} ${lead}`) }).click();
  await expect(agent.getByRole('dialog', { name: `Retorno de ${lead}` })).toBeVisible();
  await agent.keyboard.press('Escape');
  await agent.goto('/aurora/tickets');
  await agent.getByRole('searchbox', { name: 'Pesquisar' }).fill(email);
  await agent.getByRole('searchbox', { name: 'Pesquisar' }).press('Enter');
  await expect(agent.getByRole('row', { name: new RegExp(lead) })).toBeVisible();
  await agentContext.close();
});
