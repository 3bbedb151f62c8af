import type {
  CampaignKind,
  PaymentType,
  PeopleSalesReport,
  RecoveredSalesReport,
  ReportOrigin,
  ReportOriginRow,
  ReportPaymentRow,
  ReportPeriod,
  ReportPersonRow,
  ReportReversals,
  PlanReport,
  SalesFigures,
  TicketReportCounts,
  TicketsReport,
  UserRef,
} from '../../types';
import { REPORT_ORIGINS } from '../../types';
import { AGENTS, PRODUCTS } from '../data';

/**
 * The reports as the server answers them, made from one list of invented sales: every split is summed from the
 * same sales, so the parts add up to the totals to the cent, as on the server. The mock's today is 14 March 2025.
 */

const DAY = 86_400_000;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const lengthOf = (first: string, last: string) => Math.round((Date.parse(last) - Date.parse(first)) / DAY) + 1;

export const MOCK_REPORT_TODAY = '2025-03-14';

export interface MockReportOptions {
  dt_inicio?: string;
  dt_fim?: string;
  /** Product ids kept (all when empty). */
  produtos?: number[];
  /** People kept on the per-person report (all when empty). */
  usuarios?: number[];
  /** Some sales of the period refunded or charged back. */
  refunds?: boolean;
  /** No sale at all. */
  empty?: boolean;
}

interface MockSale {
  dia: string;
  produto: number;
  centavos: number;
  origem: ReportOrigin;
  canal: 'email' | 'sms' | null;
  posicao: number | null;
  payment: PaymentType;
  usuario: UserRef | null;
  reversal: 'reembolso' | 'chargeback' | null;
}

const CAMPAIGNS: Record<CampaignKind, { id: number; nome: string }> = {
  carrinho: { id: 1, nome: 'Carrinho abandonado' },
  boleto: { id: 2, nome: 'Boletos vencidos' },
  cancelado: { id: 3, nome: 'Assinaturas canceladas' },
  agendamento: { id: 4, nome: 'Agenda de retorno' },
  whatsapp: { id: 5, nome: 'WhatsApp de recuperação' },
};
const ORIGIN_CYCLE: ReportOrigin[] = [
  'carrinho',
  'link_direto',
  'carrinho',
  'boleto',
  'ticket_manual',
  'whatsapp',
  'carrinho',
  'agendamento',
  'ticket_manual',
  'cancelado',
];
const STEP_CYCLE: Array<['email' | 'sms', number]> = [
  ['email', 1],
  ['email', 2],
  ['sms', 1],
];
const PAYMENT_CYCLE: PaymentType[] = ['credit_card', 'billet', 'credit_card', 'pix', 'credit_card'];

/** The sales of `length` days from `first`: a steady, varied flow (`shift` makes the previous period differ). */
function salesOf(first: string, length: number, shift: number, refunds: boolean): MockSale[] {
  const sales: MockSale[] = [];
  let n = shift;
  for (let i = 0; i < length; i += 1) {
    for (let p = 0; p < 3; p += 1) {
      const count = (i + 2 * p + shift) % 3;
      for (let k = 0; k < count; k += 1) {
        n += 1;
        const origem = ORIGIN_CYCLE[n % ORIGIN_CYCLE.length]!;
        const step = origem === 'carrinho' ? STEP_CYCLE[n % STEP_CYCLE.length]! : origem === 'boleto' ? (['email', 1] as const) : null;
        const product = PRODUCTS[p]!;
        sales.push({
          dia: addDays(first, i),
          produto: product.id,
          centavos: Math.round(product.preco * 100),
          origem,
          canal: step?.[0] ?? null,
          posicao: step?.[1] ?? null,
          payment: PAYMENT_CYCLE[n % PAYMENT_CYCLE.length]!,
          usuario: origem === 'link_direto' || origem === 'ticket_manual' ? AGENTS[n % 3]! : null,
          reversal: refunds && n % 6 === 0 ? (n % 12 === 0 ? 'chargeback' : 'reembolso') : null,
        });
      }
    }
  }
  return sales;
}

