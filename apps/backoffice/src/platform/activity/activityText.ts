import type { Activity, ActivityKind, AttendanceOutcome } from '@retoma/api-client';
import { useT, type Translate } from '../../i18n';
import { activityMessages, type ActivityMessageKey } from './messages';

/**
 * The sentence of each kind of history entry the server records. A `Record` over every kind, so a kind added to
 * the wire without its text fails the type check; the catalogues test checks each text in every language.
 */
export const ACTIVITY_TEXT: Record<ActivityKind, ActivityMessageKey> = {
  ticket_created: 'activity.ticket_created',
  ticket_created_by_booking: 'activity.ticket_created_by_booking',
  attendance_started: 'activity.attendance_started',
  whatsapp_sent: 'activity.whatsapp_sent',
  whatsapp_sent_from_list: 'activity.whatsapp_sent_from_list',
  email_sent: 'activity.email_sent',
  call_made: 'activity.call_made',
  attendance_finished: 'activity.attendance_finished',
  attendance_finished_closed: 'activity.attendance_finished_closed',
  ticket_transferred: 'activity.ticket_transferred',
  ticket_reopened: 'activity.ticket_reopened',
  ticket_edited: 'activity.ticket_edited',
  return_rescheduled: 'activity.return_rescheduled',
  return_scheduled_from_list: 'activity.return_scheduled_from_list',
  time_booked_by_lead: 'activity.time_booked_by_lead',
};

/** How an attendance ended, as the "finished" sentences name it. */
const OUTCOME_TEXT: Record<AttendanceOutcome, ActivityMessageKey> = {
  ganhou: 'activity.outcome.ganhou',
  aguardando: 'activity.outcome.aguardando',
  perdeu: 'activity.outcome.perdeu',
};

/** A translator that knows the history's sentences. */
export type ActivityTranslate = Translate<ActivityMessageKey>;

/** The history's sentences in the reader's language, for `activityText`. */
export const useActivityT = (): ActivityTranslate => useT(activityMessages);

/**
 * What a history entry says happened, in the reader's language, with the values the server kept (a campaign, an
 * agent, an outcome). An entry recorded before kinds that no kind was recognised in shows its old text as written.
 */
export function activityText(activity: Pick<Activity, 'acao' | 'valores' | 'description'>, t: ActivityTranslate): string {
  if (!activity.acao) return activity.description ?? t('activity.unknown');
  const valores = activity.valores ?? {};
  return t(ACTIVITY_TEXT[activity.acao], {
    campanha: valores.campanha ?? '',
    usuario: valores.usuario ?? '',
    retornos: valores.retornos ?? '',
    resultado: valores.resultado ? t(OUTCOME_TEXT[valores.resultado]) : '',
  });
}
