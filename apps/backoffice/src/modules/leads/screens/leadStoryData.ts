import type { LeadCompra, LeadDetail, LeadListItem, LeadTicket, LeadTimelineEntry } from '@retoma/api-client';
import { AGENTS, buildLead, buildTransaction, isoDaysAgo, isoMinutesAgo, PRODUCTS } from '@retoma/api-client/mock';

// The people of the leads stories: the same ids always give the same person (the mock builders are seeded).

const COMPRAS: LeadCompra[] = ['comprou', 'nao_comprou', 'nao_comprou', 'reembolsou', 'comprou', 'nao_comprou'];

/** Twelve leads as the list shows them, newest first. */
export const LEADS: LeadListItem[] = Array.from({ length: 12 }, (_, index) => ({
  ...buildLead({ id: index + 1, created_at: isoDaysAgo(index + 1), updated_at: isoDaysAgo(index + 1) }),
  compra: COMPRAS[index % COMPRAS.length]!,
}));

/** Maria, who abandoned her cart, opened the second e-mail, clicked, and bought through it. */
export const MARIA: LeadDetail = {
  id: 7,
  nome: 'Maria Fernanda Lopes',
  email: 'maria.lopes@exemplo.com.br',
  cpf: '12345678909',
  ddi: '55',
  ddd: '11',
  telefone: '987654321',
  created_at: isoDaysAgo(6),
  updated_at: isoDaysAgo(6),
  compra: 'comprou',
  anonimizado_em: null,
  descadastros: [],
  produtos: [PRODUCTS[0]!].map(({ id, nome, cor }) => ({ id, nome, cor })),
  contagens: { transacoes: 1, tickets: 1 },
};

const produto = { id: PRODUCTS[0]!.id, nome: PRODUCTS[0]!.nome, cor: PRODUCTS[0]!.cor };
const campanha = { id: 3, nome: 'Carrinho abandonado — Método Reconquista', tipo: 'carrinho' as const };
const ana = { type: 'user' as const, id: AGENTS[0]!.id, nome: AGENTS[0]!.name, avatar: null };

const entry = (fields: Partial<LeadTimelineEntry> & Pick<LeadTimelineEntry, 'id' | 'tipo' | 'evento' | 'em'>): LeadTimelineEntry => ({
  situacao: null,
  detalhe: null,
  valor: null,
  produto,
  campanha: null,
  autor: null,
  ticket_id: null,
  aberturas: null,
  cliques: null,
  ...fields,
});

/** Maria's story, newest first. */
export const MARIA_TIMELINE: LeadTimelineEntry[] = [
  entry({ id: 'credito:5', tipo: 'credito', evento: 'campanha', em: isoMinutesAgo(1440 * 2), situacao: 'creditada', valor: 497, campanha }),
  entry({
    id: 'transacao:9',
    tipo: 'transacao',
    evento: 'approved',
    em: isoMinutesAgo(1440 * 2 + 5),
    situacao: 'credit_card',
    detalhe: 'HP10293847561',
    valor: 497,
  }),
  entry({
    id: 'envio:12',
    tipo: 'envio',
    evento: 'email',
    em: isoMinutesAgo(1440 * 3),
    situacao: 'enviado',
    detalhe: 'Maria, seu acesso ainda está reservado',
    campanha,
    aberturas: 2,
    cliques: 1,
  }),
  entry({
    id: 'atendimento:4',
    tipo: 'atendimento',
    evento: 'aguardando',
    em: isoMinutesAgo(1440 * 4),
    situacao: 'Pediu retorno',
    detalhe: 'Quer pagar no cartão da irmã, retornar amanhã.',
    autor: ana,
    ticket_id: 31,
  }),
  entry({
    id: 'atividade:40',
    tipo: 'mensagem',
    evento: 'whatsapp',
    em: isoMinutesAgo(1440 * 4 + 30),
    detalhe: 'Oi, Maria! Vi que você quase concluiu a compra. Posso ajudar?',
    autor: ana,
    ticket_id: 31,
  }),
  entry({
    id: 'envio:11',
    tipo: 'envio',
    evento: 'email',
    em: isoMinutesAgo(1440 * 5),
    situacao: 'enviado',
    detalhe: 'Você esqueceu algo no carrinho',
    campanha,
    aberturas: 0,
    cliques: 0,
  }),
  entry({ id: 'plataforma:8', tipo: 'plataforma', evento: 'carrinho', em: isoMinutesAgo(1440 * 6), situacao: 'recuperado', campanha }),
];

