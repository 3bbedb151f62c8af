import { mockHandlers } from '@retoma/api-client/mock';
import { parseDate } from '@retoma/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  AGENT_ROLE,
  agendaHandlers,
  expectAgendaLoadError,
  expectAgendaLoading,
  ON_AGENDA_PAGE,
  settled,
} from '../screens/agendaStoryData';
import { AgendaBoard } from './AgendaBoard';

/**
 * One tab of the agenda on the pinned day (Saturday 14/03/2026), without the screen around it: the view and the
 * day are the parent's, so the toolbar only asks for a change.
 */
const meta = {
  title: 'Screens/Agenda/Agenda board',
  component: AgendaBoard,
  args: { scope: 'meus', view: 'month', date: parseDate('2026-03-14'), onViewChange: fn(), onDateChange: fn() },
  parameters: { layout: 'fullscreen', ...ON_AGENDA_PAGE },
  beforeEach({ msw }) {
    msw.use(...agendaHandlers());
  },
} satisfies Meta<typeof AgendaBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** My month: the returns on their days, late ones saying so; each of mine has a handle to move it. */
export const MonthWithEntries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await settled(canvasElement, /^15:00 Marcos Oliveira/);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'março de 2026' })).toBeVisible();
    const today = within(await canvas.findByRole('group', { name: 'sábado, 14 de março de 2026' }));
    await expect(await today.findByRole('button', { name: /^10:00 Juliana Costa.*Atrasado/ })).toBeVisible();
    await expect(await today.findByRole('button', { name: 'Mover 15:00 Marcos Oliveira' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Mover 10:00 Patrícia Gomes' })).toBeVisible();
  },
};

/** All returns, seen by an agent: only pending ones of her own can be dragged (not Bruno's, not a done one). */
export const OnlyOwnPendingMove: Story = {
  args: { scope: 'todos' },
  beforeEach({ msw }) {
    msw.use(...agendaHandlers({ role: AGENT_ROLE }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await settled(canvasElement, /^14:30 Rafael Souza/);
    await expect(await canvas.findByRole('button', { name: 'Mover 15:00 Marcos Oliveira' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: /^11:00 Sandra Lima.*Concluído/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mover 11:00 Sandra Lima' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Mover 14:30 Rafael Souza' })).toBeNull();
  },
};

/** Pressing a return opens it in its dialog. */
export const OpensAnAppointment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await settled(canvasElement, /^15:00 Marcos Oliveira/);
    await userEvent.click(await canvas.findByRole('button', { name: /^15:00 Marcos Oliveira/ }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Retorno de Marcos Oliveira' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(await within(dialog).findByRole('button', { name: 'Salvar novo horário' })).toBeEnabled();
  },
};

/** The toolbar asks the parent for another period or view; the board shows what it is given. */
export const AsksForPeriodAndView: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await settled(canvasElement, /^15:00 Marcos Oliveira/);
    await userEvent.click(await canvas.findByRole('button', { name: 'Próximo período' }));
    await expect(args.onDateChange).toHaveBeenCalledWith(parseDate('2026-04-14'));
    await userEvent.click(await canvas.findByRole('radio', { name: 'Semana' }));
    await expect(args.onViewChange).toHaveBeenCalledWith('week');
    await expect(await canvas.findByRole('heading', { level: 2, name: 'março de 2026' })).toBeVisible();
  },
};

/** No returns in the month: the grid stays, a note says there is nothing. */
export const EmptyRange: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.tickets.agenda.meus([]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Nenhum retorno agendado neste período.');
    await expect(await canvas.findByRole('heading', { level: 2, name: 'março de 2026' })).toBeVisible();
  },
};

/** Still fetching: the grid under a spinner (the server never answers here). */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.tickets.agenda.meus.loading());
  },
  play: ({ canvasElement }) => expectAgendaLoading(canvasElement),
};

/** A failed load: the server's message and a retry, the toolbar still there. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.tickets.agenda.meus.error(500));
  },
  play: ({ canvasElement }) => expectAgendaLoadError(canvasElement),
};
