import type { NotificationChannel, NotificationEvent } from '@retoma/api-client';
import type { NotificationsMessageKey } from '../messages';

/** One event a person chooses channels for: its name and a line saying when it arrives. */
export interface PreferenceEvent {
  event: NotificationEvent;
  label: NotificationsMessageKey;
  hint: NotificationsMessageKey;
}

export interface PreferenceGroup {
  title: NotificationsMessageKey;
  events: readonly PreferenceEvent[];
}

/**
 * The events grouped by what they are about (the predecessor's groups, tickets first: what agents meet most). An
 * event the server answers that is in no group is not shown: it has no words here yet.
 */
export const PREFERENCE_GROUPS: readonly PreferenceGroup[] = [
  {
    title: 'notifications.preferences.groupTickets',
    events: [
      { event: 'ticket_atrasados', label: 'notifications.preferences.ticketLate', hint: 'notifications.preferences.ticketLateHint' },
      { event: 'ticket_agendado_para', label: 'notifications.preferences.ticketSoon', hint: 'notifications.preferences.ticketSoonHint' },
      {
        event: 'ticket_foi_atendido',
        label: 'notifications.preferences.ticketAttended',
        hint: 'notifications.preferences.ticketAttendedHint',
      },
    ],
  },
  {
    title: 'notifications.preferences.groupActivities',
    events: [
      { event: 'funcao_alterada_para', label: 'notifications.preferences.roleChanged', hint: 'notifications.preferences.roleChangedHint' },
    ],
  },
  {
    title: 'notifications.preferences.groupCommissions',
    events: [
      {
        event: 'comissao_aprovada',
        label: 'notifications.preferences.commissionApproved',
        hint: 'notifications.preferences.commissionApprovedHint',
      },
      { event: 'ordem_paga', label: 'notifications.preferences.orderPaid', hint: 'notifications.preferences.orderPaidHint' },
    ],
  },
  {
    title: 'notifications.preferences.groupAchievements',
    events: [
      {
        event: 'conquista_alcancada',
        label: 'notifications.preferences.achievementReached',
        hint: 'notifications.preferences.achievementReachedHint',
      },
    ],
  },
  {
    title: 'notifications.preferences.groupGifts',
    events: [
      {
        event: 'solicitacao_brinde_foi_aprovada',
        label: 'notifications.preferences.giftApproved',
        hint: 'notifications.preferences.giftApprovedHint',
      },
      {
        event: 'contrato_correios_inativo',
        label: 'notifications.preferences.postalContractInactive',
        hint: 'notifications.preferences.postalContractInactiveHint',
      },
    ],
  },
  {
    title: 'notifications.preferences.groupTelephony',
    events: [
      { event: 'recarga_zenvia', label: 'notifications.preferences.creditsTopUp', hint: 'notifications.preferences.creditsTopUpHint' },
      { event: 'saldo_zenvia_baixo', label: 'notifications.preferences.creditsLow', hint: 'notifications.preferences.creditsLowHint' },
      { event: 'sem_saldo_zenvia', label: 'notifications.preferences.creditsOut', hint: 'notifications.preferences.creditsOutHint' },
      {
        event: 'ramal_vinculado',
        label: 'notifications.preferences.extensionLinked',
        hint: 'notifications.preferences.extensionLinkedHint',
      },
      {
        event: 'ramal_alterado',
        label: 'notifications.preferences.extensionChanged',
        hint: 'notifications.preferences.extensionChangedHint',
      },
      {
        event: 'ramal_devinculado',
        label: 'notifications.preferences.extensionUnlinked',
        hint: 'notifications.preferences.extensionUnlinkedHint',
      },
    ],
  },
];

/** The channels a person switches, each with its name. */
export const CHANNELS: ReadonlyArray<{ channel: NotificationChannel; label: NotificationsMessageKey }> = [
  { channel: 'database', label: 'notifications.preferences.channelDatabase' },
  { channel: 'mail', label: 'notifications.preferences.channelMail' },
];