function figuresOf(sales: MockSale[]): SalesFigures {
  const bruto = sales.reduce((sum, sale) => sum + sale.centavos, 0);
  const reversed = sales.filter((sale) => sale.reversal);
  const revertido = reversed.reduce((sum, sale) => sum + sale.centavos, 0);
  return {
    vendas: sales.length,
    revertidas: reversed.length,
    bruto_centavos: bruto,
    revertido_centavos: revertido,
    liquido_centavos: bruto - revertido,
  };
}

const net = (sales: MockSale[]) => sales.filter((sale) => !sale.reversal).reduce((sum, sale) => sum + sale.centavos, 0);

function groupBy<K>(sales: MockSale[], key: (sale: MockSale) => K): Map<K, MockSale[]> {
  const groups = new Map<K, MockSale[]>();
  for (const sale of sales) groups.set(key(sale), [...(groups.get(key(sale)) ?? []), sale]);
  return groups;
}

function periodOf(options: MockReportOptions): ReportPeriod {
  const dt_fim = options.dt_fim ?? MOCK_REPORT_TODAY;
  const dt_inicio = options.dt_inicio ?? addDays(dt_fim, -6);
  const dias = lengthOf(dt_inicio, dt_fim);
  return { dt_inicio, dt_fim, anterior_inicio: addDays(dt_inicio, -dias), anterior_fim: addDays(dt_inicio, -1), dias };
}

function salesFor(options: MockReportOptions, period: ReportPeriod) {
  const keep = (sale: MockSale) =>
    (!options.produtos?.length || options.produtos.includes(sale.produto)) &&
    (!options.usuarios?.length || (sale.usuario !== null && options.usuarios.includes(sale.usuario.id)));
  if (options.empty) return { current: [], previous: [] };
  return {
    current: salesOf(period.dt_inicio, period.dias, 0, options.refunds ?? false).filter(keep),
    previous: salesOf(period.anterior_inicio, period.dias, 1, false).filter(keep),
  };
}

function byDay(sales: MockSale[], id: (sale: MockSale) => number) {
  return [...groupBy(sales, (sale) => `${sale.dia}|${id(sale)}`).values()]
    .map((group) => ({ dia: group[0]!.dia, id: id(group[0]!), liquido_centavos: net(group) }))
    .sort((a, b) => a.dia.localeCompare(b.dia) || a.id - b.id);
}

function byOrigin(sales: MockSale[], origins: readonly ReportOrigin[]): ReportOriginRow[] {
  return origins.map((origem) => ({ origem, ...figuresOf(sales.filter((sale) => sale.origem === origem)) }));
}

function byPayment(sales: MockSale[]): ReportPaymentRow[] {
  return [...groupBy(sales, (sale) => sale.payment).entries()]
    .map(([payment_type, group]) => ({ payment_type, ...figuresOf(group) }))
    .sort((a, b) => b.liquido_centavos - a.liquido_centavos);
}

function reversalsOf(sales: MockSale[]): ReportReversals {
  const of = (kind: 'reembolso' | 'chargeback') => {
    const group = sales.filter((sale) => sale.reversal === kind);
    return { vendas: group.length, valor_centavos: group.reduce((sum, sale) => sum + sale.centavos, 0) };
  };
  return { reembolsos: of('reembolso'), chargebacks: of('chargeback') };
}

const AUTOMATIC: readonly ReportOrigin[] = ['carrinho', 'boleto', 'cancelado', 'agendamento', 'whatsapp'];

/** `GET /relatorio-vendas`. */
export function buildSalesReport(options: MockReportOptions = {}): RecoveredSalesReport {
  const periodo = periodOf(options);
  const { current, previous } = salesFor({ ...options, usuarios: [] }, periodo);
  const steps = groupBy(
    current.filter((sale) => AUTOMATIC.includes(sale.origem)),
    (sale) => `${sale.origem}|${sale.canal}|${sale.posicao}`,
  );
  return {
    periodo,
    atual: figuresOf(current),
    anterior: figuresOf(previous),
    produtos: [...groupBy(current, (sale) => sale.produto).entries()]
      .map(([id, group]) => {
        const { nome, cor } = PRODUCTS.find((product) => product.id === id)!;
        return { id, nome, cor, ...figuresOf(group) };
      })
      .sort((a, b) => b.liquido_centavos - a.liquido_centavos),
    por_dia: byDay(current, (sale) => sale.produto),
    por_origem: byOrigin(
      current,
      REPORT_ORIGINS.filter((origin) => origin !== 'campanha_excluida'),
    ),
    por_passo: [...steps.values()]
      .map((group) => {
        const tipo = group[0]!.origem as CampaignKind;
        return { campanha: { ...CAMPAIGNS[tipo], tipo }, canal: group[0]!.canal, posicao: group[0]!.posicao, ...figuresOf(group) };
      })
      .sort((a, b) => b.liquido_centavos - a.liquido_centavos),
    automatico: figuresOf(current.filter((sale) => AUTOMATIC.includes(sale.origem))),
    assistido: figuresOf(current.filter((sale) => !AUTOMATIC.includes(sale.origem))),
    por_pagamento: byPayment(current),
    reversoes: reversalsOf(current),
  };
}

