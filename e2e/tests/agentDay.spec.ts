import { expect, test, type Page } from '@playwright/test';
import { dayDigits, freeTicketAttend, isoDay, leadName, stubWhatsapp, ticketIdOf, walkJourneyByPointer } from './support/agentDay';
import { expectFocusOn, expectFocusShown, pressUntilFocused } from './support/focus';
import { pageScroll, smallTargets } from './support/layout';
import { DEMO_PASSWORD } from './support/session';
import { AGENT, MANAGER } from './support/tickets';

/**
 * The journey an agent repeats all day (issue 22): log in, open the tickets list, attend a ticket, send a WhatsApp
 * default message, finish as waiting with a return, and open that return in the agenda — with the keyboard alone,
 * by touch on a phone, and at 400 % zoom. Each walk attends its own free ticket and books its own hour tomorrow.
 */

const ATTEND = /^Atender o ticket #\d+$/;
const HELD = /Em atendimento por|Aguarda retorno de/;

async function logInWithKeys(page: Page) {
  await page.goto('/aurora/tickets');
  const email = page.getByLabel('E-mail');
  await expect(email).toBeVisible();
  if (!(await email.evaluate((element) => element === document.activeElement))) await pressUntilFocused(page, 'Tab', email, 10);
  await page.keyboard.type(AGENT);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets de recuperação' })).toBeVisible();
  await expect(page.getByRole('button', { name: ATTEND }).first()).toBeVisible();
}

