import type { Actor, CampaignKind, IsoDateTime, Money, NamedRef, ProductRef } from './common';
import type { ComissaoNatureza, PreComissaoSituacao } from './commissions';
import type { Lead, Transaction } from './leads';
import type { ActivityKind, ActivityValues } from './tickets';
import type { DateRangeParams, ListParams } from './wire';

// The leads module: the company's people, the whole story of each, and the LGPD rights over their data.

/** Sortable columns of the leads list (`-col` descending); default `-created_at`, the newest first. */
export const LEAD_SORTS = ['nome', 'created_at', 'id'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

/**
 * Where the lead's purchases stand: bought (an approved or completed purchase), refunded (a purchase refunded or
 * charged back, none approved since) or not bought. What the list filters by and each row shows.
 */
export const LEAD_COMPRAS = ['comprou', 'reembolsou', 'nao_comprou'] as const;
export type LeadCompra = (typeof LEAD_COMPRAS)[number];

/** How the lead came: the kind of campaign that enrolled them, or an agent who opened a ticket for them. */
export const LEAD_ORIGENS = ['carrinho', 'boleto', 'cancelado', 'agendamento', 'whatsapp', 'ticket'] as const;
export type LeadOrigem = (typeof LEAD_ORIGENS)[number];

export interface LeadListParams extends ListParams, DateRangeParams {
  sort?: LeadSort | `-${LeadSort}`;
  produto_id?: number;
  compra?: LeadCompra;
  origem?: LeadOrigem;
}

/** A row of the leads list. */
export interface LeadListItem extends Lead {
  compra: LeadCompra;
}

/** The address that asked for nothing more, when and how (the send whose unsubscribe link was used, if any). */
export interface LeadOptOut {
  em: IsoDateTime;
  destino_tipo: 'email' | 'telefone';
  /** The campaign and channel of the send it came from; null when it came from elsewhere. */
  campanha: NamedRef | null;
  canal: 'email' | 'sms' | null;
}

/** `GET /leads/{id}`: the contact data, where the lead stands, and the counts of the detail's tabs. */
export interface LeadDetail extends Lead {
  compra: LeadCompra;
  /** When the lead's personal data was erased (LGPD); the id, sales and commissions remain. */
  anonimizado_em: IsoDateTime | null;
  descadastros: LeadOptOut[];
  produtos: ProductRef[];
  contagens: { transacoes: number; tickets: number };
}

/** `PUT /leads/{id}`: what an agent may correct; e-mail and CPF come from the sales platform. */
export interface LeadUpdate {
  nome: string;
  ddi: string;
  telefone: string;
}

/** `GET /leads/{id}/exclusao`: what deleting the lead takes with it, said before the person confirms. */
export interface LeadRemoval {
  transacoes: number;
  vendas_recuperadas: number;
  tickets: number;
  campanhas: number;
  envios: number;
  /** False when deleting would take sales or tickets with it: erase (anonymise) the lead instead. */
  pode_excluir: boolean;
}

/** The kinds of things the lead's timeline shows, each filterable. */
export const LEAD_TIMELINE_KINDS = [
  'plataforma',
  'envio',
  'ticket',
  'atendimento',
  'chamada',
  'mensagem',
  'transacao',
  'credito',
  'descadastro',
] as const;
export type LeadTimelineKind = (typeof LEAD_TIMELINE_KINDS)[number];

export interface LeadTimelineParams {
  page?: number;
  per_page?: number;
  tipo?: LeadTimelineKind;
}

/**
 * One thing that happened to the lead, newest first. `evento` says what within its kind:
 * - plataforma: the campaign kind the platform's event (or the lead's form, booking) started (`carrinho`, ...);
 *   `situacao` the contact's state in it (`ativo`, `recuperado`, `concluido`, `descadastrado`, `interrompido`);
 * - envio: the channel (`email`, `sms`), `situacao` the send's (`enviado`, `falhou`, `cancelado`), `detalhe` its
 *   subject, with the opens and clicks the recipient made;
 * - ticket: the ticket's history word (`criado`, `transferido`, ...), `detalhe` its sentence;
 * - atendimento: the outcome (`ganhou`, `aguardando`, `perdeu`), `situacao` the closing status, `detalhe` the notes;
 * - chamada / mensagem: the history word (`chamada`, `whatsapp`, `email`), `detalhe` the message or subject;
 * - transacao: the platform's status, `situacao` the payment type, `detalhe` the transaction code, `valor` the price;
 * - credito: who the recovered sale is credited to (`campanha`, `ticket`, `link_agente`), `situacao` `creditada`
 *   or `revertida`, `detalhe` why it was reversed;
 * - descadastro: the channel the lead opted out of.
 */
export interface LeadTimelineEntry {
  /** `{tipo}:{id of its row}`: stable across pages. */
  id: string;
  tipo: LeadTimelineKind;
  evento: string;
  em: IsoDateTime;
  situacao: string | null;
  detalhe: string | null;
  valor: Money | null;
  produto: ProductRef | null;
  campanha: (NamedRef & { tipo: CampaignKind }) | null;
  /** Who did it: an agent, or the campaign; null for the platform or the lead. */
  autor: Actor | null;
  ticket_id: number | null;
  aberturas: number | null;
  cliques: number | null;
  /** Entries of the ticket history (`ticket`, `chamada`, `mensagem`): what happened, as `Activity.acao` tells it. */
  acao?: ActivityKind | null;
  valores?: ActivityValues;
}

/** A ticket of the lead, as the detail's tab lists it. */
export interface LeadTicket {
  id: number;
  status: 0 | 1 | 2 | 3;
  produto: ProductRef;
  responsavel: Actor;
  detalhamento: string | null;
  created_at: IsoDateTime;
  fechado_em: IsoDateTime | null;
}

/** `GET /leads/{id}/exportacao`: everything the company holds about the lead (LGPD), as one document. */
export interface LeadExport {
  gerado_em: IsoDateTime;
  lead: Lead & { anonimizado_em: IsoDateTime | null };
  produtos: ProductRef[];
  transacoes: Array<
    Pick<Transaction, 'id' | 'transaction' | 'status' | 'payment_type' | 'full_price' | 'purchase_date' | 'created_at'> & {
      produto: string;
    }
  >;
  vendas_recuperadas: Array<{
    id: number;
    transacao: string;
    valor: Money;
    origem: string;
    recuperada_em: IsoDateTime;
    revertida_em: IsoDateTime | null;
  }>;
  campanhas: Array<{
    id: number;
    campanha: string;
    tipo: CampaignKind;
    situacao: string;
    entrou_em: IsoDateTime;
    saiu_em: IsoDateTime | null;
  }>;
  envios: Array<{
    id: number;
    canal: 'email' | 'sms';
    situacao: string;
    destino: string | null;
    assunto: string | null;
    enviado_em: IsoDateTime | null;
  }>;
  tickets: Array<{ id: number; status: 0 | 1 | 2 | 3; produto: string; detalhamento: string | null; created_at: IsoDateTime }>;
  atendimentos: Array<{ id: number; ticket_id: number; tipo: string; follow_up: string; created_at: IsoDateTime }>;
  /** The ticket history: what happened by kind and values (`Activity`); `description` only for old entries without a kind. */
  historico: Array<{
    id: number;
    evento: string;
    acao: ActivityKind | null;
    valores: ActivityValues;
    description: string | null;
    mensagem: string | null;
    created_at: IsoDateTime;
  }>;
  mensagens_whatsapp: Array<{ id: number; mensagem: string; enviada_em: IsoDateTime }>;
  descadastros: Array<{ destino: string; created_at: IsoDateTime }>;
  /**
   * The claims to a commission on the lead's sales: amounts, decision, and the agent's proof (which may name the
   * person). The people paid are not the lead's data, so they are left out, here and in `comissoes`.
   */
  pre_comissoes: Array<{
    id: number;
    transacao: string;
    produto: string;
    situacao: PreComissaoSituacao;
    valor_venda: Money;
    comissao_criador: Money;
    comissao_atendente: Money;
    descricao: string | null;
    email_secundario: string | null;
    created_at: IsoDateTime;
    decidido_em: IsoDateTime | null;
  }>;
  /** What was owed on the lead's sales, per side, with the adjustments of a refund. */
  comissoes: Array<{
    id: number;
    pre_comissao_id: number | null;
    produto: string;
    natureza: ComissaoNatureza;
    valor: Money;
    retida_ate: IsoDateTime | null;
    estornada_em: IsoDateTime | null;
    created_at: IsoDateTime;
  }>;
}
