import { TRANSACTION_STATUSES, type Lead, type Transaction } from '../../types';
import { cpf, entityRandom } from '../../fixtures';
import { emailFor, isoDaysAgo, mobile, personName, product } from '../data';

/** A lead; the same id always gives the same person. */
export function buildLead(overrides: Partial<Lead> = {}): Lead {
  const id = overrides.id ?? 1;
  const random = entityRandom('lead', id);
  const nome = personName(random);
  const created = isoDaysAgo(random.int(5, 120), random);
  return {
    id,
    nome,
    email: emailFor(nome, random),
    cpf: random.bool(0.85) ? cpf(random) : null,
    ...mobile(random),
    created_at: created,
    updated_at: created,
    ...overrides,
  };
}

export function buildTransaction(overrides: Partial<Transaction> = {}): Transaction {
  const id = overrides.id ?? 1;
  const random = entityRandom('transaction', id);
  const lead = buildLead({ id: random.int(1, 40) });
  const produto = product(random.int(1, 6));
  const status = random.bool(0.6) ? 'approved' : random.pick(TRANSACTION_STATUSES);
  const installments = random.pick([1, 1, 1, 3, 6, 12]);
  const full = produto.preco;
  const fee = Math.round(full * 0.099 * 100) / 100;
  const purchased = isoDaysAgo(random.int(1, 60), random);
  return {
    id,
    transaction: `HP${random.digits(11)}`,
    lead: { id: lead.id, nome: lead.nome, email: lead.email },
    lead_produto_id: lead.id * 10 + produto.id,
    produto,
    status,
    payment_type: random.pick(['credit_card', 'credit_card', 'billet', 'paypal'] as const),
    installments_number: installments,
    currency: 'BRL',
    full_price: full,
    cms_vendor: Math.round((full - fee) * 100) / 100,
    cms_marketplace: fee,
    off: random.bool(0.7) ? `of${random.digits(4)}` : null,
    coupon_code: random.bool(0.2) ? 'RETOMA10' : null,
    purchase_date: purchased,
    confirmation_purchase_date: status === 'approved' || status === 'completed' ? purchased : null,
    warranty_date: status === 'approved' || status === 'completed' ? isoDaysAgo(-7) : null,
    sck: random.bool(0.4) ? `agente-${random.int(1, 5)}` : null,
    src: random.bool(0.4) ? 'recuperacao-carrinho' : null,
    created_at: purchased,
    updated_at: purchased,
    ...overrides,
  };
}
