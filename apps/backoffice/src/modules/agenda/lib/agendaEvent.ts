import type { Appointment } from '@retoma/api-client';
import { formatTime, toDate, type CalendarEvent, type Locale } from '@retoma/ui';

/** An appointment as the calendar places it. */
export interface AgendaEvent extends CalendarEvent {
  appointment: Appointment;
}

/** Titled "10:00 Ana Souza": what the move handle and the drop announcements read. */
export function toAgendaEvent(appointment: Appointment, locale: Locale): AgendaEvent {
  const start = toDate(appointment.data_agendamento) ?? new Date(Number.NaN);
  return { id: appointment.id, start, title: `${formatTime(start, { locale })} ${appointment.lead.nome}`, appointment };
}