/** `GET /relatorio-vendas-usuario`. */
export function buildPeopleReport(options: MockReportOptions = {}): PeopleSalesReport {
  const periodo = periodOf(options);
  const credited = (sale: MockSale) => sale.usuario !== null;
  const sales = salesFor(options, periodo);
  const current = sales.current.filter(credited);
  const previous = sales.previous.filter(credited);
  const pessoas = [...groupBy(current, (sale) => sale.usuario!.id).values()].map((group): ReportPersonRow => {
    const figures = figuresOf(group);
    const usuario = group[0]!.usuario!;
    const atendidos = 6 + usuario.id * 2;
    const ganhos = group.filter((sale) => sale.origem === 'ticket_manual').length;
    const kept = figures.vendas - figures.revertidas;
    return {
      usuario,
      ...figures,
      tickets_atendidos: atendidos,
      tickets_ganhos: ganhos,
      conversao: ganhos / atendidos,
      ticket_medio_centavos: kept > 0 ? Math.round(figures.liquido_centavos / kept) : null,
      comissoes_centavos: Math.round(figures.liquido_centavos / 10),
    };
  });
  pessoas.sort((a, b) => b.liquido_centavos - a.liquido_centavos);
  return {
    periodo,
    atual: figuresOf(current),
    anterior: figuresOf(previous),
    pessoas,
    por_dia: byDay(current, (sale) => sale.usuario!.id),
    por_origem: byOrigin(current, ['link_direto', 'ticket_manual']),
    por_pagamento: byPayment(current),
    reversoes: reversalsOf(current),
  };
}

/** The query of a report request as the builders take it. */
export function reportOptionsOf(url: URL): MockReportOptions {
  const ids = (name: string) => (url.searchParams.get(name) ?? '').split(',').filter(Boolean).map(Number);
  return {
    dt_inicio: url.searchParams.get('dt_inicio') ?? undefined,
    dt_fim: url.searchParams.get('dt_fim') ?? undefined,
    produtos: ids('produtos'),
    usuarios: ids('usuarios'),
  };
}

