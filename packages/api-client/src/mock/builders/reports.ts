import {
  RECOVERY_ORIGINS,
  type IsoDate,
  type Money,
  type PaymentType,
  type RecoveredSalesReport,
  type RecoveredSalesStatistics,
  type RecoveryOrigin,
  type ReportParams,
  type ReportSeries,
  type TicketsReport,
  type UserReportParams,
} from '../../types';
import { agent, AGENTS, dateDaysAgo, product } from '../data';
import { createRandom } from '../random';

/**
 * Report fixtures built the way the server answers: one point per day of the asked period (the last 7 days
 * without one), one series per asked product (per user), totals that add up. Each day's figure depends only on
 * the product (user) and the date, so widening the period keeps the days already shown.
 * `produtos: []` (or `usuarios: []`) builds a period without sales.
 */

const DEFAULT_PRODUCTS = [1, 2, 3] as const;
/** Every agent of the company sold in the period. */
const DEFAULT_USERS = AGENTS.map((user) => user.id);

/** Share of each origin in the recovered value (they add up to 1). */
const ORIGIN_SHARES: Record<RecoveryOrigin, number> = {
  carrinho: 0.3,
  boleto: 0.22,
  whatsapp: 0.12,
  agendamento: 0.08,
  cancelado: 0.06,
  link: 0.1,
  user: 0.12,
};
const PAYMENT_SHARES: ReadonlyArray<[PaymentType, number]> = [
  ['credit_card', 0.62],
  ['billet', 0.21],
  ['pix', 0.17],
];

const cents = (value: number) => Math.round(value * 100) / 100;
const total = (values: readonly number[]) => cents(values.reduce((sum, value) => sum + value, 0));

/** The inclusive days of the period. */
function daysOf({ dt_inicio = dateDaysAgo(6), dt_fim = dateDaysAgo(0) }: ReportParams): IsoDate[] {
  const days: IsoDate[] = [];
  for (let day = Date.parse(`${dt_inicio}T12:00:00Z`); day <= Date.parse(`${dt_fim}T12:00:00Z`); day += 86_400_000) {
    days.push(new Date(day).toISOString().slice(0, 10));
  }
  return days;
}

/** Splits `value` by `shares`, the rounding left on the last share so the parts add up to the cent. */
function split<K extends string>(value: Money, shares: ReadonlyArray<[K, number]>): Record<K, Money> {
  const parts = {} as Record<K, Money>;
  let rest = value;
  shares.forEach(([key, share], index) => {
    parts[key] = index === shares.length - 1 ? cents(rest) : cents(value * share);
    rest -= parts[key];
  });
  return parts;
}

function statisticsOf(series: readonly ReportSeries[]): RecoveredSalesStatistics {
  const recovered = total(series.flatMap((line) => line.data));
  const byOrigin = split(
    recovered,
    RECOVERY_ORIGINS.map((origin): [RecoveryOrigin, number] => [origin, ORIGIN_SHARES[origin]]),
  );
  return {
    valor_recuperado: recovered,
    valor_coorecuperado: byOrigin,
    // What the checkout's tracking attributes directly: the boleto and cart campaigns' links and the collaborators' ones.
    valor_recuperado_direto_campanhas:
      recovered === 0
        ? {}
        : { 'saveleads-recovery-billet': byOrigin.boleto, 'saveleads-recovery-cart': byOrigin.carrinho, 'saveleads-user': byOrigin.link },
    payment_methods: recovered === 0 ? {} : split(recovered, PAYMENT_SHARES),
  };
}

/** A product's (a user's) sales on one day: a few sales of the product's price. */
function salesOn(seed: string, day: IsoDate, price: Money): Money {
  return cents(createRandom(`${seed}:${day}`).int(0, 4) * price);
}

/** `GET relatorio-vendas`. */
export function buildRecoveredSalesReport(params: ReportParams = {}): RecoveredSalesReport {
  const days = daysOf(params);
  const series = (params.produtos ?? DEFAULT_PRODUCTS).map((id) => {
    const { nome, preco } = product(id);
    return { name: nome, data: days.map((day) => salesOn(`relatorio-vendas:${id}`, day, preco)) };
  });
  return { grafico: { series, categories: days, users: [] }, statistics: statisticsOf(series) };
}

/** `GET relatorio-vendas-usuario`: a series per asked agent; `grafico.users` offers every agent with sales, filtered or not. */
export function buildUserSalesReport(params: UserReportParams = {}): RecoveredSalesReport {
  const days = daysOf(params);
  const products = params.produtos ?? DEFAULT_PRODUCTS;
  const users = (params.usuarios ?? DEFAULT_USERS).map(agent);
  const series =
    products.length === 0
      ? []
      : users.map((user) => {
          // Each agent sells one of the asked products.
          const { preco } = product(products[user.id % products.length] ?? DEFAULT_PRODUCTS[0]);
          return { name: user.name, data: days.map((day) => salesOn(`relatorio-vendas-usuario:${user.id}`, day, preco)) };
        });
  return {
    grafico: { series, categories: days, users: series.length === 0 ? [] : DEFAULT_USERS.map(agent) },
    statistics: statisticsOf(series),
  };
}

/** `GET relatorio-tickets`: tickets created per day and product. */
export function buildTicketsReport(params: ReportParams = {}): TicketsReport {
  const days = daysOf(params);
  const series = (params.produtos ?? DEFAULT_PRODUCTS).map((id) => ({
    name: product(id).nome,
    data: days.map((day) => createRandom(`relatorio-tickets:${id}:${day}`).int(0, 12)),
  }));
  return { grafico: { series, categories: days, users: [] } };
}
