import type { Translation } from '../../i18n/defineMessages';
import type { ActivityMessageKey } from './messages';

/** English sentences of a ticket's history (pt, in messages.ts, is the source): downloaded only by those who read English. */
const en: Translation<ActivityMessageKey> = {
  'activity.ticket_created': 'Ticket created',
  'activity.ticket_created_by_booking': 'Ticket created by the lead’s booking',
  'activity.attendance_started': 'Attendance started',
  'activity.whatsapp_sent': 'WhatsApp message sent',
  'activity.whatsapp_sent_from_list': 'WhatsApp message sent (WhatsApp list, {campanha})',
  'activity.email_sent': 'Email sent',
  'activity.call_made': 'Call made',
  'activity.attendance_finished': 'Attendance finished: {resultado}',
  'activity.attendance_finished_closed': 'Attendance finished: {resultado} — ticket closed on reaching the call-back limit ({retornos})',
  'activity.ticket_transferred': 'Ticket transferred to {usuario}',
  'activity.ticket_reopened': 'Ticket reopened',
  'activity.ticket_edited': 'Ticket edited',
  'activity.return_rescheduled': 'Call-back rescheduled',
  'activity.return_scheduled_from_list': 'Call-back scheduled from the WhatsApp list',
  'activity.time_booked_by_lead': 'Time booked by the lead',
  'activity.outcome.ganhou': 'sale won',
  'activity.outcome.aguardando': 'waiting for a call-back',
  'activity.outcome.perdeu': 'sale lost',
  'activity.unknown': 'Entry without a description',
};
export default en;
