import type {
  Activity,
  Actor,
  DailyCount,
  MonthComparison,
  MySalesSummary,
  MyTicketsStats,
  Ticket,
  TicketStatus,
} from '@retoma/api-client';
import { AGENTS, buildActivity, buildLead, buildTicket, PRODUCTS } from '@retoma/api-client/mock';

/**
 * The dashboard's stories, around the pinned clock (Saturday 14/03/2026 12:00 in São Paulo): Ana Souza's figures
 * over the last 7 days (8–14 March) and the last month (12 February – 14 March), and the tickets she took part in.
 */

const DAY = 86_400_000;
const dayOf = (iso: string, offset: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + offset * DAY).toISOString().slice(0, 10);

/** `count(i)` on each day of the period that ends on `last`, and `previous(i)` on the days before it. */
export function comparison(last: string, days: number, count: (i: number) => number, previous: (i: number) => number): MonthComparison {
  const series = (first: string, value: (i: number) => number): DailyCount[] =>
    Array.from({ length: days }, (_, i) => ({ dia: dayOf(first, i), quantidade: value(i) }));
  const first = dayOf(last, 1 - days);
  return { periodo_atual: series(first, count), periodo_anterior: series(dayOf(first, -days), previous) };
}

export const WEEK = { dt_inicio: '2026-03-08', dt_fim: '2026-03-14' };
export const MONTH = { dt_inicio: '2026-02-12', dt_fim: '2026-03-14' };

export const ATTENDED_WEEK: MyTicketsStats = { type: 'atendimento', tickets_ganhou: 18, tickets_aguardando: 7, tickets_perdeu: 5 };
export const ATTENDED_MONTH: MyTicketsStats = { type: 'atendimento', tickets_ganhou: 64, tickets_aguardando: 21, tickets_perdeu: 27 };
export const INSERTED_WEEK: MyTicketsStats = { type: 'inseridos', tickets_finalizados: 6, tickets_pendentes: 3, tickets_abertos: 4 };

const WEEK_COUNTS = [3, 5, 0, 6, 4, 7, 5];
const BEFORE_COUNTS = [2, 4, 1, 3, 5, 2, 4];
export const DAILY_WEEK = comparison(
  WEEK.dt_fim,
  7,
  (i) => WEEK_COUNTS[i]!,
  (i) => BEFORE_COUNTS[i]!,
);
export const DAILY_MONTH = comparison(
  MONTH.dt_fim,
  31,
  (i) => (i * 7) % 6,
  (i) => (i * 5) % 4,
);
export const INSERTED_DAILY_WEEK = comparison(
  WEEK.dt_fim,
  7,
  (i) => [1, 2, 0, 3, 2, 4, 1][i]!,
  (i) => [0, 1, 2, 1, 0, 2, 1][i]!,
);

export const ZERO_ATTENDED: MyTicketsStats = { type: 'atendimento', tickets_ganhou: 0, tickets_aguardando: 0, tickets_perdeu: 0 };
export const ZERO_DAILY = comparison(
  WEEK.dt_fim,
  7,
  () => 0,
  () => 0,
);

const ANA = AGENTS[0]!;
const BRUNO = AGENTS[1]!;
const user = (who: (typeof AGENTS)[number]): Actor => ({ type: 'user', id: who.id, nome: who.name, avatar: who.avatar });
const CART: Actor = { type: 'carrinho', id: 2, nome: 'Recuperação de carrinho', avatar: null };

interface Spec {
  id: number;
  status: TicketStatus;
  lead: string;
  product: number;
  by: Actor;
  action: Pick<Activity, 'evento' | 'acao' | 'valores'>;
  at: string;
  causer: Actor;
}

function ticket({ id, status, lead, product, by, action, at, causer }: Spec): Ticket {
  const produto = PRODUCTS[product - 1]!;
  const when = `2026-03-${at}:00-03:00`;
  return buildTicket({
    id,
    status,
    lead: buildLead({ id: id - 1000, nome: lead }),
    produto_id: produto.id,
    produto: { ...produto, upsellers: [] },
    responsavel: by,
    ultima_acao: buildActivity({ id: id * 10, ticket_id: id, ...action, causer, created_at: when }),
    updated_at: when,
  });
}

const LEADS = ['Mariana Costa', 'Rafael Lima', 'Juliana Alves', 'Carlos Pereira', 'Patrícia Gomes', 'Marcos Oliveira'];
const ACTIONS: Array<Spec['action']> = [
  { evento: 'whatsapp', acao: 'whatsapp_sent', valores: {} },
  { evento: 'finalizado', acao: 'attendance_finished', valores: { resultado: 'aguardando' } },
  { evento: 'email', acao: 'email_sent', valores: {} },
  { evento: 'criado', acao: 'ticket_created', valores: {} },
];

/** Twelve tickets, the last touched first: the first page of ten, then "Carregar mais". */
export const RECENT: Ticket[] = Array.from({ length: 12 }, (_, i) =>
  ticket({
    id: 1042 - i,
    status: ([0, 1, 2, 3] as const)[i % 4]!,
    lead: LEADS[i % LEADS.length]!,
    product: (i % 6) + 1,
    by: i % 3 === 2 ? CART : user(i % 2 ? BRUNO : ANA),
    action: ACTIONS[i % ACTIONS.length]!,
    at: `${String(14 - Math.floor(i / 2)).padStart(2, '0')}T${i % 2 ? '09' : '11'}:${i % 2 ? '10' : '40'}`,
    causer: i % 4 === 3 ? user(BRUNO) : user(ANA),
  }),
);

const figures = (vendas: number, revertidas: number, bruto: number, revertido: number) => ({
  vendas,
  revertidas,
  bruto_centavos: bruto,
  revertido_centavos: revertido,
  liquido_centavos: bruto - revertido,
});

/** Ana's own recovered sales of the week (one refunded), against the week before, and her commissions to receive. */
export const MY_SALES_WEEK: MySalesSummary = {
  periodo: { ...WEEK, anterior_inicio: '2026-03-01', anterior_fim: '2026-03-07', dias: 7 },
  atual: figures(5, 1, 359_390, 49_700),
  anterior: figures(3, 0, 249_400, 0),
  produtos: [
    { ...PRODUCTS[1]!, ...figures(1, 0, 199_700, 0) },
    { ...PRODUCTS[0]!, ...figures(3, 1, 149_100, 49_700) },
    { ...PRODUCTS[2]!, ...figures(1, 0, 10_590, 0) },
  ].map(({ id, nome, cor, ...rest }) => ({ id, nome, cor, ...rest })),
  comissoes_a_receber_centavos: 48_275,
  comissoes_retidas_centavos: 12_000,
};

/** Nothing recovered, nothing owed. */
export const MY_SALES_NONE: MySalesSummary = {
  ...MY_SALES_WEEK,
  atual: figures(0, 0, 0, 0),
  anterior: figures(0, 0, 0, 0),
  produtos: [],
  comissoes_a_receber_centavos: 0,
  comissoes_retidas_centavos: 0,
};
