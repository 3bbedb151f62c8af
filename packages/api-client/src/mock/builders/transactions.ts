import type { TransactionCredit, TransactionDetail, WhatsappListDetail, WhatsappListEntry } from '../../types';
import { entityRandom } from '../../fixtures';
import { AGENTS, isoDaysAgo, productRef } from '../data';
import { buildLead, buildTransaction } from './leads';

/** A transaction whole (the side panel's): the list's row, the buyer's contact data, its credit when given. */
export function buildTransactionDetail(overrides: Partial<TransactionDetail> = {}): TransactionDetail {
  const row = buildTransaction({ id: overrides.id ?? 1 });
  const lead = buildLead({ id: row.lead.id });
  return {
    ...row,
    lead: { ...row.lead, cpf: lead.cpf, ddi: lead.ddi, ddd: lead.ddd, telefone: lead.telefone },
    credito: null,
    ...overrides,
  };
}

/** A recovered sale's credit: to a campaign's step by default. */
export function buildTransactionCredit(overrides: Partial<TransactionCredit> = {}): TransactionCredit {
  return {
    origem: 'campanha',
    valor: 497,
    recuperada_em: isoDaysAgo(3),
    revertida_em: null,
    motivo_reversao: null,
    usuario: null,
    campanha: { id: 4, nome: 'Carrinho abandonado — Método Reconquista', tipo: 'carrinho' },
    passo: { id: 12, canal: 'email', posicao: 2 },
    ticket_id: null,
    ...overrides,
  };
}

const LIST_CAMPAIGNS = [
  { id: 21, nome: 'Fale com a gente no WhatsApp', tipo: 'whatsapp', plano: 'Plano de recuperação principal' },
  { id: 22, nome: 'Boletos em aberto', tipo: 'boleto', plano: 'Plano de recuperação principal' },
  { id: 23, nome: 'Agende sua conversa', tipo: 'agendamento', plano: 'Plano de agendamentos' },
  { id: 24, nome: 'Assinaturas canceladas', tipo: 'cancelado', plano: 'Plano de recuperação principal' },
] as const;

/** A contact of the WhatsApp list, pending unless `resposta` is given; the same id always gives the same person. */
export function buildWhatsappListEntry(overrides: Partial<WhatsappListEntry> = {}): WhatsappListEntry {
  const id = overrides.id ?? 1;
  const random = entityRandom('whatsapplist', id);
  const lead = buildLead({ id: 100 + id });
  const campanha = random.pick(LIST_CAMPAIGNS);
  const produto = productRef(random.int(1, 6));
  return {
    id,
    lead: { id: lead.id, nome: lead.nome, email: lead.email, ddi: lead.ddi, ddd: lead.ddd, telefone: lead.telefone },
    produto,
    campanha: { ...campanha },
    resposta: null,
    respostas_count: 0,
    ticket_aberto: null,
    created_at: isoDaysAgo(random.int(0, 20), random),
    ...overrides,
  };
}

/** An answer to a WhatsApp-list contact, by an agent (the first one unless given). */
export const buildWhatsappListAnswer = (mensagem: string, usuario = AGENTS[0]!, daysAgo = 1) => ({
  mensagem,
  respondida_em: isoDaysAgo(daysAgo),
  usuario,
});

/** A contact with every message written to it. */
export function buildWhatsappListDetail(entry: WhatsappListEntry): WhatsappListDetail {
  return { ...entry, respostas: entry.resposta ? [entry.resposta] : [] };
}
