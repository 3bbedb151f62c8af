import type { Appointment } from '@retoma/api-client';
import { Button, DatePicker, Form, FormActions, type DateValue } from '@retoma/ui';
import { useState, type FormEvent } from 'react';
import { useSingleFlight } from '../../attend';
import { useAgendaT } from '../messages';
import { toInstant, toPickerValue } from '../lib/pickerTime';
import { rescheduleFailureOf, type RescheduleFailure } from '../lib/rescheduleFailure';

export interface RescheduleFormProps {
  appointment: Appointment;
  /** Where the picker starts: the appointment's own time, or a drop the server refused. */
  initialStart: Date;
  /** Why that drop was refused, shown at once. */
  initialFailure?: RescheduleFailure;
  /** Saves the new moment; a refusal is thrown (its message lands on the field or above the form). */
  onReschedule: (appointment: Appointment, start: Date) => Promise<void>;
}

/**
 * Rescheduling with the keyboard (and the alternative to dragging): a date and time picker. A past moment is
 * refused on the field before anything is sent; the server's refusals come back on the field or above the form,
 * and what was typed stays.
 */
export function RescheduleForm({ appointment, initialStart, initialFailure = {}, onReschedule }: RescheduleFormProps) {
  const t = useAgendaT();
  const [value, setValue] = useState<DateValue | null>(() => toPickerValue(initialStart));
  const [failure, setFailure] = useState<RescheduleFailure>(initialFailure);
  const { run, pending } = useSingleFlight();

  const change = (next: DateValue | null) => {
    setValue(next);
    // The message was about the previous value.
    setFailure((current) => (current.field ? { ...current, field: undefined } : current));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!value) return setFailure({ field: t('agenda.reschedule.required') });
    const start = toInstant(value);
    if (start.getTime() <= Date.now()) return setFailure({ field: t('agenda.reschedule.past') });
    // A second press while the first is on its way sends nothing more.
    await run(async () => {
      setFailure({});
      try {
        await onReschedule(appointment, start);
      } catch (error) {
        setFailure(rescheduleFailureOf(error));
      }
    });
  }

  return (
    <Form onSubmit={submit} validationBehavior="aria" errorSummary={failure.message}>
      <DatePicker
        label={t('agenda.reschedule.field')}
        calendarLabel={t('agenda.reschedule.calendar')}
        granularity="minute"
        value={value}
        onChange={change}
        errorMessage={failure.field}
        isRequired
      />
      <FormActions>
        <Button type="submit" isPending={pending}>
          {t('agenda.reschedule.submit')}
        </Button>
      </FormActions>
    </Form>
  );
}
