import type { Translation } from '../../i18n/defineMessages';
import type { ActivityMessageKey } from './messages';

/** French sentences of a ticket's history (pt, in messages.ts, is the source): downloaded only by those who read French. */
const fr: Translation<ActivityMessageKey> = {
  'activity.ticket_created': 'Ticket créé',
  'activity.ticket_created_by_booking': 'Ticket créé par la réservation du lead',
  'activity.attendance_started': 'Traitement commencé',
  'activity.whatsapp_sent': 'Message WhatsApp envoyé',
  'activity.whatsapp_sent_from_list': 'Message WhatsApp envoyé (liste WhatsApp, {campanha})',
  'activity.email_sent': 'E-mail envoyé',
  'activity.call_made': 'Appel passé',
  'activity.attendance_finished': 'Traitement terminé : {resultado}',
  'activity.attendance_finished_closed': 'Traitement terminé : {resultado} — ticket fermé à la limite de rappels ({retornos})',
  'activity.ticket_transferred': 'Ticket transféré à {usuario}',
  'activity.ticket_reopened': 'Ticket rouvert',
  'activity.ticket_edited': 'Ticket modifié',
  'activity.return_rescheduled': 'Rappel replanifié',
  'activity.return_scheduled_from_list': 'Rappel planifié depuis la liste WhatsApp',
  'activity.time_booked_by_lead': 'Créneau réservé par le lead',
  'activity.outcome.ganhou': 'vente gagnée',
  'activity.outcome.aguardando': 'en attente de rappel',
  'activity.outcome.perdeu': 'vente perdue',
  'activity.unknown': 'Entrée sans description',
};
export default fr;
