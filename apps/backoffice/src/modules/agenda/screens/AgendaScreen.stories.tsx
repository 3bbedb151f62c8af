import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findOverlay } from '#storybook/queries';
import { IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import AgendaScreen from './AgendaScreen';
import {
  AGENT_ROLE,
  agendaHandlers,
  ALREADY_DONE,
  OUT_OF_HOURS,
  pickerText,
  rescheduleRequests,
  settled,
  typeNewTime,
} from './agendaStoryData';
import { darkStory, screenStates } from '#storybook/screenStates';
import { expectNoPortuguese, inLocale, type StoryFrame } from '#storybook/languages';

/** Every story opens on the pinned day (Saturday 14/03/2026), so the fixtures are in view in Storybook too. */
const at = (search: string) => ({ id: 'agenda', path: `/aurora/agenda?${search}` });

const meta = {
  title: 'Screens/Agenda',
  component: AgendaScreen,
  parameters: { layout: 'fullscreen', route: at('data=2026-03-14'), ...IN_COMPANY },
  beforeEach({ msw }) {
    rescheduleRequests.mockClear();
    msw.use(...agendaHandlers());
  },
} satisfies Meta<typeof AgendaScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

type Canvas = ReturnType<typeof within>;
const dayCell = (canvas: Canvas, name: string) => canvas.getByRole('group', { name });
/** After a drop, no day is highlighted any more (react-aria clears it a moment later). */
const dragSettled = (canvasElement: HTMLElement) => waitFor(() => expect(canvasElement.querySelector('[data-drop-target]')).toBeNull());

/** Opens an appointment from the calendar and waits for its dialog. */
async function openAppointment(canvas: Canvas, entry: RegExp, lead: string) {
  await userEvent.click(await canvas.findByRole('button', { name: entry }));
  const dialog = await body().findByRole('dialog', { name: `Retorno de ${lead}` });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** My month: overdue returns say so in words, today is marked, weeks start on Sunday (pt-BR). */
export const MonthLoaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await settled(canvasElement, /^15:00 Marcos Oliveira/);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: 'Meus agendamentos' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('heading', { level: 2, name: 'março de 2026' })).toBeVisible();
    await expect((await canvas.findAllByRole('columnheader'))[0]).toHaveTextContent('domingo');
    const today = dayCell(canvas, 'sábado, 14 de março de 2026');
    await expect(await within(today).findByText('Hoje')).toBeVisible();
    await expect(await within(today).findByRole('button', { name: /^10:00 Juliana Costa.*Atrasado/ })).toBeVisible();
    await expect(await within(today).findByRole('button', { name: /^15:00 Marcos Oliveira/ })).not.toHaveTextContent('Atrasado');
    await expect(dayCell(canvas, 'sexta-feira, 13 de março de 2026')).toHaveTextContent('Carlos PereiraMétodo ReconquistaAtrasado');
    await expect(dayCell(canvas, 'segunda-feira, 16 de março de 2026')).toHaveTextContent('Receitas Fit em 30 Dias');
  },
};

export const WeekLoaded: Story = {
  parameters: { route: at('visao=semana&data=2026-03-16') },
  play: async ({ canvasElement }) => {
    const canvas = await settled(canvasElement, /^10:00 Patrícia Gomes/);
    await expect(await canvas.findByRole('heading', { level: 2, name: '15 – 21 de mar. de 2026' })).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: 'Semana' })).toBeChecked();
    await expect(dayCell(canvas, 'segunda-feira, 16 de março de 2026, 10:00')).toHaveTextContent('Patrícia Gomes');
    // Days without returns say so in their column.
    await expect(await canvas.findByRole('columnheader', { name: /terça-feira, 17 de março de 2026/ })).toHaveTextContent('Nenhum retorno');
  },
};

export const DayLoaded: Story = {
  parameters: { route: at('visao=dia&data=2026-03-14') },
  play: async ({ canvasElement }) => {
    const canvas = await settled(canvasElement, /^15:00 Marcos Oliveira/);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'sábado, 14 de março de 2026' })).toBeVisible();
    await expect(dayCell(canvas, 'sábado, 14 de março de 2026, 10:00')).toHaveTextContent('Juliana Costa');
    await expect(dayCell(canvas, 'sábado, 14 de março de 2026, 15:00')).toHaveTextContent('Marcos Oliveira');
  },
};

