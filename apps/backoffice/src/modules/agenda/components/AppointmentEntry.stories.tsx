import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DONE_LAST_WEEK, NEXT_MONDAY, OVERDUE_TODAY, THIS_AFTERNOON } from '../screens/agendaStoryData';
import { AppointmentEntry } from './AppointmentEntry';

/**
 * An appointment as the calendar shows it, about as wide as a day of the month grid (the list view gets a line).
 * Whether it can be dragged is the calendar's business: see the AgendaBoard stories.
 */
const meta = {
  title: 'Screens/Agenda/Appointment entry',
  component: AppointmentEntry,
  args: { appointment: THIS_AFTERNOON, view: 'month', onOpen: fn() },
  decorators: [
    (Story, { args }) => (
      <div style={{ maxInlineSize: args.view === 'list' ? 720 : 160 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AppointmentEntry>;
export default meta;
type Story = StoryObj<typeof meta>;

const entry = (canvasElement: HTMLElement, name: RegExp) => within(canvasElement).getByRole('button', { name });

/** On time: time, lead and product; no badge in the grid (only late or done ones get one). Pressing opens it. */
export const Pending: Story = {
  play: async ({ args, canvasElement }) => {
    const button = entry(canvasElement, /^15:00 Marcos Oliveira/);
    await expect(button).toHaveTextContent('Planner Financeiro Digital');
    await expect(button).not.toHaveTextContent('No prazo');
    await userEvent.click(button);
    await expect(args.onOpen).toHaveBeenCalledWith(THIS_AFTERNOON);
  },
};

/** Past and not attended: "Atrasado" in words, not only the red edge. */
export const Overdue: Story = {
  args: { appointment: OVERDUE_TODAY },
  play: async ({ canvasElement }) => {
    await expect(entry(canvasElement, /^10:00 Juliana Costa/)).toHaveTextContent('Mentoria Vendas 360Atrasado');
  },
};

/** Attended again since: "Concluído". */
export const Done: Story = {
  args: { appointment: DONE_LAST_WEEK },
  play: async ({ canvasElement }) => {
    await expect(entry(canvasElement, /^11:00 Sandra Lima/)).toHaveTextContent('Inglês Fluente em CasaConcluído');
  },
};

/** In the list there is room for the owner and the situation, "No prazo" included. */
export const InTheList: Story = {
  args: { appointment: NEXT_MONDAY, view: 'list' },
  play: async ({ canvasElement }) => {
    const button = entry(canvasElement, /^10:00 Patrícia Gomes/);
    await expect(button).toHaveTextContent('Receitas Fit em 30 Dias');
    await expect(button).toHaveTextContent('Responsável: Ana Souza');
    await expect(button).toHaveTextContent('No prazo');
  },
};
