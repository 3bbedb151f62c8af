import type { Actor, IsoDateTime, LeadRef, Money, ProductRef, UserRef } from './common';
import type { PaymentType, TransactionStatus } from './leads';

/**
 * Commissions: a recovered sale credited to a person opens a pre-commission (its claim); a manager proves it with
 * the sale's transactions and approves it into one commission per beneficiary and side; commissions are grouped
 * per person into payment orders, paid or reverted. A refund claws them back.
 */

/** A pre-commission's state: waiting for a decision, approved into commissions, or rejected (restorable). */
export const PRE_COMISSAO_SITUACOES = ['pendente', 'aprovada', 'reprovada'] as const;
export type PreComissaoSituacao = (typeof PRE_COMISSAO_SITUACOES)[number];

/** The approval screen's tabs (and the agent's pending / rejected claims). */
export const PRE_COMISSAO_ABAS = ['pendente', 'reprovado'] as const;
export type PreComissaoAba = (typeof PRE_COMISSAO_ABAS)[number];

/** The methods that act on pre-commissions, by name, on one id or a list. */
export const PRE_COMISSAO_METODOS = ['aprovar', 'reprovar', 'restaurar'] as const;
export type PreComissaoMetodo = (typeof PRE_COMISSAO_METODOS)[number];

/** What a reason of a diagnosis speaks for: approving, waiting, rejecting. */
export const DIAGNOSTICO_VEREDITOS = ['bom', 'aguardar', 'ruim'] as const;
export type DiagnosticoVeredito = (typeof DIAGNOSTICO_VEREDITOS)[number];

/**
 * Each reason a diagnosis may give: an approved transaction of the lead and product in the window (bom); none
 * (ruim); its warranty not over (aguardar) or over (bom); refunded or charged back (ruim); contested by the buyer
 * (aguardar: the platform decides for the seller or charges back); another claim to the same sale (ruim); bought
 * with another e-mail, by the agent's word (aguardar: proof to check by hand).
 */
export const DIAGNOSTICO_CODIGOS = [
  'transacao_aprovada',
  'sem_transacao',
  'garantia_em_curso',
  'garantia_cumprida',
  'reembolso',
  'chargeback',
  'disputa',
  'duplicada',
  'email_secundario',
] as const;
export type DiagnosticoCodigo = (typeof DIAGNOSTICO_CODIGOS)[number];

export interface DiagnosticoMotivo {
  veredito: DiagnosticoVeredito;
  codigo: DiagnosticoCodigo;
  /** The transaction the reason is about (its platform code). */
  transacao: string | null;
  /** Its date: the purchase, the end of the warranty, the refund, the dispute's opening. */
  data: IsoDateTime | null;
  /** The other claim, for `duplicada`. */
  pre_comissao_id: number | null;
  /** The window in days, for `sem_transacao`. */
  dias: number | null;
}

export interface Diagnostico {
  pre_comissao_id: number;
  realizado_em: IsoDateTime;
  /** What the reasons together suggest: any `ruim` → reprovar; else any `aguardar` → aguardar; else aprovar. */
  sugestao: 'aprovar' | 'aguardar' | 'reprovar';
  motivos: DiagnosticoMotivo[];
}

/** A pre-commission as the lists show it. */
export interface PreComissao {
  id: number;
  situacao: PreComissaoSituacao;
  lead: LeadRef;
  produto: ProductRef;
  ticket_id: number | null;
  /** Who brought the lead: a person (paid the insertion side) or the campaign that opened the ticket. */
  criador: Actor;
  /** Who won the sale (paid the attendance side). */
  atendente: UserRef | null;
  valor_venda: Money;
  comissao_criador: Money;
  comissao_atendente: Money;
  comissao_total: Money;
  tem_anexos: boolean;
  diagnostico: Diagnostico | null;
  created_at: IsoDateTime;
}

/** A transaction as an approval chooses it. */
export interface TransacaoComissao {
  id: number;
  transaction: string;
  lead: LeadRef;
  produto: ProductRef;
  status: TransactionStatus;
  payment_type: PaymentType;
  full_price: Money;
  purchase_date: IsoDateTime | null;
  warranty_date: IsoDateTime | null;
  created_at: IsoDateTime;
}

export interface PreComissaoAnexo {
  id: number;
  /** The image's address (unguessable, served without a session like the other uploaded images). */
  url: string;
}

