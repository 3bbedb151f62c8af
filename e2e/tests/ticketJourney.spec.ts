import { expect, test, type Locator, type Page } from '@playwright/test';
import { AGENT, MANAGER, openTickets } from './support/tickets';

const TIME_ZONE = 'America/Sao_Paulo'; // the browser's, from playwright.config.ts

/** `days` from today in the browser's time zone, as the digits a pt date field takes (ddmmyyyy). */
function dayDigits(days: number) {
  const parts = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(
    new Date(Date.now() + days * 86_400_000),
  );
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('day')}${part('month')}${part('year')}`;
}

/** Types a date and time into a react-aria date field, segment by segment from the first. */
async function typeDateTime(field: Locator, digits: string) {
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(digits);
}

/**
 * Picks a radio option as a person does: a form's radio keeps its input visually hidden, so the click goes to its
 * label; a segmented control's option is itself the radio.
 */
async function choose(page: Page, option: string) {
  const radio = page.getByRole('radio', { name: option, exact: true });
  const label = page.locator('label', { has: radio });
  await ((await label.count()) > 0 ? label : radio).click();
  await expect(radio).toBeChecked();
}

/** The day view of the agenda, `days` after today. */
async function agendaDay(page: Page, days: number) {
  await page.goto('/aurora/agenda');
  await choose(page, 'Dia');
  for (let step = 0; step < days; step += 1) await page.getByRole('button', { name: 'Próximo período' }).click();
}

test('an agent attends a ticket, writes on WhatsApp, schedules a return, finds it in the agenda and reschedules it; a manager transfers it and reopens a closed one', async ({
  page,
  browser,
}) => {
  // Two people, two browsers and a dozen screens in one story: about 30 s on a quiet machine, twice the 60 s one page gets as headroom on a busy one.
  test.setTimeout(120_000);
  // WhatsApp opens in a new window; this machine has no internet, so the window gets a local page instead.
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));

  await openTickets(page, AGENT);
  const attendButton = page.getByRole('button', { name: /^Atender o ticket #\d+$/ }).first();
  const id = (await attendButton.getAttribute('aria-label'))!.replace(/\D/g, '');
  await attendButton.click();
  await expect(page).toHaveURL(new RegExp(`/aurora/tickets/atender/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Atendendo ticket' })).toBeVisible();
  const lead = (await page
    .locator('section', { has: page.getByRole('heading', { name: 'Lead' }) })
    .locator('strong')
    .first()
    .textContent())!;

  // Another person, another browser: the same ticket cannot be taken while Carla holds it.
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await openTickets(manager, MANAGER);
  await manager.getByRole('searchbox', { name: 'Pesquisar' }).fill(id);
  await manager.getByRole('searchbox', { name: 'Pesquisar' }).press('Enter');
  await manager.getByRole('button', { name: `Atender o ticket #${id}` }).click();
  const refusal = manager.getByRole('alertdialog');
  await expect(refusal).toContainText('Ticket com outro atendente');
  await expect(refusal).toContainText('Carla Dias');
  await refusal.getByRole('button', { name: 'Entendi' }).click();

  // A default message with variables: the server fills them in; WhatsApp opens with the filled text.
  await page.getByRole('button', { name: 'Enviar WhatsApp' }).click();
  const panel = page.getByRole('dialog', { name: 'Mensagem de WhatsApp' });
  await panel.getByRole('button', { name: 'Mensagens padrão' }).click();
  await page.getByRole('menuitem', { name: 'Primeiro contato' }).click();
  await expect(panel.getByRole('textbox', { name: 'Mensagem' })).toHaveValue(/^Olá, \[NOME_LEAD\]!/);
  const whatsappWindow = page.waitForEvent('popup');
  await panel.getByRole('button', { name: 'Enviar pelo WhatsApp' }).click();
  const sent = `Olá, ${lead}! Aqui é Carla Dias, da Loja Aurora.`;
  await expect(panel.getByRole('log', { name: 'Mensagens enviadas' })).toContainText(sent);
  expect(decodeURIComponent((await whatsappWindow).url())).toContain(sent);
  await panel.getByRole('button', { name: 'Fechar' }).first().click();
  await page.getByRole('tab', { name: /^Histórico/ }).click();
  await expect(page.getByRole('list', { name: 'Histórico do ticket' })).toContainText(sent);

  // Finish as waiting, with a return tomorrow at 10:30.
  await page.getByRole('tab', { name: 'Atendimento' }).click();
  await choose(page, 'Aguardando');
  await typeDateTime(page.getByRole('group', { name: 'Data e horário do novo atendimento' }), `${dayDigits(1)}1030`);
  await choose(page, 'Retornar contato');
  await page.getByRole('textbox', { name: 'Informações de follow-up' }).fill('Ligar amanhã de manhã.');
  await page.getByRole('button', { name: 'Finalizar atendimento' }).click();
  await page.getByRole('alertdialog', { name: 'Finalizar atendimento?' }).getByRole('button', { name: 'Sim, finalizar' }).click();
  await expect(page).toHaveURL(/\/aurora\/tickets(\?.*)?$/);
  await expect(page.getByText('Atendimento finalizado. O retorno está na sua agenda.')).toBeVisible();

  // The return is in Carla's agenda tomorrow; she moves it to the day after at 15:00.
  await agendaDay(page, 1);
  await page.getByRole('button', { name: new RegExp(`^10:30 ${lead}`) }).click();
  const appointment = page.getByRole('dialog', { name: `Retorno de ${lead}` });
  await expect(appointment).toContainText('Ligar amanhã de manhã.');
  await typeDateTime(appointment.getByRole('group', { name: 'Nova data e horário' }), `${dayDigits(2)}1500`);
  await appointment.getByRole('button', { name: 'Salvar novo horário' }).click();
  await expect(page.getByText(/^Retorno reagendado para/)).toBeVisible();
  await expect(appointment).toBeHidden();
  await page.getByRole('button', { name: 'Próximo período' }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^15:00 ${lead}`) })).toBeVisible();

  // The manager hands the ticket to Bruno Lima: it waits for him now.
  await manager.goto(`/aurora/tickets/detalhar/${id}`);
  await manager.getByRole('button', { name: 'Transferir' }).click();
  const transfer = manager.getByRole('dialog', { name: `Transferir o ticket #${id}` });
  await transfer.getByRole('combobox', { name: 'Usuário' }).fill('Bruno');
  await manager.getByRole('option', { name: 'Bruno Lima' }).click();
  await transfer.getByRole('button', { name: 'Transferir' }).click();
  await expect(manager.getByText(`Ticket #${id} transferido para Bruno Lima.`)).toBeVisible();
  await expect(manager.getByText('Aguarda retorno de')).toBeVisible();
  await expect(manager.locator('dd', { hasText: 'Bruno Lima' }).first()).toBeVisible();

  // ...and reopens a closed ticket.
  await manager.goto('/aurora/tickets');
  await manager.getByRole('tab', { name: /^Fechados/ }).click();
  await expect(manager.getByRole('grid', { name: 'Tickets' }).getByRole('row').nth(1)).toContainText('Fechado');
  const more = manager.getByRole('button', { name: /^Mais ações do ticket #\d+$/ }).first();
  const closedId = (await more.getAttribute('aria-label'))!.replace(/\D/g, '');
  await more.click();
  await manager.getByRole('menuitem', { name: 'Detalhar' }).click();
  await expect(manager).toHaveURL(new RegExp(`/aurora/tickets/detalhar/${closedId}$`));
  await manager.getByRole('button', { name: 'Reabrir' }).click();
  await manager
    .getByRole('alertdialog', { name: `Reabrir o ticket #${closedId}?` })
    .getByRole('button', { name: 'Sim, reabrir' })
    .click();
  await expect(manager.getByText(`Ticket #${closedId} reaberto.`)).toBeVisible();
  await expect(manager.getByText('Reaberto', { exact: true })).toBeVisible();
  await managerContext.close();
});
