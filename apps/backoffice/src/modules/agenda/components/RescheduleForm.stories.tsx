import { ConflictError, ValidationError } from '@retoma/api-client';
import { formatDateTime, useUiLocale } from '@retoma/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useAgendaT } from '../messages';
import { ALREADY_DONE, OUT_OF_HOURS, OVERDUE_TODAY, pickerText, THIS_AFTERNOON, typeNewTime } from '../screens/agendaStoryData';
import { RescheduleForm, type RescheduleFormProps } from './RescheduleForm';

/**
 * The form alone, starting on the appointment's own time (15:00 today, three hours after the pinned clock).
 * `onReschedule` stands for the save: it resolves, or throws the typed error the api client throws.
 */
const meta = {
  title: 'Screens/Agenda/Reschedule form',
  component: RescheduleForm,
  args: { appointment: THIS_AFTERNOON, initialStart: new Date(THIS_AFTERNOON.data_agendamento), onReschedule: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RescheduleForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const field = (canvas: Canvas) => canvas.getByRole('group', { name: 'Nova data e horário' });
const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Salvar novo horário' }));

/** What the dialog does once the save went through: the form goes, and the new time is announced. */
function ClosedOnceSaved(args: RescheduleFormProps) {
  const t = useAgendaT();
  const locale = useUiLocale();
  const [saved, setSaved] = useState<Date | null>(null);
  if (saved) return <p role="status">{t('agenda.reschedule.done', { when: formatDateTime(saved, { locale }) })}</p>;
  const save = async (...call: Parameters<RescheduleFormProps['onReschedule']>) => {
    await args.onReschedule(...call);
    setSaved(call[1]);
  };
  return <RescheduleForm {...args} onReschedule={save} />;
}

/** A new moment typed segment by segment is sent as that instant. */
export const Saved: Story = {
  render: (args) => <ClosedOnceSaved {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(pickerText(field(canvas))).toBe('14/03/2026, 15:00');
    await typeNewTime(canvas, '200320261630');
    await submit(canvas);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Retorno reagendado para 20/03/2026 16:30.');
    await expect(args.onReschedule).toHaveBeenCalledWith(THIS_AFTERNOON, new Date('2026-03-20T16:30:00-03:00'));
  },
};

/** Every segment erased: the field asks for a date and time, nothing is sent. */
export const EmptyRefused: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const segments = await canvas.findAllByRole('spinbutton');
    await userEvent.click(segments[segments.length - 1] as HTMLElement);
    await userEvent.keyboard('{Backspace}'.repeat(20));
    await submit(canvas);
    await expect(await canvas.findByText('Escolha a nova data e o horário.')).toBeVisible();
    await expect(field(canvas)).toHaveAttribute('data-invalid', 'true');
    await expect(args.onReschedule).not.toHaveBeenCalled();
  },
};

/** An overdue return left on its past time: refused on the field before anything is sent, the time kept. */
export const PastRefused: Story = {
  args: { appointment: OVERDUE_TODAY, initialStart: new Date(OVERDUE_TODAY.data_agendamento) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvas);
    await expect(await canvas.findByText('Escolha um horário futuro.')).toBeVisible();
    await expect(field(canvas)).toHaveAttribute('data-invalid', 'true');
    await expect(pickerText(field(canvas))).toBe('14/03/2026, 10:00');
    await expect(args.onReschedule).not.toHaveBeenCalled();
  },
};

/** The server's 422 about the moment lands under the field; what was typed stays, and it can be sent again. */
export const ServerErrorOnField: Story = {
  args: { onReschedule: fn(() => Promise.reject(new ValidationError(OUT_OF_HOURS.message, OUT_OF_HOURS.errors, OUT_OF_HOURS))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeNewTime(canvas, '200320262130');
    await submit(canvas);
    await expect(await canvas.findByText('Fora do horário de atendimento da empresa (8h às 18h).')).toBeVisible();
    await expect(field(canvas)).toHaveAttribute('data-invalid', 'true');
    await expect(pickerText(field(canvas))).toBe('20/03/2026, 21:30');
    await expect(await canvas.findByRole('button', { name: 'Salvar novo horário' })).toBeEnabled();
  },
};

/** Any other refusal (here a 409) is explained above the form in the server's words. */
export const ServerRefusalAboveForm: Story = {
  args: { onReschedule: fn(() => Promise.reject(new ConflictError(ALREADY_DONE.message, 409, ALREADY_DONE))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Este agendamento já foi concluído.');
    await expect(field(canvas)).not.toHaveAttribute('data-invalid');
    await expect(await canvas.findByRole('button', { name: 'Salvar novo horário' })).toBeEnabled();
  },
};
