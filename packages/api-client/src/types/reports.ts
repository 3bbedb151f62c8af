import type { CampaignKind, IsoDate, NamedRef, ProductRef, UserRef } from './common';
import type { PaymentType } from './leads';

/**
 * The reports (`relatorios/*`, permission `relatorios`): what the recovery engine credited (`vendas_recuperadas`)
 * summed by PostgreSQL over a period of days in the company's zone. Every amount is in integer cents
 * (`*_centavos`), so the parts of a report add up to its total to the cent and a CSV carries the same numbers.
 */

/** The longest period a report covers, in days (both ends included). */
export const REPORT_MAX_DAYS = 60;

/** `GET /relatorio-vendas`: first and last day (the last 7 days when left out) and products (`1,2`: all when left out). */
export interface ReportParams {
  dt_inicio?: IsoDate;
  dt_fim?: IsoDate;
  /** Product ids, comma-separated. */
  produtos?: string;
}

/** `GET /relatorio-vendas-usuario`: the same, and people (`3,4`: everyone credited when left out). */
export interface PeopleReportParams extends ReportParams {
  usuarios?: string;
}

/** The period answered and the one right before it, of the same length (the comparison). */
export interface ReportPeriod {
  dt_inicio: IsoDate;
  dt_fim: IsoDate;
  anterior_inicio: IsoDate;
  anterior_fim: IsoDate;
  dias: number;
}

/**
 * Sales recovered in a period and what of them a refund or chargeback took back since: `liquido_centavos` is
 * `bruto_centavos - revertido_centavos`, and `vendas` counts every credit, `revertidas` those reversed.
 */
export interface SalesFigures {
  vendas: number;
  revertidas: number;
  bruto_centavos: number;
  revertido_centavos: number;
  liquido_centavos: number;
}

/**
 * Where a recovered sale came from: a campaign of each type (a deleted campaign's sales stay, as `campanha_excluida`),
 * an agent's sales link (`link_direto`) or a ticket an agent won (`ticket_manual`).
 */
export const REPORT_ORIGINS = [
  'carrinho',
  'boleto',
  'cancelado',
  'agendamento',
  'whatsapp',
  'campanha_excluida',
  'link_direto',
  'ticket_manual',
] as const;
export type ReportOrigin = (typeof REPORT_ORIGINS)[number];

/** The net value of one product on one day (days without sales are left out). */
export interface ReportDayValue {
  dia: IsoDate;
  id: number;
  liquido_centavos: number;
}

export interface ReportProduct extends ProductRef, SalesFigures {}

export interface ReportOriginRow extends SalesFigures {
  origem: ReportOrigin;
}

/** A campaign step's sales: `canal`/`posicao` null when the credit named the campaign but no step (or it was deleted). */
export interface ReportStepRow extends SalesFigures {
  campanha: NamedRef & { tipo: CampaignKind };
  canal: 'email' | 'sms' | null;
  posicao: number | null;
}

export interface ReportPaymentRow extends SalesFigures {
  payment_type: PaymentType;
}

/** Reversed sales of the period by why: a refund or a chargeback. */
export interface ReportReversals {
  reembolsos: { vendas: number; valor_centavos: number };
  chargebacks: { vendas: number; valor_centavos: number };
}

/** `GET /relatorio-vendas`: the recovered sales of the period, split every way the manager asks. */
export interface RecoveredSalesReport {
  periodo: ReportPeriod;
  atual: SalesFigures;
  anterior: SalesFigures;
  /** Products with sales in the period, the largest net value first. */
  produtos: ReportProduct[];
  /** Net value per product per day (`id` is the product's). */
  por_dia: ReportDayValue[];
  por_origem: ReportOriginRow[];
  por_passo: ReportStepRow[];
  /** Automatic (a campaign) against agent-assisted (an agent's link or ticket). */
  automatico: SalesFigures;
  assistido: SalesFigures;
  por_pagamento: ReportPaymentRow[];
  reversoes: ReportReversals;
}

/**
 * One person's figures: the sales credited to them (link or won ticket), the tickets they attended and won in the
 * period, `conversao` = won / attended (null without attendances), the average net sale (null without one) and
 * the commissions created for them in the period (clawback adjustments included, cancelled ones not).
 */
export interface ReportPersonRow extends SalesFigures {
  usuario: UserRef;
  tickets_atendidos: number;
  tickets_ganhos: number;
  conversao: number | null;
  ticket_medio_centavos: number | null;
  comissoes_centavos: number;
}

/** `GET /relatorio-vendas-usuario`: the recovered sales per person (`por_dia`'s `id` is the person's). */
export interface PeopleSalesReport {
  periodo: ReportPeriod;
  atual: SalesFigures;
  anterior: SalesFigures;
  pessoas: ReportPersonRow[];
  por_dia: ReportDayValue[];
  por_origem: ReportOriginRow[];
  por_pagamento: ReportPaymentRow[];
  reversoes: ReportReversals;
}

/** Ticket counts: created in the period, and attendances by outcome (an attendance ends as won, waiting or lost). */
export interface TicketReportCounts {
  criados: number;
  atendidos: number;
  ganhos: number;
  aguardando: number;
  perdidos: number;
}

/**
 * `GET /relatorio-tickets`: the tickets of a period day by day and per agent, why sales were lost, the average
 * minutes from a ticket's creation to its first attendance and to its closing (null when none), and the returns
 * still pending whose time has passed.
 */
export interface TicketsReport {
  periodo: ReportPeriod;
  atual: TicketReportCounts;
  anterior: TicketReportCounts;
  por_dia: Array<TicketReportCounts & { dia: IsoDate }>;
  por_pessoa: Array<Omit<TicketReportCounts, 'criados'> & { usuario: UserRef }>;
  motivos_perda: Array<{ id: number | null; nome: string | null; quantidade: number }>;
  minutos_primeiro_atendimento: number | null;
  minutos_finalizacao: number | null;
  retornos_atrasados: number;
}

/** A funnel's counts in the period: sends that went out, how many of them were opened and clicked, and the sales. */
export interface FunnelFigures {
  envios: number;
  aberturas: number;
  cliques: number;
  vendas: SalesFigures;
}

/** One e-mail or SMS step of a campaign. */
export interface PlanReportStep extends FunnelFigures {
  id: number;
  canal: 'email' | 'sms';
  posicao: number;
}

/** A campaign: contacts that entered it in the period, its funnel (steps deleted since included), and each step's. */
export interface PlanReportCampaign extends FunnelFigures {
  id: number;
  nome: string;
  tipo: CampaignKind;
  produto: ProductRef;
  contatos: number;
  passos: PlanReportStep[];
}

/** `GET /relatorio-planos` (`planos/relatorios`): each plan's campaigns with their funnel per step. */
export interface PlanReport {
  periodo: ReportPeriod;
  planos: Array<{ id: number; nome: string; campanhas: PlanReportCampaign[] }>;
}

/**
 * `GET /relatorio-minhas-vendas` (the dashboard, every member): the caller's own recovered sales of the period
 * against the previous one, by product, and their commissions still to receive (not cancelled, not in a paid
 * order; `retidas` is the part held within the sales' warranty).
 */
export interface MySalesSummary {
  periodo: ReportPeriod;
  atual: SalesFigures;
  anterior: SalesFigures;
  produtos: ReportProduct[];
  comissoes_a_receber_centavos: number;
  comissoes_retidas_centavos: number;
}
