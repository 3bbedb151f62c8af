import type { Appointment } from '@retoma/api-client';
import type { BadgeTone } from '@retoma/ui';
import type { AgendaKey } from '../messages';

/** Overdue: pending and already past (the server's `atrasado`); done: attended again or closed since. */
export type AppointmentStatus = 'overdue' | 'pending' | 'done';

export const statusOf = (appointment: Appointment): AppointmentStatus =>
  appointment.concluido_em !== null ? 'done' : appointment.atrasado ? 'overdue' : 'pending';

export const STATUS_LABELS: Record<AppointmentStatus, AgendaKey> = {
  overdue: 'agenda.status.overdue',
  pending: 'agenda.status.pending',
  done: 'agenda.status.done',
};

export const STATUS_TONES: Record<AppointmentStatus, BadgeTone> = { overdue: 'danger', pending: 'neutral', done: 'success' };
