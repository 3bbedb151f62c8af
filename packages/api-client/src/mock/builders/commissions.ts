import type { Commission, CommissionUserGroup, Diagnosis, PaymentOrder, PreCommission } from '../../types';
import { agent, isoDaysAgo, product, productRef } from '../data';
import { entityRandom } from '../random';
import { buildLead } from './leads';

export function buildDiagnosis(overrides: Partial<Diagnosis> = {}): Diagnosis {
  return {
    created_at: isoDaysAgo(1),
    descricao: [
      { tipo: 'bom', mensagem: 'Existe transação aprovada do lead para o produto.' },
      { tipo: 'aguardar', mensagem: 'A garantia da compra ainda não terminou.' },
    ],
    ...overrides,
  };
}

export function buildPreCommission(overrides: Partial<PreCommission> = {}): PreCommission {
  const id = overrides.id ?? 1;
  const random = entityRandom('pre-commission', id);
  const lead = buildLead({ id: random.int(1, 60) });
  const produto = product(random.int(1, 6));
  const creator = agent(random.int(1, 5));
  return {
    id,
    ticket: { id: random.int(1, 50), lead },
    lead_produto: { id: lead.id * 10 + produto.id, produto_id: produto.id, produto: productRef(produto.id) },
    comissao_criador: Math.round(produto.preco * 0.05 * 100) / 100,
    comissao_atendente: Math.round(produto.preco * 0.1 * 100) / 100,
    criador: { type: 'user', id: creator.id, nome: creator.name, avatar: creator.avatar },
    atendente: agent(random.int(1, 5)),
    tipo: id % 5 === 0 ? 'reprovado' : 'pendente',
    descricao: random.bool(0.6) ? 'Cliente confirmou o pagamento pelo WhatsApp e enviou o comprovante.' : null,
    email_secundario: null,
    anexos: [],
    diagnostico: random.bool(0.5) ? buildDiagnosis() : null,
    created_at: isoDaysAgo(random.int(0, 20), random),
    ...overrides,
  };
}

export function buildCommission(overrides: Partial<Commission> = {}): Commission {
  const id = overrides.id ?? 1;
  const random = entityRandom('commission', id);
  const produto = product(random.int(1, 6));
  const lead = buildLead({ id: random.int(1, 60) });
  return {
    id,
    valor: Math.round(produto.preco * random.pick([0.05, 0.1, 0.15]) * 100) / 100,
    natureza: random.bool() ? 'Atendimento' : 'Inserção',
    user: agent(random.int(1, 5)),
    produto: productRef(produto.id),
    origem: { type: 'carrinho', id: 1, nome: 'Recuperação de carrinho', avatar: null },
    responsavel: { type: 'pre_comissao', id: random.int(1, 40), lead: { id: lead.id, nome: lead.nome, email: lead.email } },
    ordem_id: null,
    comissoes_conquistas: [],
    created_at: isoDaysAgo(random.int(0, 30), random),
    ...overrides,
  };
}

export function buildCommissionUserGroup(overrides: Partial<CommissionUserGroup> = {}): CommissionUserGroup {
  const id = overrides.id ?? 1;
  const user = agent(id);
  return {
    ...user,
    comissaos: [buildCommission({ id: id * 10 + 1, user }), buildCommission({ id: id * 10 + 2, user })],
    ...overrides,
  };
}

export function buildPaymentOrder(overrides: Partial<PaymentOrder> = {}): PaymentOrder {
  const id = overrides.id ?? 1;
  const random = entityRandom('payment-order', id);
  const user = agent(random.int(1, 5));
  const comissaos = [buildCommission({ id: id * 10 + 1, user, ordem_id: id }), buildCommission({ id: id * 10 + 2, user, ordem_id: id })];
  const pago = id % 2 === 0;
  const created = isoDaysAgo(random.int(5, 40), random);
  return {
    id,
    user,
    comissaos,
    valor: Math.round(comissaos.reduce((sum, item) => sum + item.valor, 0) * 100) / 100,
    pago,
    pago_em: pago ? isoDaysAgo(2) : null,
    created_at: created,
    updated_at: pago ? isoDaysAgo(2) : created,
    ...overrides,
  };
}
