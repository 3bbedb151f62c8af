import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  AGENT_ROLE,
  agendaHandlers,
  ALREADY_DONE,
  BRUNOS_RETURN,
  CLOSED_TICKET_RETURN,
  DONE_LAST_WEEK,
  NEXT_MONDAY,
  ON_AGENDA_PAGE,
  pickerText,
  THIS_AFTERNOON,
  UNATTENDED_RETURN,
} from '../screens/agendaStoryData';
import { AppointmentDialog } from './AppointmentDialog';

/** An appointment opened from the calendar, for Ana (administrator unless the story makes her an agent). */
const meta = {
  title: 'Screens/Agenda/Appointment dialog',
  component: AppointmentDialog,
  args: { appointment: THIS_AFTERNOON, onReschedule: fn(), onClose: fn() },
  parameters: { layout: 'fullscreen', ...ON_AGENDA_PAGE },
  beforeEach({ msw }) {
    msw.use(...agendaHandlers());
  },
} satisfies Meta<typeof AppointmentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/** The first look waits for the company session, slow on a busy machine. */

async function dialogOf(lead: string): Promise<Canvas> {
  const dialog = await within(document.body).findByRole('dialog', { name: `Retorno de ${lead}` });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** Reading only: the reason the return cannot move, no picker, and the ticket's read-only detail. */
async function expectBlocked(dialog: Canvas, reason: string, ticketId: number) {
  await expect(await dialog.findByText(reason)).toBeVisible();
  await expect(dialog.queryByRole('group', { name: 'Nova data e horário' })).toBeNull();
  await expect(dialog.queryByRole('link', { name: 'Atender ticket' })).toBeNull();
  await expect(await dialog.findByRole('link', { name: 'Ver ticket' })).toHaveAttribute('href', `/aurora/tickets/detalhar/${ticketId}`);
}

/** The holder's own pending return: the facts, its follow-up, the picker on its time and the way to attend it. */
export const Holder: Story = {
  play: async ({ args }) => {
    const dialog = await dialogOf('Marcos Oliveira');
    await expect(await dialog.findByText('No prazo')).toBeVisible();
    await expect(await dialog.findByText('#103')).toBeVisible();
    await expect(await dialog.findByText('Planner Financeiro Digital')).toBeVisible();
    await expect(await dialog.findByText('Ana Souza')).toBeVisible();
    await expect(await dialog.findByText('Retornar para fechar o parcelamento em 12x.')).toBeVisible();
    await expect(await dialog.findByRole('heading', { name: 'Reagendar' })).toBeVisible();
    await expect(pickerText(await dialog.findByRole('group', { name: 'Nova data e horário' }))).toBe('14/03/2026, 15:00');
    await expect(await dialog.findByRole('button', { name: 'Salvar novo horário' })).toBeEnabled();
    await expect(await dialog.findByRole('link', { name: 'Atender ticket' })).toHaveAttribute('href', '/aurora/tickets/atender/103');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Not attended yet and nobody's: no follow-up, no owner; anyone may attend it. */
export const WithoutFollowUp: Story = {
  args: { appointment: UNATTENDED_RETURN },
  play: async () => {
    const dialog = await dialogOf('Gustavo Ramos');
    await expect(await dialog.findByText('Ticket ainda não foi atendido.')).toBeVisible();
    await expect(await dialog.findByText('Sem responsável')).toBeVisible();
    await expect(await dialog.findByRole('group', { name: 'Nova data e horário' })).toBeVisible();
    await expect(await dialog.findByRole('link', { name: 'Atender ticket' })).toHaveAttribute('href', '/aurora/tickets/atender/108');
  },
};

/** A drop the server refused: the picker on the attempted moment, the server's reason above the form. */
export const RefusedDrop: Story = {
  args: {
    appointment: NEXT_MONDAY,
    attempt: { start: new Date('2026-03-17T10:00:00-03:00'), failure: { message: ALREADY_DONE.message } },
  },
  play: async () => {
    const dialog = await dialogOf('Patrícia Gomes');
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Este agendamento já foi concluído.');
    await expect(pickerText(await dialog.findByRole('group', { name: 'Nova data e horário' }))).toBe('17/03/2026, 10:00');
  },
};

/** Someone else's return, seen by a manager (`ticket_transferir`): may move it, but reads its ticket. */
export const OthersReturnForAManager: Story = {
  args: { appointment: BRUNOS_RETURN },
  play: async () => {
    const dialog = await dialogOf('Rafael Souza');
    await expect(await dialog.findByText('Bruno Lima')).toBeVisible();
    await expect(await dialog.findByRole('group', { name: 'Nova data e horário' })).toBeVisible();
    await expect(await dialog.findByRole('link', { name: 'Ver ticket' })).toHaveAttribute('href', '/aurora/tickets/detalhar/105');
  },
};

/** Someone else's return, seen by an agent: why it cannot be moved, and its ticket to read. */
export const NotYours: Story = {
  args: { appointment: BRUNOS_RETURN },
  beforeEach({ msw }) {
    msw.use(...agendaHandlers({ role: AGENT_ROLE }));
  },
  play: async () => {
    const dialog = await dialogOf('Rafael Souza');
    await expectBlocked(dialog, 'Só o responsável por este retorno, ou quem pode transferir tickets, pode reagendá-lo.', 105);
  },
};

/** Done last week: its follow-up, "Concluído", nothing to move. */
export const Done: Story = {
  args: { appointment: DONE_LAST_WEEK },
  play: async () => {
    const dialog = await dialogOf('Sandra Lima');
    await expect(await dialog.findByText('Concluído')).toBeVisible();
    await expect(await dialog.findByText('Comprou o plano anual no retorno.')).toBeVisible();
    await expectBlocked(dialog, 'Este retorno já foi concluído e não pode ser reagendado.', 106);
  },
};

/** Its ticket was closed meanwhile: nothing to move, the ticket to read. */
export const ClosedTicket: Story = {
  args: { appointment: CLOSED_TICKET_RETURN },
  play: async () => {
    const dialog = await dialogOf('Fernanda Alves');
    await expectBlocked(dialog, 'O ticket deste retorno está fechado: não há o que reagendar.', 107);
  },
};
