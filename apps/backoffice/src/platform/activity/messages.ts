import { defineMessages } from '../../i18n/defineMessages';

/**
 * The sentences of a ticket's history (`activityText`): they travel with the screens that show a history (the attend
 * page, a lead's timeline, the dashboard's recent tickets), not with the entry every page loads.
 */
const pt = {
  'activity.ticket_created': 'Ticket criado',
  'activity.ticket_created_by_booking': 'Ticket criado pelo agendamento do lead',
  'activity.attendance_started': 'Atendimento iniciado',
  'activity.whatsapp_sent': 'Mensagem enviada por WhatsApp',
  'activity.whatsapp_sent_from_list': 'Mensagem enviada por WhatsApp (lista do WhatsApp, {campanha})',
  'activity.email_sent': 'E-mail enviado',
  'activity.call_made': 'Chamada realizada',
  'activity.attendance_finished': 'Atendimento finalizado: {resultado}',
  'activity.attendance_finished_closed':
    'Atendimento finalizado: {resultado} — ticket fechado ao atingir o limite de retornos ({retornos})',
  'activity.ticket_transferred': 'Ticket transferido para {usuario}',
  'activity.ticket_reopened': 'Ticket reaberto',
  'activity.ticket_edited': 'Ticket editado',
  'activity.return_rescheduled': 'Retorno reagendado',
  'activity.return_scheduled_from_list': 'Retorno agendado a partir da lista do WhatsApp',
  'activity.time_booked_by_lead': 'Horário agendado pelo lead',
  'activity.outcome.ganhou': 'venda ganha',
  'activity.outcome.aguardando': 'aguardando retorno',
  'activity.outcome.perdeu': 'venda perdida',
  'activity.unknown': 'Registro sem descrição',
};

/** The keys of the history's sentences (the pt source's). */
export type ActivityMessageKey = keyof typeof pt;

export const activityMessages = defineMessages(pt, {
  en: () => import('./messages.en'),
  de: () => import('./messages.de'),
  fr: () => import('./messages.fr'),
});
