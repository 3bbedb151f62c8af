import type { IsoDateTime } from './common';
import type { ListParams } from './wire';

/** A notification of the user (ticket late, appointment soon, order paid, ...). */
export interface AppNotification {
  id: string;
  data: {
    /** Material icon name. */
    icon: string;
    /** Theme colour: primary, success, danger, warning. */
    category: 'primary' | 'success' | 'danger' | 'warning';
    /** What happened (the app words it); null for notifications made before kinds whose text was not recognised. */
    acao?: NotificationKind | null;
    /** The values `acao` names. */
    valores?: NotificationValues;
    /** Only for notifications without `acao`: the pt title and text written back then, shown as written. */
    title: string | null;
    message: string | null;
    time: IsoDateTime;
    /** The ticket it is about, when any: the app links to it. */
    ticket_id: number | null;
  };
  read_at: IsoDateTime | null;
  created_at: IsoDateTime;
}

export type NotificationListParams = ListParams;

/**
 * What a notification tells, by kind: the app words it in the reader's language. Every kind the server writes is
 * here, and every one has its title and text in the app's catalogues (a test checks both ends).
 */
export const NOTIFICATION_KINDS = ['ticket_transferred', 'ticket_reopened', 'return_due'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The values a notification's text names (names as they were when it was made); the ticket is `ticket_id`. */
export interface NotificationValues {
  /** Who transferred or reopened the ticket. */
  usuario?: string;
  /** The ticket's lead. */
  lead?: string;
}

/** What the server notifies about, by the icon it sends: a ticket transferred to you, reopened, a return due. */
export const NOTIFICATION_ICONS = { transferido: 'swap_horiz', reaberto: 'replay', retorno: 'event' } as const;

/** The notifications page and the top bar look back one week. */
export const NOTIFICATION_WINDOW_DAYS = 7;
/** `GET notifications/nlidas` answers at most this many (the top bar shows `99+` beyond). */
export const UNREAD_NOTIFICATIONS_LIMIT = 100;

/**
 * The events a user may choose channels for, grouped as the predecessor's preferences page showed them (§7.10.13).
 * Which of them the product raises today is up to each module; the preferences exist for all of them.
 */
export const NOTIFICATION_EVENTS = [
  // Atividades
  'funcao_alterada_para',
  // Brinde
  'solicitacao_brinde_foi_aprovada',
  // Ordem
  'ordem_paga',
  // Comissão
  'comissao_aprovada',
  // Conquista
  'conquista_alcancada',
  // Correios (admins or those related to the contract)
  'contrato_correios_inativo',
  // Ticket
  'ticket_atrasados',
  'ticket_agendado_para',
  'ticket_foi_atendido',
  // Zenvia
  'recarga_zenvia',
  'saldo_zenvia_baixo',
  'sem_saldo_zenvia',
  'ramal_vinculado',
  'ramal_alterado',
  'ramal_devinculado',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/**
 * Where a notification goes: `database` ("Interno", the bell and the notifications page) or `mail` (e-mail). The
 * predecessor also offered `slack` when the Slack extension was installed; no extension exists in this product
 * yet, so `slack` is neither offered nor accepted until it does.
 */
export const NOTIFICATION_CHANNELS = ['database', 'mail'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** `GET notifications/1`: the caller's channels for every event in this company (an empty list turns it off). */
export type NotificationPreferences = Record<NotificationEvent, NotificationChannel[]>;
