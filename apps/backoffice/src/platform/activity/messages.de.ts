import type { Translation } from '../../i18n/defineMessages';
import type { ActivityMessageKey } from './messages';

/** German sentences of a ticket's history (pt, in messages.ts, is the source): downloaded only by those who read German. */
const de: Translation<ActivityMessageKey> = {
  'activity.ticket_created': 'Ticket erstellt',
  'activity.ticket_created_by_booking': 'Ticket durch die Terminbuchung des Leads erstellt',
  'activity.attendance_started': 'Bearbeitung begonnen',
  'activity.whatsapp_sent': 'WhatsApp-Nachricht gesendet',
  'activity.whatsapp_sent_from_list': 'WhatsApp-Nachricht gesendet (WhatsApp-Liste, {campanha})',
  'activity.email_sent': 'E-Mail gesendet',
  'activity.call_made': 'Anruf getätigt',
  'activity.attendance_finished': 'Bearbeitung abgeschlossen: {resultado}',
  'activity.attendance_finished_closed':
    'Bearbeitung abgeschlossen: {resultado} — Ticket geschlossen, da die Grenze der Rückrufe erreicht wurde ({retornos})',
  'activity.ticket_transferred': 'Ticket an {usuario} übertragen',
  'activity.ticket_reopened': 'Ticket wiedereröffnet',
  'activity.ticket_edited': 'Ticket bearbeitet',
  'activity.return_rescheduled': 'Rückruf verschoben',
  'activity.return_scheduled_from_list': 'Rückruf aus der WhatsApp-Liste geplant',
  'activity.time_booked_by_lead': 'Termin vom Lead gebucht',
  'activity.outcome.ganhou': 'Verkauf gewonnen',
  'activity.outcome.aguardando': 'wartet auf Rückruf',
  'activity.outcome.perdeu': 'Verkauf verloren',
  'activity.unknown': 'Eintrag ohne Beschreibung',
};
export default de;
