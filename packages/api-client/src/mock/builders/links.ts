import type { Link, PersonalLink } from '../../types';
import { isoDaysAgo, productRef } from '../data';
import { entityRandom } from '../../fixtures';

const OFFERS = ['Oferta principal', 'Parcelado 12x', 'Black Friday', 'Link da bio', 'Oferta de aniversário'] as const;
/** The demo products' checkout codes on the platform (Hotmart's `pay.hotmart.com/<code>`). */
const CHECKOUT_BASE = 'https://pay.hotmart.com/';
const checkoutOf = (produtoId: number) => `K${String(48_213_000 + produtoId * 7)}X`;

/** The checkout address of an offer, the server's way: base + product checkout, with the offer and the origin. */
function checkoutUrl(produtoId: number, offer: string, src: string, sck?: string): string {
  const url = new URL(`${CHECKOUT_BASE}${checkoutOf(produtoId)}`);
  url.searchParams.set('off', offer);
  url.searchParams.set('src', src);
  if (sck) url.searchParams.set('sck', sck);
  return url.toString();
}

/** A sales link (offer) of a product; the same id always gives the same link. */
export function buildLink(overrides: Partial<Link> = {}): Link {
  const id = overrides.id ?? 1;
  const random = entityRandom('link', id);
  const produto = productRef(overrides.produto_id ?? random.int(1, 6));
  const codigo = overrides.codigo_oferta ?? `of${random.digits(4)}`;
  const src = overrides.src ?? 'retoma-user';
  return {
    id,
    produto_id: produto.id,
    produto,
    identidade: `L${random.digits(3)}${String.fromCharCode(65 + (id % 26))}`,
    descricao: OFFERS[(id - 1) % OFFERS.length]!,
    codigo_oferta: codigo,
    src,
    split: random.pick([1, 6, 12]),
    builder: false,
    boleto: true,
    paypal: false,
    debito: false,
    two_cart: false,
    hab_comissao: true,
    status: 1,
    checkout_url: checkoutUrl(produto.id, codigo, src),
    created_at: isoDaysAgo(id * 3),
    ...overrides,
  };
}

/** The demo agent's tracking code (Ana Souza's), carried by every personal link the mocks build. */
export const MOCK_TRACKING_CODE = 'a7k2m9q4xz';

/** One of the agent's own links: the link `buildLink(id)` gives, its address with the agent's tracking code. */
export function buildPersonalLink(overrides: Partial<PersonalLink> & { produto_id?: number } = {}): PersonalLink {
  const { produto_id, ...rest } = overrides;
  const link = buildLink({ id: overrides.id ?? 1, ...(produto_id ? { produto_id } : {}) });
  const produto = rest.produto ?? link.produto;
  const codigo = rest.codigo_oferta ?? link.codigo_oferta;
  return {
    id: link.id,
    identidade: link.identidade,
    descricao: link.descricao,
    codigo_oferta: codigo,
    split: link.split,
    produto,
    url: checkoutUrl(produto.id, codigo, link.src, MOCK_TRACKING_CODE),
    ...rest,
  };
}
