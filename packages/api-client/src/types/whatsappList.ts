import type { IsoDate, IsoDateTime, ProductRef, UserRef } from './common';
import type { ListParams } from './wire';

/**
 * The WhatsApp list (`whatsapplist/listagem`): the leads the agents must write to on WhatsApp — the contacts of the
 * WhatsApp, boleto, scheduling and cancelled-purchase campaigns whose lead left a WhatsApp number. An agent answers
 * one (the message joins the lead's history and opens in WhatsApp), turns it into a ticket, or takes it off the list.
 */

/** The campaign kinds whose contacts are on the list. */
export const WHATSAPPLIST_KINDS = ['whatsapp', 'boleto', 'agendamento', 'cancelado'] as const;
export type WhatsappListKind = (typeof WHATSAPPLIST_KINDS)[number];

/** The list's tabs: not written to yet, written to, every one. */
export const WHATSAPPLIST_SITUACOES = ['pendentes', 'respondidos', 'todos'] as const;
export type WhatsappListSituacao = (typeof WHATSAPPLIST_SITUACOES)[number];

export const WHATSAPPLIST_SORTS = ['created_at', 'id'] as const;

/** `GET /whatsapplists`: a tab, a period of days (when the contact came in), search and the filters. */
export interface WhatsappListParams extends ListParams {
  situacao?: WhatsappListSituacao;
  /**
   * `1`: only the contacts still active in their campaign (not yet bought, concluded, opted out or switched off), as
   * a list offered for choosing asks; `0`: only those that left it. Left out: both.
   */
  status?: '0' | '1';
  /** The campaign it came from. */
  campanha_id?: number;
  /** Answered by this member. */
  usuario_id?: number;
  produto_id?: number;
  dt_inicio?: IsoDate;
  dt_fim?: IsoDate;
  /** The lead's name, e-mail or phone. */
  search?: string;
}

/** The last message an agent wrote to the contact. */
export interface WhatsappListAnswer {
  mensagem: string;
  respondida_em: IsoDateTime;
  /** Who wrote it; null once that person was deleted. */
  usuario: UserRef | null;
}

/** One contact of the list. `id` is the campaign contact's. */
export interface WhatsappListEntry {
  id: number;
  lead: { id: number; nome: string; email: string; ddi: string; ddd: string; telefone: string };
  produto: ProductRef;
  campanha: { id: number; nome: string; tipo: WhatsappListKind; plano: string };
  resposta: WhatsappListAnswer | null;
  /** How many messages agents wrote to it. */
  respostas_count: number;
  /** The lead's open ticket for the product (the one a transformation would meet), if any. */
  ticket_aberto: number | null;
  created_at: IsoDateTime;
}

/** One contact with every message written to it, oldest first (the chat the answer panel shows). */
export interface WhatsappListDetail extends WhatsappListEntry {
  respostas: WhatsappListAnswer[];
}

/** `GET /whatsapplists_numeros`: each tab's count under the same filters. */
export interface WhatsappListCounts {
  pendentes: number;
  respondidos: number;
  todos: number;
}

/** `GET /whatsapplists_responsaveis`: the "Responsável" filter's options, grouped. */
export interface WhatsappListResponsibles {
  /** Members who answered a contact of the list. */
  usuarios: UserRef[];
  /** The campaigns whose contacts are on the list. */
  campanhas: Array<{ id: number; nome: string; tipo: WhatsappListKind }>;
}

/** `POST /whatsapplists_trasform/{id}`: the ticket made (or, for "attend now", to open in the attend screen). */
export interface WhatsappListTicket {
  ticket_id: number;
}
