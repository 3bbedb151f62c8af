import type { CampaignKind, IsoDateTime, LeadRef, NamedRef, ProductRef, StatusFlag, UserRef } from './common';
import type { DateRangeParams, ListParams, Paginator } from './wire';

/** A lead who filled a WhatsApp (or boleto) form and waits to be contacted on WhatsApp. */
export interface WhatsappListEntry {
  id: number;
  lead: LeadRef;
  email: string;
  ddi: string;
  telefone: string;
  produto: ProductRef;
  /** The campaign the entry came from. */
  campanha: {
    id: number;
    tipo: Extract<CampaignKind, 'whatsapp' | 'boleto'>;
    nome: string;
    mensagem: string | null;
    produto_id: number;
    plano: NamedRef | null;
  };
  lead_produto: { id: number; ticket_id: number | null };
  /** The agent's answer; null while pending. */
  resposta: { mensagem: string; responsavel: UserRef; created_at: IsoDateTime } | null;
  /** 1 active (spec §3). */
  status: StatusFlag;
  created_at: IsoDateTime;
}

export type WhatsappListSituation = 'pendentes' | 'respondidos' | 'todos';

export interface WhatsappListParams extends ListParams, DateRangeParams {
  situacao?: WhatsappListSituation;
  status?: StatusFlag;
  produto_id?: number;
  campanha_tipo?: CampaignKind | 'user' | 'link';
  campanha_id?: number;
}

/** Tab counters. */
export interface WhatsappListCounts {
  pendentes: number;
  respondidos: number;
  todos: number;
}

export interface WhatsappListPage {
  data: Paginator<WhatsappListEntry>;
  numeros: WhatsappListCounts;
}

/** `POST /whatsapplists_trasform/{id}`: the ticket created from the entry. */
export interface WhatsappListTransformResult {
  ticket_id: number;
}