test('keyboard alone at 1366 × 800: focus lands on what comes next after every action, and every focused control shows a whole indicator', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await stubWhatsapp(page);
  await page.setViewportSize({ width: 1366, height: 800 });
  await logInWithKeys(page);

  // Into the list and along the row to a free ticket's "Atender".
  const id = await ticketIdOf(freeTicketAttend(page, ATTEND, HELD));
  const attend = page.getByRole('button', { name: `Atender o ticket #${id}`, exact: true });
  const row = page.getByRole('row').filter({ has: attend });
  await pressUntilFocused(page, 'Tab', page.getByRole('grid').locator('xpath=descendant-or-self::*'), 80);
  await pressUntilFocused(page, 'ArrowDown', row.locator('xpath=descendant-or-self::*'), 30);
  await pressUntilFocused(page, 'ArrowRight', attend, 12);
  await page.keyboard.press('Enter');

  // After "Atender": the attend page, focus on its heading (where a screen reader starts reading).
  await expect(page).toHaveURL(new RegExp(`/aurora/tickets/atender/${id}$`));
  const heading = page.getByRole('heading', { level: 1, name: 'Atendendo ticket' });
  await expectFocusOn(heading, 'the attend page heading');
  const lead = await leadName(page, 'Lead');

  // The WhatsApp panel, a default message, "Enviar pelo WhatsApp".
  await pressUntilFocused(page, 'Tab', page.getByRole('button', { name: 'Enviar WhatsApp' }), 30);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Mensagem de WhatsApp' });
  await expect(panel).toBeVisible();
  await pressUntilFocused(page, 'Tab', panel.getByRole('button', { name: 'Mensagens padrão' }), 15);
  await page.keyboard.press('Enter');
  const firstContact = page.getByRole('menuitem', { name: 'Primeiro contato' });
  await expect(page.getByRole('menu')).toBeVisible();
  await pressUntilFocused(page, 'ArrowDown', firstContact, 10);
  await page.keyboard.press('Enter');
  const message = panel.getByRole('textbox', { name: 'Mensagem' });
  await expect(message).toHaveValue(/^Olá, \[NOME_LEAD\]!/);
  const whatsappWindow = page.waitForEvent('popup');
  await pressUntilFocused(page, 'Tab', panel.getByRole('button', { name: 'Enviar pelo WhatsApp' }), 20);
  await page.keyboard.press('Enter');
  // After the send: focus on its outcome, which says it was sent and links to WhatsApp.
  const outcome = panel.getByRole('group', { name: 'Resultado do envio' });
  await expectFocusOn(outcome, 'the send outcome');
  await expect(outcome).toContainText('Mensagem registrada no histórico.');
  await expectFocusShown(page, 'after the send');
  await whatsappWindow;
  await page.bringToFront();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  // Closed, the panel gives focus back to what opened it.
  await expectFocusOn(page.getByRole('button', { name: 'Enviar WhatsApp' }), 'the WhatsApp button');

  // The finish form, with the "f" shortcut of the desk: straight to the outcome.
  await page.keyboard.press('f');
  const outcomes = page.getByRole('radiogroup', { name: 'Resultado do atendimento' });
  await expectFocusOn(outcomes.locator(':focus'), 'the finish form outcome');
  await expectFocusShown(page, 'f');
  await pressUntilFocused(page, 'ArrowRight', outcomes.getByRole('radio', { name: 'Aguardando' }), 4);
  await page.keyboard.press('Space');
  const when = page.getByRole('group', { name: 'Data e horário do novo atendimento' });
  await pressUntilFocused(page, 'Tab', when.getByRole('spinbutton').first(), 5);
  await page.keyboard.type(`${dayDigits(1)}0915`);
  await pressUntilFocused(
    page,
    'Tab',
    page
      .getByRole('radio', { name: 'Retornar contato' })
      .or(page.getByRole('radiogroup', { name: 'Qual é a situação do lead?' }).locator(':focus')),
    10,
  );
  const again = page.getByRole('radio', { name: 'Retornar contato' });
  if (!(await again.isChecked())) {
    await pressUntilFocused(page, 'ArrowRight', again, 8);
    await page.keyboard.press('Space');
  }
  await expect(again).toBeChecked();
  await pressUntilFocused(page, 'Tab', page.getByRole('textbox', { name: 'Informações de follow-up' }), 5);
  await page.keyboard.type('Ligar amanhã cedo.');
  await pressUntilFocused(page, 'Tab', page.getByRole('button', { name: 'Finalizar atendimento' }), 5);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Finalizar atendimento?' });
  await expect(confirm).toBeVisible();
  await pressUntilFocused(page, 'Tab', confirm.getByRole('button', { name: 'Sim, finalizar' }), 4);
  await page.keyboard.press('Enter');

  // After "Sim, finalizar": the list, focus on the offer of the next ticket.
  await expect(page).toHaveURL(/\/aurora\/tickets(\?.*)?$/);
  const offer = page.getByRole('region', { name: `Atendimento do ticket #${id} finalizado` });
  await expectFocusOn(offer, 'the next ticket offer');
  await expectFocusShown(page, 'after finishing');

  // To the return in the agenda: from the offer's link to the day of the return.
  await pressUntilFocused(page, 'Tab', offer.getByRole('link', { name: 'Ver o retorno na agenda' }), 5);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/aurora/agenda\\?.*data=${isoDay(1)}`));
  const entry = page.getByRole('button', { name: new RegExp(`^9:15 ${lead}`) });
  await expect(entry).toBeVisible();
  // In the agenda focus starts on its heading, and walking to the entry opens it.
  await expectFocusOn(page.getByRole('heading', { level: 1, name: 'Agenda' }), 'the agenda heading');
  await pressUntilFocused(page, 'Tab', entry, 40);
  await page.keyboard.press('Enter');
  const appointment = page.getByRole('dialog', { name: `Retorno de ${lead}` });
  await expect(appointment).toContainText('Ligar amanhã cedo.');
  // Focus moves into the dialog (on the dialog itself, as react-aria does), and Tab stays in it, ring shown.
  await expectFocusOn(appointment.locator('xpath=descendant-or-self::*'), 'the return dialog');
  await page.keyboard.press('Tab');
  await expectFocusOn(appointment.locator('xpath=descendant::*'), 'a control of the return dialog');
  await expectFocusShown(page, 'Tab in the return dialog');
  await page.keyboard.press('Escape');
  await expect(appointment).toBeHidden();
  await expectFocusOn(entry, 'the entry that opened the dialog');
  // Backwards up the agenda: the sticky bar never hides what has focus.
  for (let press = 0; press < 12; press++) {
    await page.keyboard.press('Shift+Tab');
    await expectFocusShown(page, `Shift+Tab ${press + 1}`);
  }
});

test.describe('on a 375 × 812 phone, by touch', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('no screen of the journey scrolls sideways, and no target is under 24 × 24 px without room around it', async ({ page }) => {
    test.setTimeout(180_000);
    const found: string[] = [];
    await walkJourneyByPointer(page, {
      email: AGENT,
      password: DEMO_PASSWORD,
      press: (target) => target.tap(),
      hour: '0945',
      check: async (screen) => {
        await page.waitForLoadState('networkidle');
        const { sideways } = await pageScroll(page);
        if (sideways > 0) found.push(`${screen}: the page scrolls ${sideways} px sideways`);
        for (const target of await smallTargets(page)) found.push(`${screen}: "${target.name}" is ${target.width} × ${target.height} px`);
      },
    });
    expect(found).toEqual([]);
  });
});

test('at 400 % zoom (320 × 200) no screen of the journey scrolls in two directions', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 320, height: 200 });
  const found: string[] = [];
  await walkJourneyByPointer(page, {
    email: AGENT,
    password: DEMO_PASSWORD,
    press: (target) => target.click(),
    hour: '1615',
    check: async (screen) => {
      await page.waitForLoadState('networkidle');
      const { sideways } = await pageScroll(page);
      if (sideways > 0) found.push(`${screen}: the page scrolls ${sideways} px sideways`);
    },
  });
  expect(found).toEqual([]);
});

test('a ticket someone else holds is titled by whose it is, on the page and in the browser tab — never "Atendendo ticket"', async ({
  page,
  browser,
}) => {
  // Carla takes a free ticket...
  await page.goto('/aurora/tickets');
  await page.getByLabel('E-mail').fill(AGENT);
  await page.getByLabel('Senha').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  const attend = freeTicketAttend(page, ATTEND, HELD);
  const id = await ticketIdOf(attend);
  await attend.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Atendendo ticket' })).toBeVisible();
  await expect(page).toHaveTitle('Atendendo ticket · Retoma');

  // ...and the manager opens its attend page.
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await manager.goto(`/aurora/tickets/atender/${id}`);
  await manager.getByLabel('E-mail').fill(MANAGER);
  await manager.getByLabel('Senha').fill(DEMO_PASSWORD);
  await manager.getByRole('button', { name: 'Entrar' }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Ticket de Carla Dias' })).toBeVisible();
  await expect(manager).toHaveTitle('Ticket de Carla Dias · Retoma');
  await expect(manager.getByRole('heading', { name: 'Atendendo ticket' })).toHaveCount(0);
  await managerContext.close();

  // Carla lets it go: the ticket is free again.
  await page.getByRole('button', { name: 'Cancelar atendimento' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sim, cancelar' }).click();
  await expect(page).toHaveURL(/\/aurora\/tickets(\?.*)?$/);
});
