import { ForbiddenError, type AgendaScope, type Appointment } from '@retoma/api-client';
import {
  Alert,
  Button,
  EventCalendar,
  formatDateTime,
  useToast,
  useUiLocale,
  type CalendarDate,
  type CalendarView,
  type EventCalendarLabels,
} from '@retoma/ui';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAgendaT, type AgendaTranslate } from '../messages';
import { useAgenda } from '../hooks/useAgenda';
import { useAppointmentAccess } from '../hooks/useAppointmentAccess';
import { useReschedule } from '../hooks/useReschedule';
import { toAgendaEvent, type AgendaEvent } from '../lib/agendaEvent';
import { statusOf } from '../lib/appointmentStatus';
import { rescheduleFailureOf } from '../lib/rescheduleFailure';
import { AppointmentDialog, type RescheduleAttempt } from './AppointmentDialog';
import { AppointmentEntry } from './AppointmentEntry';

/**
 * The calendar's "Mover …" handles (the kit draws them 20 px wide) are 24 × 24 px at least here, the WCAG 2.2 target
 * size: the handle is the button beside each movable entry.
 */
const Calendar = styled(EventCalendar)`
  [data-movable] > button {
    min-inline-size: 24px;
    min-block-size: 24px;
  }
` as typeof EventCalendar;

const calendarLabels = (t: AgendaTranslate): EventCalendarLabels => ({
  today: t('agenda.calendar.today'),
  previous: t('agenda.calendar.previous'),
  next: t('agenda.calendar.next'),
  views: t('agenda.calendar.views'),
  view: {
    month: t('agenda.calendar.month'),
    week: t('agenda.calendar.week'),
    day: t('agenda.calendar.day'),
    list: t('agenda.calendar.list'),
  },
  todayMarker: t('agenda.calendar.today'),
  hour: t('agenda.calendar.hour'),
  emptyDay: t('agenda.calendar.emptyDay'),
  emptyRange: t('agenda.calendar.emptyRange'),
  loading: t('agenda.calendar.loading'),
  moveEvent: (title) => t('agenda.calendar.move', { title }),
});

interface OpenAppointment {
  appointment: Appointment;
  attempt?: RescheduleAttempt;
}

export interface AgendaBoardProps {
  scope: AgendaScope;
  view: CalendarView;
  date: CalendarDate;
  onViewChange: (view: CalendarView) => void;
  onDateChange: (date: CalendarDate) => void;
}

/**
 * One tab of the agenda: its appointments on the calendar, opened in a dialog, moved by dragging (to a future
 * day or hour only) or through the dialog's form. A drop the server refuses opens the dialog on the attempted
 * time with the server's reason, so nothing is lost.
 */
export function AgendaBoard({ scope, view, date, onViewChange, onDateChange }: AgendaBoardProps) {
  const t = useAgendaT();
  const locale = useUiLocale();
  const toast = useToast();
  const { data, error, isLoading, mutate } = useAgenda(scope, view, date);
  const { rescheduleBlock } = useAppointmentAccess();
  const reschedule = useReschedule(mutate);
  const [open, setOpen] = useState<OpenAppointment | null>(null);

  // The server no longer lets this user see the agenda (permission revoked mid-session), as the route guard does.
  if (error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const announce = (saved: Appointment) =>
    toast.success(t('agenda.reschedule.done', { when: formatDateTime(saved.data_agendamento, { locale }) }));

  const move = async (event: AgendaEvent, start: Date) => {
    try {
      announce(await reschedule(event.appointment, start));
    } catch (failure) {
      setOpen({ appointment: event.appointment, attempt: { start, failure: rescheduleFailureOf(failure) } });
    }
  };

  const saveFromDialog = async (appointment: Appointment, start: Date) => {
    const saved = await reschedule(appointment, start);
    setOpen(null);
    announce(saved);
  };

  const loadError = error && (
    <Alert tone="danger" title={t('agenda.loadError')}>
      {error instanceof Error && <p>{error.message}</p>}
      <Button variant="secondary" size="sm" onPress={() => void mutate()}>
        {t('agenda.retry')}
      </Button>
    </Alert>
  );

  return (
    <>
      <Calendar
        events={(data ?? []).map((appointment) => toAgendaEvent(appointment, locale))}
        view={view}
        onViewChange={onViewChange}
        date={date}
        onDateChange={onDateChange}
        isLoading={isLoading}
        error={loadError}
        labels={calendarLabels(t)}
        renderEvent={(event, shownIn) => (
          <AppointmentEntry appointment={event.appointment} view={shownIn} onOpen={(appointment) => setOpen({ appointment })} />
        )}
        onEventMove={move}
        canMoveEvent={(event) => rescheduleBlock(event.appointment) === null}
        canDropAt={(_event, start) => start.getTime() > Date.now()}
        // What the agent must do first heads the list (a phone's default view): the returns already late.
        listFirst={{ title: t('agenda.calendar.overdueFirst'), includes: (event) => statusOf(event.appointment) === 'overdue' }}
      />
      {open && (
        <AppointmentDialog
          appointment={open.appointment}
          attempt={open.attempt}
          onReschedule={saveFromDialog}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
