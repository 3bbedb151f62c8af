import { expect, type Locator, type Page } from '@playwright/test';

const TIME_ZONE = 'America/Sao_Paulo'; // the browser's, from playwright.config.ts

/** The calendar day `days` from today in the browser's time zone. */
function dayParts(days: number) {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(
    new Date(Date.now() + days * 86_400_000),
  );
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return { day: part('day'), month: part('month'), year: part('year') };
}

/** `days` from today as the digits a date field takes, in the order of the language's segments (pt ddmmyyyy, en mmddyyyy). */
export function dayDigits(days: number, order: 'dmy' | 'mdy' = 'dmy') {
  const { day, month, year } = dayParts(days);
  return order === 'dmy' ? `${day}${month}${year}` : `${month}${day}${year}`;
}

/** `days` from today as the agenda's address spells it (`2026-11-27`). */
export function isoDay(days: number) {
  const { day, month, year } = dayParts(days);
  return `${year}-${month}-${day}`;
}

/**
 * The "Atender" button of the last ticket on the list's first page nobody holds or waits for: the other journeys
 * (ticketJourney.spec.ts) take the first, and a ticket finished here waits for its return, so each walk takes its own.
 */
export function freeTicketAttend(page: Page, attendName: RegExp, heldBy: RegExp): Locator {
  return page
    .getByRole('grid')
    .getByRole('row')
    .filter({ hasNot: page.getByText(heldBy) })
    .getByRole('button', { name: attendName })
    .last();
}

/** The ticket number in an "Atender o ticket #12" button's name. */
export async function ticketIdOf(button: Locator) {
  return (await button.getAttribute('aria-label'))!.replace(/\D/g, '');
}

/** The lead's name, from the attend screen's lead card. */
export async function leadName(page: Page, leadHeading: string) {
  const name = page
    .locator('section', { has: page.getByRole('heading', { name: leadHeading, exact: true }) })
    .locator('strong')
    .first();
  await expect(name).not.toBeEmpty();
  return (await name.textContent())!;
}

/** WhatsApp opens in a new window; this machine has no internet, so the window gets a local page instead. */
export async function stubWhatsapp(page: Page) {
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
}

/** The screens of the journey, in order, at which a walk checks the page. */
export type JourneyScreen = 'list' | 'attend' | 'whatsapp' | 'finish' | 'agenda' | 'return';

export interface PointerJourney {
  /** Who: the agent's e-mail and password. */
  email: string;
  password: string;
  /** How the person presses a control: a tap on a phone, a click elsewhere. */
  press: (target: Locator) => Promise<void>;
  /** The hour of the return, as a time field takes its digits (`1015`), tomorrow. */
  hour: string;
  /** Checks the page at each screen of the journey. */
  check: (screen: JourneyScreen) => Promise<void>;
}

/** Picks a radio option as a person does: a form's radio keeps its input visually hidden, so the press goes to its label. */
async function choose(page: Page, journey: PointerJourney, option: string) {
  const radio = page.getByRole('radio', { name: option, exact: true });
  const label = page.locator('label', { has: radio });
  await journey.press((await label.count()) > 0 ? label : radio);
  await expect(radio).toBeChecked();
}

/**
 * The agent's journey by pointer (touch on a phone, the mouse at 400 % zoom), in pt: log in, the tickets list,
 * attend a free ticket, send the first default WhatsApp message, finish as waiting with a return tomorrow, open
 * that return in the agenda. Answers the ticket's number and the lead's name.
 */
export async function walkJourneyByPointer(page: Page, journey: PointerJourney) {
  const { press, check } = journey;
  await stubWhatsapp(page);
  await page.goto('/aurora/tickets');
  await page.getByLabel('E-mail').fill(journey.email);
  await page.getByLabel('Senha').fill(journey.password);
  await press(page.getByRole('button', { name: 'Entrar' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets de recuperação' })).toBeAttached();
  const attend = freeTicketAttend(page, /^Atender o ticket #\d+$/, /Em atendimento por|Aguarda retorno de/);
  await expect(attend).toBeAttached();
  await check('list');

  const id = await ticketIdOf(attend);
  await press(attend);
  await expect(page).toHaveURL(new RegExp(`/aurora/tickets/atender/${id}$`));
  const lead = await leadName(page, 'Lead');
  await check('attend');

  await press(page.getByRole('button', { name: 'Enviar WhatsApp' }));
  const panel = page.getByRole('dialog', { name: 'Mensagem de WhatsApp' });
  await press(panel.getByRole('button', { name: 'Mensagens padrão' }));
  await press(page.getByRole('menuitem', { name: 'Primeiro contato' }));
  await expect(panel.getByRole('textbox', { name: 'Mensagem' })).toHaveValue(/^Olá, \[NOME_LEAD\]!/);
  const whatsappWindow = page.waitForEvent('popup');
  await press(panel.getByRole('button', { name: 'Enviar pelo WhatsApp' }));
  await expect(panel.getByRole('group', { name: 'Resultado do envio' })).toContainText('Mensagem registrada no histórico.');
  await (await whatsappWindow).close();
  await check('whatsapp');
  await press(panel.getByRole('button', { name: 'Fechar' }).last());
  await expect(panel).toBeHidden();

  await choose(page, journey, 'Aguardando');
  await press(page.getByRole('group', { name: 'Data e horário do novo atendimento' }).getByRole('spinbutton').first());
  await page.keyboard.type(`${dayDigits(1)}${journey.hour}`);
  await choose(page, journey, 'Retornar contato');
  await page.getByRole('textbox', { name: 'Informações de follow-up' }).fill('Ligar amanhã.');
  await check('finish');
  await press(page.getByRole('button', { name: 'Finalizar atendimento' }));
  await press(page.getByRole('alertdialog', { name: 'Finalizar atendimento?' }).getByRole('button', { name: 'Sim, finalizar' }));
  await expect(page).toHaveURL(/\/aurora\/tickets(\?.*)?$/);

  await press(page.getByRole('link', { name: 'Ver o retorno na agenda' }));
  await expect(page).toHaveURL(new RegExp(`/aurora/agenda\\?.*data=${isoDay(1)}`));
  const time = `${Number(journey.hour.slice(0, 2))}:${journey.hour.slice(2)}`;
  const entry = page.getByRole('button', { name: new RegExp(`^${time} ${lead}`) });
  await expect(entry).toBeAttached();
  await check('agenda');
  await press(entry);
  const appointment = page.getByRole('dialog', { name: `Retorno de ${lead}` });
  await expect(appointment).toContainText('Ligar amanhã.');
  await check('return');
  return { id, lead };
}
