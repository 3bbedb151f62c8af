import { expect, test } from '@playwright/test';
import { dayDigits, freeTicketAttend, isoDay, leadName, stubWhatsapp, ticketIdOf } from './support/agentDay';
import { pageScroll } from './support/layout';
import { logIn } from './support/session';
import { AGENT } from './support/tickets';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

/**
 * The agent's day in English on a phone (issue 21): the person switches to English, then attends a ticket, writes
 * on WhatsApp, finishes as waiting with a call-back and opens it in the schedule — every text in English, the
 * history's server-written entries included, and no screen scrolls sideways.
 */
test('an agent who reads English attends, writes on WhatsApp, finishes with a call-back and finds it in the schedule, all in English at 375 px', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await stubWhatsapp(page);
  const noSidewaysScroll = async (screen: string) => expect((await pageScroll(page)).sideways, screen).toBeLessThanOrEqual(0);

  await page.goto('/aurora/tickets');
  await logIn(page, AGENT);
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets de recuperação' })).toBeVisible();
  await page.getByRole('button', { name: 'Preferências' }).tap();
  const preferences = page.getByRole('dialog');
  await preferences.getByRole('button', { name: /Idioma/ }).tap();
  await page.getByRole('option', { name: 'English' }).tap();
  await expect(preferences.getByRole('button', { name: /Language/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // The list.
  await expect(page.getByRole('heading', { level: 1, name: 'Recovery tickets' })).toBeVisible();
  await expect(page).toHaveTitle('Recovery tickets · Retoma');
  const attend = freeTicketAttend(page, /^Handle ticket #\d+$/, /Being handled by|Awaiting a call-back from/);
  await expect(attend).toBeVisible();
  await noSidewaysScroll('list');
  const id = await ticketIdOf(attend);
  await attend.tap();

  // Attending.
  await expect(page).toHaveURL(new RegExp(`/aurora/tickets/atender/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Attending ticket' })).toBeVisible();
  await expect(page).toHaveTitle('Attending ticket · Retoma');
  const lead = await leadName(page, 'Lead');
  await expect(page.getByRole('tab', { name: 'Attendance' })).toHaveAttribute('aria-selected', 'true');
  await noSidewaysScroll('attend');

  // A default message (the company's own, in its words) sent on WhatsApp.
  await page.getByRole('button', { name: 'Send WhatsApp' }).tap();
  const panel = page.getByRole('dialog', { name: 'WhatsApp message' });
  await panel.getByRole('button', { name: 'Default messages' }).tap();
  await page.getByRole('menuitem', { name: 'Primeiro contato' }).tap();
  const whatsappWindow = page.waitForEvent('popup');
  await panel.getByRole('button', { name: 'Send via WhatsApp' }).tap();
  await expect(panel.getByRole('group', { name: 'Send result' })).toContainText('Message recorded in the history.');
  await (await whatsappWindow).close();
  await noSidewaysScroll('whatsapp');
  await panel.getByRole('button', { name: 'Close' }).last().tap();
  await expect(panel).toBeHidden();

  // The history: what the server recorded, worded in English.
  await page.getByRole('tab', { name: /^History/ }).tap();
  const history = page.getByRole('list', { name: 'Ticket history' });
  await expect(history).toContainText('Attendance started');
  await expect(history).toContainText('WhatsApp message sent');
  await expect(history).not.toContainText('Atendimento iniciado');
  await expect(history).not.toContainText('Mensagem enviada por WhatsApp');

  // Finished as waiting, with a call-back tomorrow at 4:45 PM (the English date field: month, day, year, hour, AM/PM).
  await page.getByRole('tab', { name: 'Attendance' }).tap();
  const waiting = page.getByRole('radio', { name: 'Waiting', exact: true });
  await page.locator('label', { has: waiting }).tap();
  await expect(waiting).toBeChecked();
  await page.getByRole('group', { name: 'Date and time of the next attendance' }).getByRole('spinbutton').first().tap();
  await page.keyboard.type(`${dayDigits(1, 'mdy')}0445p`);
  const again = page.getByRole('radio', { name: 'Retornar contato', exact: true });
  await page.locator('label', { has: again }).tap();
  await page.getByRole('textbox', { name: 'Follow-up notes' }).fill('Call tomorrow afternoon.');
  await noSidewaysScroll('finish');
  await page.getByRole('button', { name: 'Finish attendance' }).tap();
  await page.getByRole('alertdialog', { name: 'Finish the attendance?' }).getByRole('button', { name: 'Yes, finish' }).tap();

  // Back on the list: the toast, the offer of the next ticket, the way to the call-back.
  await expect(page.getByText('Attendance finished. The follow-up is in your agenda.')).toBeVisible();
  await expect(page.getByRole('region', { name: `Ticket #${id} finished` })).toBeVisible();
  await page.getByRole('link', { name: 'See the call-back in your schedule' }).tap();

  // The schedule, on the call-back's day.
  await expect(page).toHaveURL(new RegExp(`/aurora/agenda\\?.*data=${isoDay(1)}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  const entry = page.getByRole('button', { name: new RegExp(`^4:45 PM ${lead}`) });
  await expect(entry).toBeVisible();
  await noSidewaysScroll('agenda');
  await entry.tap();
  const callBack = page.getByRole('dialog', { name: `Call-back to ${lead}` });
  await expect(callBack).toContainText('Call tomorrow afternoon.');
  await noSidewaysScroll('call-back');
});