/** The list: one heading per day with returns, each line with time, lead, product, owner and situation. */
export const ListLoaded: Story = {
  parameters: { route: at('visao=lista&data=2026-03-14') },
  play: async ({ canvasElement }) => {
    const canvas = await settled(canvasElement, /^15:00 Marcos Oliveira/);
    const days = await canvas.findAllByRole('heading', { level: 3 });
    // The overdue returns first, under their own heading; then the other days.
    await expect(days.map((day: HTMLElement) => day.textContent)).toEqual([
      'Atrasados',
      'sábado, 14 de março de 2026Hoje',
      'segunda-feira, 16 de março de 2026',
    ]);
    const entry = await canvas.findByRole('button', { name: /^10:00 Patrícia Gomes/ });
    await expect(entry).toHaveTextContent('Responsável: Ana Souza');
    await expect(entry).toHaveTextContent('No prazo');
  },
};

/**
 * On a phone the agenda opens on the list (no view in the address), readable, overdue returns first and then the
 * rest by day and time, and the page never scrolls sideways.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvasElement }) => {
    const canvas = await settled(canvasElement, /^15:00 Marcos Oliveira/);
    const headings = await canvas.findAllByRole('heading', { level: 3 });
    await expect(headings.map((heading: HTMLElement) => heading.textContent)).toEqual([
      'Atrasados',
      'sábado, 14 de março de 2026Hoje',
      'segunda-feira, 16 de março de 2026',
    ]);
    const entries = await canvas.findAllByRole('button', { name: /^\d{1,2}:\d{2} / });
    await expect(entries.map((entry: HTMLElement) => entry.textContent)).toEqual([
      expect.stringContaining('Carlos Pereira'),
      expect.stringContaining('Juliana Costa'),
      expect.stringContaining('Marcos Oliveira'),
      expect.stringContaining('Patrícia Gomes'),
    ]);
    await expect(await canvas.findByRole('button', { name: /^9:30 Carlos Pereira/ })).toHaveTextContent('Atrasado');
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

/** Overdue returns (before now, not attended) are marked with the word "Atrasado", not only with a colour. */
export const OverdueEntries: Story = {
  parameters: { route: at('visao=lista&data=2026-03-14') },
  play: async ({ canvasElement }) => {
    const canvas = await settled(canvasElement, /^9:30 Carlos Pereira/);
    await expect(await canvas.findByRole('button', { name: /^9:30 Carlos Pereira/ })).toHaveTextContent('Atrasado');
    await expect(await canvas.findByRole('button', { name: /^10:00 Juliana Costa/ })).toHaveTextContent('Atrasado');
    await expect(await canvas.findAllByText('Atrasado')).toHaveLength(2);
  },
};

/** A month without returns: the grid stays, a note says there is nothing; the list says it in an empty state. */
export const EmptyRange: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.tickets.agenda.meus([]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Nenhum retorno agendado neste período.');
    await expect(await within(dayCell(canvas, 'segunda-feira, 16 de março de 2026')).findByText('Nenhum retorno')).toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('radio', { name: 'Lista' }));
    // The grid's note is replaced by the list's empty state: the text is seen once the list has drawn.
    await waitFor(async () => expect(await canvas.findByText('Nenhum retorno agendado neste período.')).toBeVisible());
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Agenda');

/** My returns never answer, fail or are refused by the server; a role without `ticket_agenda` is turned away. */
const states = screenStates(mockHandlers.tickets.agenda.meus, {
  loading: 'Carregando a agenda…',
  // The toolbar stays, to pick another period.
  around: async (canvasElement) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'março de 2026' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Próximo período' })).toBeEnabled();
  },
  error: { alert: ['Não foi possível carregar a agenda.', 'Erro interno do servidor.'], retry: 'Tentar novamente' },
  forbidden: { handlers: () => agendaHandlers({ role: AGENT_ROLE, grants: { [AGENT_ROLE]: ['ticket', 'ticket_atender'] } }) },
});

export const Loading: Story = states.Loading;

/** A failed load: the server's message and a retry, the toolbar still there to pick another period. */
export const Error: Story = states.Error;