/** `GET /relatorio-tickets`: a steady flow of tickets, most attended, some lost for a few reasons. */
export function buildTicketsReport(options: MockReportOptions = {}): TicketsReport {
  const periodo = periodOf(options);
  const people = AGENTS.slice(0, 4).filter((agent) => !options.usuarios?.length || options.usuarios.includes(agent.id));
  const por_dia = Array.from({ length: periodo.dias }, (_, i) => {
    if (options.empty) return { dia: addDays(periodo.dt_inicio, i), criados: 0, atendidos: 0, ganhos: 0, aguardando: 0, perdidos: 0 };
    const ganhos = 2 + (i % 3);
    const aguardando = 1 + (i % 2);
    const perdidos = i % 4 === 0 ? 2 : 1;
    return {
      dia: addDays(periodo.dt_inicio, i),
      criados: 6 + (i % 4),
      atendidos: ganhos + aguardando + perdidos,
      ganhos,
      aguardando,
      perdidos,
    };
  });
  const sum = (key: keyof TicketReportCounts) => por_dia.reduce((total, day) => total + day[key], 0);
  const atual: TicketReportCounts = {
    criados: sum('criados'),
    atendidos: sum('atendidos'),
    ganhos: sum('ganhos'),
    aguardando: sum('aguardando'),
    perdidos: sum('perdidos'),
  };
  const share = (value: number, index: number) => Math.floor(value / people.length) + (index < value % people.length ? 1 : 0);
  return {
    periodo,
    atual,
    anterior: options.empty
      ? { criados: 0, atendidos: 0, ganhos: 0, aguardando: 0, perdidos: 0 }
      : {
          criados: atual.criados - 5,
          atendidos: atual.atendidos - 3,
          ganhos: atual.ganhos - 2,
          aguardando: atual.aguardando,
          perdidos: atual.perdidos - 1,
        },
    por_dia,
    por_pessoa: options.empty
      ? []
      : people.map((usuario, index) => {
          const ganhos = share(atual.ganhos, index);
          const aguardando = share(atual.aguardando, index);
          const perdidos = share(atual.perdidos, index);
          return { usuario, atendidos: ganhos + aguardando + perdidos, ganhos, aguardando, perdidos };
        }),
    motivos_perda: options.empty
      ? []
      : [
          { id: 1, nome: 'Preço alto', quantidade: Math.ceil(atual.perdidos / 2) },
          { id: 2, nome: 'Comprou de outro', quantidade: Math.floor(atual.perdidos / 3) },
          { id: null, nome: null, quantidade: atual.perdidos - Math.ceil(atual.perdidos / 2) - Math.floor(atual.perdidos / 3) },
        ],
    minutos_primeiro_atendimento: options.empty ? null : 47,
    minutos_finalizacao: options.empty ? null : 1_690,
    retornos_atrasados: options.empty ? 0 : 3,
  };
}

/** `GET /relatorio-planos`: two plans, their campaigns and steps, each funnel narrowing from sends to sales. */
export function buildPlanReport(options: MockReportOptions = {}): PlanReport {
  const periodo = periodOf(options);
  const scale = options.empty ? 0 : periodo.dias;
  const sales = (count: number, priceCents: number): SalesFigures => ({
    vendas: count,
    revertidas: 0,
    bruto_centavos: count * priceCents,
    revertido_centavos: 0,
    liquido_centavos: count * priceCents,
  });
  const step = (id: number, canal: 'email' | 'sms', posicao: number, envios: number, priceCents: number) => ({
    id,
    canal,
    posicao,
    envios,
    aberturas: canal === 'email' ? Math.round(envios * 0.45) : 0,
    cliques: Math.round(envios * 0.12),
    vendas: sales(Math.round(envios * 0.03), priceCents),
  });
  const campaign = (id: number, tipo: CampaignKind, productIndex: number, steps: ReturnType<typeof step>[], contatos: number) => {
    const product = PRODUCTS[productIndex]!;
    const sum = (key: 'envios' | 'aberturas' | 'cliques') => steps.reduce((total, one) => total + one[key], 0);
    const vendas = steps.reduce((total, one) => total + one.vendas.vendas, 0);
    return {
      id,
      nome: CAMPAIGNS[tipo].nome,
      tipo,
      produto: { id: product.id, nome: product.nome, cor: product.cor },
      contatos,
      envios: sum('envios'),
      aberturas: sum('aberturas'),
      cliques: sum('cliques'),
      vendas: sales(vendas, Math.round(product.preco * 100)),
      passos: steps,
    };
  };
  const reconquista = Math.round(PRODUCTS[0]!.preco * 100);
  return {
    periodo,
    planos: [
      {
        id: 1,
        nome: 'Recuperação Método Reconquista',
        campanhas: [
          campaign(
            1,
            'carrinho',
            0,
            [
              step(1, 'email', 1, 40 * scale, reconquista),
              step(2, 'email', 2, 28 * scale, reconquista),
              step(3, 'sms', 1, 22 * scale, reconquista),
            ],
            42 * scale,
          ),
          campaign(2, 'boleto', 0, [step(4, 'email', 1, 12 * scale, reconquista)], 13 * scale),
        ],
      },
      { id: 2, nome: 'Planner — boletos', campanhas: [campaign(3, 'cancelado', 2, [], 5 * scale)] },
    ].filter(() => !options.produtos?.length || options.produtos.includes(PRODUCTS[0]!.id) || options.produtos.includes(PRODUCTS[2]!.id)),
  };
}
