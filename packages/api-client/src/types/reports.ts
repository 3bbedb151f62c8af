import { CAMPAIGN_KINDS, type IsoDate, type Money, type UserRef } from './common';
import type { PaymentType } from './leads';
import type { DateRangeParams } from './wire';

/** One line of a report's chart: a product (a user, in the per-user report) and its value on each day. */
export interface ReportSeries {
  name: string;
  /** One value per entry of `categories`, in the same order. */
  data: number[];
}

export interface ReportChart {
  series: ReportSeries[];
  /** The days of the period, in order. */
  categories: IsoDate[];
  /** The users with figures in the period: the options of the per-user report's user filter (empty in the others). */
  users: UserRef[];
}

/**
 * Who took part in a recovered sale: a campaign of each type, a direct sales link or an agent's manual ticket
 * (`user`). The predecessor keyed these by Laravel class names (`App\Models\CampanhaCheckout`, ...); the rewrite
 * uses the same stable names as `ActorType`.
 */
export const RECOVERY_ORIGINS = [...CAMPAIGN_KINDS, 'link', 'user'] as const;
export type RecoveryOrigin = (typeof RECOVERY_ORIGINS)[number];

export interface RecoveredSalesStatistics {
  /** Everything recovered in the period. */
  valor_recuperado: Money;
  /** The period's value by who took part in the sale; every origin is present (0 when none). */
  valor_coorecuperado: Record<RecoveryOrigin, Money>;
  /**
   * Value recovered automatically, by the checkout's `src` tracking value: `saveleads-recovery-billet` (boleto
   * campaigns), `saveleads-recovery-cart` (cart campaigns), `saveleads-user` (collaborators' links), or the `src`
   * a company set on a link of its own. Free text chosen per link, hence a record and not an enum.
   */
  valor_recuperado_direto_campanhas: Record<string, Money>;
  /** By payment method; only the methods used in the period. */
  payment_methods: Partial<Record<PaymentType, Money>>;
}

/** `GET relatorio-vendas` and `GET relatorio-vendas-usuario`: money recovered per day, one series per product (per user). */
export interface RecoveredSalesReport {
  grafico: ReportChart;
  statistics: RecoveredSalesStatistics;
}

/** `GET relatorio-tickets`: tickets created per day, one series per product. */
export interface TicketsReport {
  grafico: ReportChart;
}

/**
 * The reports' filters: the period (inclusive days, at most 60 apart; the server takes the last 7 days without
 * it) and the products (all of the role's products when left out).
 */
export interface ReportParams extends DateRangeParams {
  produtos?: readonly number[];
}

/** The per-user report also filters by user. */
export interface UserReportParams extends ReportParams {
  usuarios?: readonly number[];
}