/** Without `ticket_agenda` the route sends the user away. */
export const Forbidden: Story = states.Forbidden;

/** The server refuses the list (permission revoked meanwhile): the same way out as the route guard. */
export const ForbiddenByServer: Story = states.ForbiddenByServer;

/** The dialog: details, a date and time picker, and the toast once the server saved the new moment. */
export const RescheduleByDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await settled(canvasElement, /^15:00 Marcos Oliveira/);
    const dialog = await openAppointment(canvas, /^15:00 Marcos Oliveira/, 'Marcos Oliveira');
    await expect(await dialog.findByText('Retornar para fechar o parcelamento em 12x.')).toBeVisible();
    await expect(pickerText(await dialog.findByRole('group', { name: 'Nova data e horário' }))).toBe('14/03/2026, 15:00');
    await typeNewTime(dialog, '200320261630');
    await userEvent.click(await dialog.findByRole('button', { name: 'Salvar novo horário' }));
    await expect(await body().findByText('Retorno reagendado para 20/03/2026 16:30.')).toBeVisible();
    await expect(body().queryByRole('dialog')).toBeNull();
    await expect(rescheduleRequests).toHaveBeenCalledWith({ id: 3, data_agendamento: '2026-03-20T19:30:00.000Z' });
    await waitFor(() => expect(dayCell(canvas, 'sexta-feira, 20 de março de 2026')).toHaveTextContent('16:30 Marcos Oliveira'));
  },
};

/** A past moment is refused on the field before anything is sent; what was typed stays. */
export const RescheduleToThePastRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await settled(canvasElement, /^15:00 Marcos Oliveira/);
    const dialog = await openAppointment(canvas, /^15:00 Marcos Oliveira/, 'Marcos Oliveira');
    await typeNewTime(dialog, '130320261000');
    await userEvent.click(await dialog.findByRole('button', { name: 'Salvar novo horário' }));
    const field = await dialog.findByRole('group', { name: 'Nova data e horário' });
    await expect(await dialog.findByText('Escolha um horário futuro.')).toBeVisible();
    await expect(field).toHaveAttribute('data-invalid', 'true');
    await expect(pickerText(field)).toBe('13/03/2026, 10:00');
    await expect(rescheduleRequests).not.toHaveBeenCalled();
  },
};

/** The server's 422 lands under the field, the typed moment kept. */
export const RescheduleServerError: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.tickets.agenda.reschedule.error(422, OUT_OF_HOURS));
  },
  play: async ({ canvasElement }) => {
    const canvas = await settled(canvasElement, /^15:00 Marcos Oliveira/);
    const dialog = await openAppointment(canvas, /^15:00 Marcos Oliveira/, 'Marcos Oliveira');
    await typeNewTime(dialog, '200320262130');
    await userEvent.click(await dialog.findByRole('button', { name: 'Salvar novo horário' }));
    await expect(await dialog.findByText('Fora do horário de atendimento da empresa (8h às 18h).')).toBeVisible();
    const field = await dialog.findByRole('group', { name: 'Nova data e horário' });
    await expect(field).toHaveAttribute('data-invalid', 'true');
    await expect(pickerText(field)).toBe('20/03/2026, 21:30');
    await expect(await dialog.findByRole('button', { name: 'Salvar novo horário' })).toBeEnabled();
  },
};

/**
 * Dragging with the keyboard: Enter on the return's handle, Tab to the next day, Enter drops. The time is kept,
 * the server saves it and a toast confirms.
 */
export const DragToAnotherDay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await settled(canvasElement, /^10:00 Patrícia Gomes/);
    (await canvas.findByRole('button', { name: 'Mover 10:00 Patrícia Gomes' })).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dayCell(canvas, 'segunda-feira, 16 de março de 2026')).toHaveFocus());
    await userEvent.keyboard('{Tab}');
    await waitFor(() => expect(dayCell(canvas, 'terça-feira, 17 de março de 2026')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await body().findByText('Retorno reagendado para 17/03/2026 10:00.')).toBeVisible();
    await expect(rescheduleRequests).toHaveBeenCalledWith({ id: 4, data_agendamento: '2026-03-17T13:00:00.000Z' });
    await expect(dayCell(canvas, 'terça-feira, 17 de março de 2026')).toHaveTextContent('10:00 Patrícia Gomes');
    await expect(dayCell(canvas, 'segunda-feira, 16 de março de 2026')).not.toHaveTextContent('Patrícia Gomes');
    await dragSettled(canvasElement);
  },
};