/** One pre-commission in full: the side panel of the approval screen and of the agent's own view. */
export interface PreComissaoDetalhe extends PreComissao {
  lead_contato: { cpf: string | null; ddi: string; ddd: string; telefone: string };
  /** The credited transaction (the sale that opened the claim). */
  transacao: TransacaoComissao;
  /** The transactions chosen to prove it on approval. */
  comprovantes: TransacaoComissao[];
  descricao: string | null;
  email_secundario: string | null;
  anexos: PreComissaoAnexo[];
  decidido_em: IsoDateTime | null;
}

export interface PreComissaoContagem {
  pendente: number;
  reprovado: number;
}

/** What a method did to a list: the ids it acted on, and each one it left with why. */
export interface PreComissaoLote {
  feitos: number[];
  recusados: Array<{ id: number; motivo: string }>;
}

/** A commission's side of the sale, or a negative adjustment taking one back. */
export const COMISSAO_NATUREZAS = ['atendimento', 'insercao', 'estorno'] as const;
export type ComissaoNatureza = (typeof COMISSAO_NATUREZAS)[number];

/**
 * Where a commission stands: held within the sale's warranty, ready to order, in an unpaid order, paid, cancelled
 * by a refund before any order, or a negative adjustment of one refunded after it was ordered.
 */
export const COMISSAO_SITUACOES = ['retida', 'a_ordenar', 'ordenada', 'paga', 'estornada', 'ajuste'] as const;
export type ComissaoSituacao = (typeof COMISSAO_SITUACOES)[number];

export interface Comissao {
  id: number;
  user: UserRef;
  lead: LeadRef;
  produto: ProductRef;
  natureza: ComissaoNatureza;
  /** Negative for an adjustment; what counts in sums is 0 for a cancelled one (`estornada`). */
  valor: Money;
  /** The part of `valor` achievements added. */
  bonus: Money;
  situacao: ComissaoSituacao;
  /** Payable from then on (the sale's warranty), while `retida`. */
  retida_ate: IsoDateTime | null;
  ordem_id: number | null;
  paga_em: IsoDateTime | null;
  /** When the sale was refunded or charged back (on the commission taken back and on its adjustment). */
  estornada_em: IsoDateTime | null;
  /** The platform's event that took it back (PURCHASE_REFUNDED, PURCHASE_CHARGEBACK). */
  motivo_estorno: string | null;
  /** Who brought the lead, from the pre-commission. */
  origem: Actor | null;
  pre_comissao_id: number | null;
  created_at: IsoDateTime;
}

/** A page of commissions with the sum of every commission the filter finds (not only the page's). */
export interface ComissaoPage {
  data: Comissao[];
  current_page: number;
  last_page: number;
  per_page: 10 | 25 | 50 | 100;
  total: number;
  from: number | null;
  to: number | null;
  soma: Money;
}

/** A person with commissions to order: what the next order would carry, and what is still held. */
export interface PessoaAOrdenar {
  user: UserRef;
  quantidade: number;
  valor: Money;
  retido: Money;
  /** When the first held commission becomes payable. */
  proxima_liberacao: IsoDateTime | null;
}

export interface PessoaAOrdenarPage extends Omit<ComissaoPage, 'data'> {
  data: PessoaAOrdenar[];
}

/** What makes a person's amount: the commissions the next order would carry, and those still held. */
export interface PessoaAOrdenarDetalhe {
  user: UserRef;
  valor: Money;
  itens: Comissao[];
  retidas: Comissao[];
}

export interface OrdemPagamento {
  id: number;
  user: UserRef;
  total: Money;
  quantidade: number;
  paga_em: IsoDateTime | null;
  created_at: IsoDateTime;
}

export interface OrdemPage extends Omit<ComissaoPage, 'data'> {
  data: OrdemPagamento[];
}

export interface OrdemContagem {
  pendentes: number;
  pagas: number;
}

/** An order's items grouped by product and side: how many, what each averages and their sum. */
export interface OrdemGrupo {
  produto: ProductRef;
  natureza: ComissaoNatureza;
  quantidade: number;
  valor: Money;
}

export interface OrdemDetalhe extends OrdemPagamento {
  grupos: OrdemGrupo[];
  itens: Comissao[];
  empresa: { nome: string; descricao: string | null; rodape: string | null; logo: string | null };
}

/** One month of a person's own commissions, by where they stand (adjustments and cancellations as `estornado`). */
export interface ResumoMes {
  /** `YYYY-MM` in the company's zone. */
  mes: string;
  pendente: Money;
  retida: Money;
  a_receber: Money;
  ordenada: Money;
  paga: Money;
  /** What refunds took back (a positive amount). */
  estornado: Money;
}

export interface MinhasComissoesResumo {
  meses: ResumoMes[];
  totais: Omit<ResumoMes, 'mes'>;
}