/** Maria's purchase, as her transactions tab lists it. */
export const MARIA_TRANSACTIONS = [
  buildTransaction({
    id: 9,
    transaction: 'HP10293847561',
    lead: { id: MARIA.id, nome: MARIA.nome, email: MARIA.email },
    produto: PRODUCTS[0]!,
    status: 'approved',
    payment_type: 'credit_card',
    full_price: 497,
    purchase_date: isoMinutesAgo(1440 * 2 + 5),
    confirmation_purchase_date: isoMinutesAgo(1440 * 2 + 5),
  }),
];

export const MARIA_TICKETS: LeadTicket[] = [
  {
    id: 31,
    status: 2,
    produto,
    responsavel: ana,
    detalhamento: 'Carrinho abandonado no pagamento.',
    created_at: isoDaysAgo(4),
    fechado_em: isoDaysAgo(2),
  },
];

/** João: entered the boleto campaign, ignored the messages, never bought. */
export const JOAO: LeadDetail = {
  ...MARIA,
  id: 8,
  nome: 'João Pedro Santos',
  email: 'joao.santos@exemplo.com.br',
  cpf: null,
  compra: 'nao_comprou',
  contagens: { transacoes: 0, tickets: 0 },
};
export const JOAO_TIMELINE: LeadTimelineEntry[] = [
  entry({
    id: 'envio:21',
    tipo: 'envio',
    evento: 'sms',
    em: isoMinutesAgo(1440),
    situacao: 'enviado',
    detalhe: null,
    campanha: { ...campanha, id: 4, nome: 'Boletos', tipo: 'boleto' },
  }),
  entry({
    id: 'plataforma:19',
    tipo: 'plataforma',
    evento: 'boleto',
    em: isoMinutesAgo(1440 * 2),
    situacao: 'ativo',
    campanha: { ...campanha, id: 4, nome: 'Boletos', tipo: 'boleto' },
  }),
];

/** Bianca: bought, then asked for her money back; the credit was reversed. */
export const BIANCA: LeadDetail = { ...MARIA, id: 9, nome: 'Bianca Ribeiro', email: 'bianca.ribeiro@exemplo.com.br', compra: 'reembolsou' };
export const BIANCA_TIMELINE: LeadTimelineEntry[] = [
  entry({
    id: 'transacao:30',
    tipo: 'transacao',
    evento: 'refunded',
    em: isoMinutesAgo(600),
    situacao: 'credit_card',
    detalhe: 'HP55501234567',
    valor: 497,
  }),
  entry({
    id: 'credito:12',
    tipo: 'credito',
    evento: 'ticket',
    em: isoMinutesAgo(1440 * 3),
    situacao: 'revertida',
    detalhe: 'PURCHASE_REFUNDED',
    valor: 497,
    autor: ana,
  }),
];

/** Carla: asked for no more messages through the unsubscribe link of the cart campaign's first e-mail. */
export const CARLA: LeadDetail = {
  ...JOAO,
  id: 10,
  nome: 'Carla Menezes',
  email: 'carla.menezes@exemplo.com.br',
  descadastros: [{ em: isoDaysAgo(1), destino_tipo: 'email', campanha: { id: 3, nome: campanha.nome }, canal: 'email' }],
};
export const CARLA_TIMELINE: LeadTimelineEntry[] = [
  entry({ id: 'descadastro:2', tipo: 'descadastro', evento: 'email', em: isoDaysAgo(1), situacao: 'email', campanha }),
  ...JOAO_TIMELINE.slice(0, 1),
];

/** A lead whose data was erased: the id and the sale remain, the person does not. */
export const ERASED: LeadDetail = {
  ...MARIA,
  id: 11,
  nome: 'Lead anonimizado',
  email: 'anonimizado-11@anonimizado.invalid',
  cpf: null,
  ddd: '',
  telefone: '',
  anonimizado_em: isoDaysAgo(1),
};
