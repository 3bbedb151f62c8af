import type { Conta, Integracao, PlatformEvent, Produto } from '../../types';
import { isoDaysAgo, isoMinutesAgo, PRODUCTS } from '../data';

/** The platforms the server seeds (`GET /integracoes`, by name): Eduzz needs two tokens. */
export const INTEGRACOES: readonly Integracao[] = [
  { id: 2, descricao: 'Eduzz', need: 2, checkout_base: 'https://sun.eduzz.com/' },
  { id: 1, descricao: 'Hotmart', need: 1, checkout_base: 'https://pay.hotmart.com/' },
  { id: 3, descricao: 'Kiwify', need: 1, checkout_base: 'https://pay.kiwify.com.br/' },
];

const platform = (descricao: string) => INTEGRACOES.find((one) => one.descricao === descricao)!;

/** A webhook key as the server draws them (32 hex characters), fixed per account so screenshots stay put. */
const keyOf = (id: number) => `${(0x5f3a9c17 * id).toString(16).padStart(8, '0')}`.repeat(4).slice(0, 32);

/** Events a story may give an account as its last one. */
export const PLATFORM_EVENTS = {
  processed: { received_at: isoMinutesAgo(12), event: 'PURCHASE_APPROVED', outcome: 'processed', error: null },
  ignored: { received_at: isoMinutesAgo(95), event: 'PURCHASE_CANCELED', outcome: 'ignored', error: null },
  failed: {
    received_at: isoMinutesAgo(180),
    event: 'cart_abandonment',
    outcome: 'failed',
    error: 'A assinatura do evento não confere com o token 2 da conta: confira o token na Eduzz.',
  },
} as const satisfies Record<string, PlatformEvent>;

/**
 * A platform account as the server answers it: its webhook address, whether its token is set (and the token's
 * last four characters), and its last event. Id 1 is Loja Aurora's Hotmart account, id 2 its Eduzz account.
 */
export function buildConta(overrides: Partial<Conta> = {}): Conta {
  const id = overrides.id ?? 1;
  const integracao = overrides.integracao ?? platform(id === 2 ? 'Eduzz' : id === 3 ? 'Kiwify' : 'Hotmart');
  return {
    id,
    nome: id === 1 ? 'Hotmart — Loja Aurora' : id === 2 ? 'Eduzz — Aurora Cursos' : `${integracao.descricao} — Conta ${id}`,
    integracao_id: integracao.id,
    integracao,
    has_token: true,
    has_token2: integracao.need >= 2,
    has_token3: false,
    token_last4: id === 1 ? '3a9c' : id === 2 ? '-key' : '7c10',
    webhook_url: `https://app.retoma.com.br/api/webhooks/${integracao.descricao.toLowerCase()}/${keyOf(id)}`,
    last_event: id === 1 ? PLATFORM_EVENTS.processed : id === 2 ? PLATFORM_EVENTS.failed : null,
    produtos_count: id === 1 ? 4 : id === 2 ? 2 : 0,
    created_at: isoDaysAgo(90 - id),
    ...overrides,
  };
}

/** Loja Aurora's accounts: Hotmart (alive), Eduzz (its last event failed) and a Kiwify one with no event yet. */
export function buildContas(): Conta[] {
  return [buildConta({ id: 1 }), buildConta({ id: 2 }), buildConta({ id: 3, produtos_count: 0 })];
}

/**
 * A product as the server answers it. Ids 1–6 are the mock catalogue's products (name, colour, price), on the
 * Hotmart account except 5 and 6 (Eduzz); odd ids pay commission; id 6 is inactive.
 */
export function buildProduto(overrides: Partial<Produto> = {}): Produto {
  const id = overrides.id ?? 1;
  const base = PRODUCTS[(id - 1) % PRODUCTS.length]!;
  const round = Math.floor((id - 1) / PRODUCTS.length);
  const conta = buildConta({ id: (id - 1) % PRODUCTS.length >= 4 ? 2 : 1 });
  const commission = id % 2 === 1;
  return {
    id,
    nome: round === 0 ? base.nome : `${base.nome} ${round + 1}`,
    status: id % PRODUCTS.length === 0 ? 0 : 1,
    conta_id: conta.id,
    conta: {
      id: conta.id,
      nome: conta.nome,
      integracao: { id: conta.integracao.id, descricao: conta.integracao.descricao, checkout_base: conta.integracao.checkout_base },
    },
    preco: base.preco,
    cod_produto: String(1_843_200 + id),
    checkout: `K${48_213_000 + id * 7}X`,
    cor: base.cor.toUpperCase(),
    hab_comissao: commission,
    comissao_modo: commission ? (id % 4 === 1 ? 'individual' : 'partilhada') : null,
    comissao_tipo: commission ? (id % 4 === 1 ? 'percentual' : 'valor') : null,
    comissao_insercao: commission ? (id % 4 === 1 ? 5 : 30) : null,
    comissao_atendimento: commission && id % 4 === 1 ? 10 : null,
    integracao: true,
    upsellers: id === 1 ? [{ id: 3, nome: PRODUCTS[2]!.nome }] : [],
    links_count: id % 3,
    created_at: isoDaysAgo(60 - id),
    ...overrides,
  };
}

/** `count` products with ids 1..count. */
export function buildProdutos(count: number): Produto[] {
  return Array.from({ length: count }, (_, index) => buildProduto({ id: index + 1 }));
}