/** A drop the server refuses goes back, and the dialog opens on the attempted moment with the server's reason. */
export const DragRefusedByServer: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.tickets.agenda.reschedule.error(409, ALREADY_DONE));
  },
  play: async ({ canvasElement }) => {
    const canvas = await settled(canvasElement, /^10:00 Patrícia Gomes/);
    (await canvas.findByRole('button', { name: 'Mover 10:00 Patrícia Gomes' })).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dayCell(canvas, 'segunda-feira, 16 de março de 2026')).toHaveFocus());
    await userEvent.keyboard('{Tab}{Enter}');
    const dialog = within(await findOverlay('dialog', 'Retorno de Patrícia Gomes'));
    await expect(await dialog.findByText('Este agendamento já foi concluído.')).toBeVisible();
    await expect(pickerText(await dialog.findByRole('group', { name: 'Nova data e horário' }))).toBe('17/03/2026, 10:00');
    await expect(dayCell(canvas, 'segunda-feira, 16 de março de 2026')).toHaveTextContent('10:00 Patrícia Gomes');
    await dragSettled(canvasElement);
  },
};

/** From the dialog to the ticket: the owner attends it. */
export const OpenTicketToAttend: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await settled(canvasElement, /^15:00 Marcos Oliveira/);
    const dialog = await openAppointment(canvas, /^15:00 Marcos Oliveira/, 'Marcos Oliveira');
    await userEvent.click(await dialog.findByRole('link', { name: 'Atender ticket' }));
    await expectLeftFor(canvasElement, '/aurora/tickets/atender/103');
  },
};

/**
 * "Aguardando atendimento" seen by an agent: Bruno's return cannot be moved by Ana (no handle, the dialog says
 * why) and its ticket opens read-only.
 */
