import { DatePicker, getLocalTimeZone, now, toCalendarDateTime, type CalendarDateTime } from '@retoma/ui';
import { useAttendT } from '../messages';
import type { OutcomeFieldsProps } from '../lib/finishForm';
import { StatusChoice } from './StatusChoice';

/** Waiting for the lead: when to attend again (a future moment, which becomes an agenda entry) and why. */
export function WaitingFields({ statuses, values, errors, onChange }: OutcomeFieldsProps) {
  const t = useAttendT();
  return (
    <>
      <DatePicker
        label={t('attend.finish.schedule')}
        description={t('attend.finish.scheduleHelp')}
        granularity="minute"
        minValue={toCalendarDateTime(now(getLocalTimeZone()))}
        value={values.data_agendamento}
        onChange={(value) => onChange({ data_agendamento: value as CalendarDateTime | null })}
        errorMessage={errors.data_agendamento}
        calendarLabel={t('attend.finish.openCalendar')}
        previousMonthLabel={t('attend.finish.previousMonth')}
        nextMonthLabel={t('attend.finish.nextMonth')}
        isRequired
      />
      <StatusChoice
        outcome="aguardando"
        statuses={statuses}
        value={values.status_atendimento_id}
        onChange={(chosen) => onChange({ status_atendimento_id: chosen.id })}
        errorMessage={errors.status_atendimento_id}
      />
    </>
  );
}
