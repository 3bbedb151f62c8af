import type { Lead } from './leads';
import type { Actor, IsoDateTime, LeadRef, Money, ProductRef, UserRef } from './common';
import type { DateRangeParams, ListParams, Paginator } from './wire';

export const PRE_COMMISSION_METHODS = ['aprovar', 'reprovar', 'restaurar'] as const;
/** The named methods applied to one pre-commission or a list of them. */
export type PreCommissionMethod = (typeof PRE_COMMISSION_METHODS)[number];
export type PreCommissionStatus = 'pendente' | 'reprovado' | 'aprovado';

export interface Attachment {
  id: number;
  /** URL of the uploaded image. */
  arquivo: string;
  descricao: string | null;
}

export type DiagnosisVerdict = 'bom' | 'aguardar' | 'ruim';

/** The automatic analysis of a pre-commission: reasons to approve, wait or reject. */
export interface Diagnosis {
  created_at: IsoDateTime;
  descricao: Array<{ tipo: DiagnosisVerdict; mensagem: string }>;
}

/** Created when a ticket is won; the agent proves the sale and a manager approves it into commissions. */
export interface PreCommission {
  id: number;
  ticket: { id: number; lead: Lead };
  lead_produto: { id: number; produto_id: number; produto: ProductRef };
  comissao_criador: Money;
  comissao_atendente: Money;
  /** Who created the ticket. */
  criador: Actor;
  atendente: UserRef;
  tipo: PreCommissionStatus;
  /** The agent's proof text. */
  descricao: string | null;
  /** The other e-mail the buyer used, when the agent says so. */
  email_secundario: string | null;
  anexos: Attachment[];
  diagnostico: Diagnosis | null;
  created_at: IsoDateTime;
}

export interface PreCommissionListParams extends ListParams {
  tipo?: 'pendente' | 'reprovado';
  atendente_id?: number;
  criador_type?: Actor['type'];
  criador_id?: number;
}

/** What generated a commission. */
export type CommissionSource = 'pre_comissao' | 'transacao' | 'upsell' | 'whatsapplist';
export type CommissionNature = 'Atendimento' | 'Inserção';

export interface Commission {
  id: number;
  valor: Money;
  natureza: CommissionNature;
  /** The beneficiary. */
  user: UserRef;
  produto: ProductRef;
  /** Who brought the sale: campaign, link or user; null when unknown. */
  origem: Actor | null;
  responsavel: { type: CommissionSource; id: number; lead: LeadRef | null };
  ordem_id: number | null;
  /** Achievement bonuses added to this commission. */
  comissoes_conquistas: Array<{ id: number; valor: Money }>;
  created_at: IsoDateTime;
}

/** "Gerar ordens": users with commissions not yet in a payment order. */
export interface CommissionUserGroup extends UserRef {
  comissaos: Commission[];
}

export interface CommissionListParams extends ListParams {
  user_id?: number;
  responsavel_type?: CommissionSource;
  responsavel_id?: number;
  /** Only commissions not yet grouped into a payment order. */
  sem_ordem?: boolean;
}

/** A page plus the sum of every matching row (not only the page's). */
export interface SummedList<T> {
  data: Paginator<T>;
  soma: Money;
}

/** "Minhas comissões" tabs: the first two list pre-commissions, the last two commissions. */
export type MyCommissionsTab = 'pendentes' | 'reprovadas' | 'aprovadas' | 'comissionadas';
export type MyCommissionItem<K extends MyCommissionsTab> = K extends 'pendentes' | 'reprovadas' ? PreCommission : Commission;

export interface MyCommissionsParams extends ListParams, DateRangeParams {}

/** A payment order grouping one user's commissions. */
export interface PaymentOrder {
  id: number;
  user: UserRef;
  comissaos: Commission[];
  valor: Money;
  pago: boolean;
  pago_em: IsoDateTime | null;
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
}

/** Printed on the orders (company settings). */
export interface OrderIssuer {
  nome: string;
  logo: string | null;
  descricao: string | null;
  rodape: string | null;
}

export interface PaymentOrderList extends SummedList<PaymentOrder> {
  empresa: OrderIssuer;
}

export interface PaymentOrderListParams extends ListParams, DateRangeParams {
  pago?: boolean;
}