export const AwaitingScopeAsAgent: Story = {
  parameters: { route: at('escopo=natendimento&data=2026-03-14') },
  beforeEach({ msw }) {
    msw.use(...agendaHandlers({ role: AGENT_ROLE }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await settled(canvasElement, /^14:30 Rafael Souza/);
    await expect(await canvas.findByRole('tab', { name: 'Aguardando atendimento' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('button', { name: 'Mover 10:00 Patrícia Gomes' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mover 14:30 Rafael Souza' })).toBeNull();
    const dialog = await openAppointment(canvas, /^14:30 Rafael Souza/, 'Rafael Souza');
    await expect(await dialog.findByText('Bruno Lima')).toBeVisible();
    await expect(
      await dialog.findByText('Só o responsável por este retorno, ou quem pode transferir tickets, pode reagendá-lo.'),
    ).toBeVisible();
    await expect(dialog.queryByRole('group', { name: 'Nova data e horário' })).toBeNull();
    await expect(await dialog.findByRole('link', { name: 'Ver ticket' })).toHaveAttribute('href', '/aurora/tickets/detalhar/105');
  },
};

/** "Todos": done returns too, marked "Concluído", and they cannot be moved. */
export const AllScope: Story = {
  parameters: { route: at('escopo=todos&visao=lista&data=2026-03-14') },
  play: async ({ canvasElement }) => {
    const canvas = await settled(canvasElement, /^11:00 Sandra Lima/);
    await expect(await canvas.findByRole('tab', { name: 'Todos os agendamentos' })).toHaveAttribute('aria-selected', 'true');
    // The overdue returns head the list, before the done one of an earlier day.
    const headings = await canvas.findAllByRole('heading', { level: 3 });
    await expect(headings.slice(0, 2).map((heading: HTMLElement) => heading.textContent)).toEqual([
      'Atrasados',
      'terça-feira, 10 de março de 2026',
    ]);
    await expect(await canvas.findByRole('button', { name: /^11:00 Sandra Lima/ })).toHaveTextContent('Concluído');
    const dialog = await openAppointment(canvas, /^11:00 Sandra Lima/, 'Sandra Lima');
    await expect(await dialog.findByText('Comprou o plano anual no retorno.')).toBeVisible();
    await expect(await dialog.findByText('Este retorno já foi concluído e não pode ser reagendado.')).toBeVisible();
  },
};

/** Switching tabs loads that tab's returns and keeps the view and the day. */
export const SwitchScope: Story = {
  parameters: { route: at('visao=semana&data=2026-03-16') },
  play: async ({ canvasElement }) => {
    const canvas = await settled(canvasElement, /^10:00 Patrícia Gomes/);
    await expect(canvas.queryByRole('button', { name: /^14:30 Rafael Souza/ })).toBeNull();
    await userEvent.click(await canvas.findByRole('tab', { name: 'Aguardando atendimento' }));
    await settled(canvasElement, /^14:30 Rafael Souza/);
    await expect(await canvas.findByRole('heading', { level: 2, name: '15 – 21 de mar. de 2026' })).toBeVisible();
    await expect(dayCell(canvas, 'quarta-feira, 18 de março de 2026, 14:00')).toHaveTextContent('Rafael Souza');
  },
};

/** Previous / next / today move the range; the address keeps it. */
export const PeriodNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await settled(canvasElement, /^15:00 Marcos Oliveira/);
    await userEvent.click(await canvas.findByRole('button', { name: 'Próximo período' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'abril de 2026' })).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent('Nenhum retorno agendado neste período.');
    await userEvent.click(await canvas.findByRole('button', { name: 'Hoje' }));
    await settled(canvasElement, /^15:00 Marcos Oliveira/);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'março de 2026' })).toBeVisible();
  },
};

/** Words of the Portuguese agenda that no other language may show. */
const PORTUGUESE = ['Meus agendamentos', 'Atrasado', 'março', 'Nenhum retorno'];

/**
 * The agenda read in another language: its title, tabs, buttons, month, weekdays (and the week's first day), times and the
 * overdue mark follow the locale, and none of the Portuguese words is left.
 */
const inLanguage = (
  locale: 'en' | 'de',
  words: {
    title: string;
    scope: string;
    next: string;
    month: string;
    firstWeekday: string;
    today: string;
    entry: RegExp;
    overdue: RegExp;
    view: string;
  },
  size: StoryFrame = {},
): Story => ({
  ...inLocale(locale, size),
  play: async ({ canvasElement }) => {
    const canvas = await settled(canvasElement, words.entry);
    await expect(await canvas.findByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: words.scope })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('button', { name: words.next })).toBeEnabled();
    await expect(await canvas.findByRole('heading', { level: 2, name: words.month })).toBeVisible();
    await expect((await canvas.findAllByRole('columnheader'))[0]).toHaveTextContent(words.firstWeekday);
    await expect(await canvas.findByRole('group', { name: words.today })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: words.overdue })).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: words.view })).toBeChecked();
    await expectNoPortuguese(canvasElement, PORTUGUESE);
  },
});

/** The agenda in English: dates, weekdays and labels follow the locale. */
export const InEnglish = inLanguage('en', {
  title: 'Schedule',
  scope: 'My appointments',
  next: 'Next period',
  month: 'March 2026',
  firstWeekday: 'Sunday',
  today: 'Saturday, March 14, 2026',
  entry: /^3:00 PM Marcos Oliveira/,
  overdue: /^10:00 AM Juliana Costa.*Overdue/,
  view: 'Month',
});

/** In German, at 1366 px: the week starts on Monday, times are 24-hour, and the longer words fit. */
export const InGerman = inLanguage(
  'de',
  {
    title: 'Terminkalender',
    scope: 'Meine Termine',
    next: 'Nächster Zeitraum',
    month: 'März 2026',
    firstWeekday: 'Montag',
    today: 'Samstag, 14. März 2026',
    // Not the handle, "15:00 Marcos Oliveira verschieben": German puts the verb last.
    entry: /^15:00 Marcos Oliveira.*Planner/,
    overdue: /^10:00 Juliana Costa.*Überfällig/,
    view: 'Monat',
  },
  {
    globals: { viewport: { value: 'laptop' } },
    parameters: { viewport: { options: { laptop: { name: 'laptop (1366px)', styles: { width: '1366px', height: '768px' } } } } },
  },
);
