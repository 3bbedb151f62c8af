import type { Link } from '../../types';
import { isoDaysAgo, productRef } from '../data';
import { entityRandom } from '../../fixtures';

const OFFERS = ['Oferta principal', 'Parcelado 12x', 'Black Friday', 'Link da bio', 'Oferta de aniversário'] as const;

/** A sales link (offer) of a product; the same id always gives the same link. */
export function buildLink(overrides: Partial<Link> = {}): Link {
  const id = overrides.id ?? 1;
  const random = entityRandom('link', id);
  const produto = productRef(overrides.produto_id ?? random.int(1, 6));
  return {
    id,
    produto_id: produto.id,
    produto,
    identidade: `L${random.digits(3)}${String.fromCharCode(65 + (id % 26))}`,
    descricao: OFFERS[(id - 1) % OFFERS.length]!,
    codigo_oferta: `of${random.digits(4)}`,
    src: 'saveleads-user',
    split: random.pick([1, 6, 12]),
    builder: false,
    boleto: true,
    paypal: false,
    debito: false,
    two_cart: false,
    hab_comissao: true,
    status: 1,
    created_at: isoDaysAgo(id * 3),
    ...overrides,
  };
}
