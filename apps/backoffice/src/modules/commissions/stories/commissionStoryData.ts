import type {
  Actor,
  Comissao,
  Diagnostico,
  MinhasComissoesResumo,
  OrdemDetalhe,
  OrdemPagamento,
  PessoaAOrdenar,
  PessoaAOrdenarDetalhe,
  PreComissao,
  PreComissaoDetalhe,
  TransacaoComissao,
} from '@retoma/api-client';

// The commission screens' story data: a small company where Carla Dias and Bruno Lima sell, on fixed dates.

export const CARLA = { id: 11, name: 'Carla Dias', avatar: null };
export const BRUNO = { id: 12, name: 'Bruno Lima', avatar: null };
const COURSE = { id: 3, nome: 'Curso de Confeitaria', cor: '#b5478a' };
const EBOOK = { id: 4, nome: 'E-book de Receitas', cor: '#2e7d32' };
const lead = (id: number, nome: string) => ({ id, nome, email: `${nome.split(' ')[0]!.toLowerCase()}@exemplo.com.br` });
const ANA = lead(101, 'Ana Souza');
const JOAO = lead(102, 'João Pereira');
const MARIA = lead(103, 'Maria Alves');
const byUser = (user: typeof CARLA): Actor => ({ type: 'user', id: user.id, nome: user.name, avatar: null });
const CART: Actor = { type: 'carrinho', id: 5, nome: 'Carrinho abandonado', avatar: null };

export const ALL_GREEN: Diagnostico = {
  pre_comissao_id: 21,
  realizado_em: '2026-11-20T14:00:00-03:00',
  sugestao: 'aprovar',
  motivos: [
    {
      veredito: 'bom',
      codigo: 'transacao_aprovada',
      transacao: 'HP1024',
      data: '2026-11-02T10:00:00-03:00',
      pre_comissao_id: null,
      dias: null,
    },
    {
      veredito: 'bom',
      codigo: 'garantia_cumprida',
      transacao: 'HP1024',
      data: '2026-11-09T10:00:00-03:00',
      pre_comissao_id: null,
      dias: null,
    },
  ],
};
export const MIXED: Diagnostico = {
  pre_comissao_id: 22,
  realizado_em: '2026-11-20T14:05:00-03:00',
  sugestao: 'reprovar',
  motivos: [
    {
      veredito: 'bom',
      codigo: 'transacao_aprovada',
      transacao: 'HP2048',
      data: '2026-11-18T09:00:00-03:00',
      pre_comissao_id: null,
      dias: null,
    },
    {
      veredito: 'aguardar',
      codigo: 'garantia_em_curso',
      transacao: 'HP2048',
      data: '2026-11-25T09:00:00-03:00',
      pre_comissao_id: null,
      dias: null,
    },
    { veredito: 'ruim', codigo: 'duplicada', transacao: null, data: null, pre_comissao_id: 23, dias: null },
  ],
};
/** The credited sale contested by its buyer: the platform has not decided, so the suggestion is to wait. */
const DISPUTED: Diagnostico = {
  pre_comissao_id: 21,
  realizado_em: '2026-11-20T14:10:00-03:00',
  sugestao: 'aguardar',
  motivos: [
    {
      veredito: 'aguardar',
      codigo: 'disputa',
      transacao: 'HP1024',
      data: '2026-11-12T16:30:00-03:00',
      pre_comissao_id: null,
      dias: null,
    },
  ],
};

const claim = (over: Partial<PreComissao> & Pick<PreComissao, 'id' | 'lead'>): PreComissao => ({
  situacao: 'pendente',
  produto: COURSE,
  ticket_id: null,
  criador: byUser(CARLA),
  atendente: CARLA,
  valor_venda: 497,
  comissao_criador: 20,
  comissao_atendente: 40,
  comissao_total: 60,
  tem_anexos: false,
  diagnostico: null,
  created_at: '2026-11-18T09:00:00-03:00',
  ...over,
});

/** What the server answers an approval while the buyer contests the credited sale (apps/api methods.ts). */
export const disputeRefusal = (sale: string) => `A venda ${sale} está em disputa na plataforma: aprove quando a disputa terminar.`;

export const CLAIMS: PreComissao[] = [
  claim({ id: 21, lead: ANA, diagnostico: ALL_GREEN, tem_anexos: true }),
  claim({
    id: 22,
    lead: JOAO,
    diagnostico: MIXED,
    criador: CART,
    atendente: BRUNO,
    comissao_criador: 0,
    comissao_atendente: 40,
    comissao_total: 40,
    ticket_id: 812,
  }),
  claim({ id: 23, lead: MARIA, produto: EBOOK, valor_venda: 47, comissao_criador: 2.35, comissao_atendente: 4.7, comissao_total: 7.05 }),
];
/** More pending claims than one page of the "diagnose all" reads (100): the three above, then a hundred never diagnosed. */
export const MANY_CLAIMS: PreComissao[] = [
  ...CLAIMS,
  ...Array.from({ length: 100 }, (_, i) => claim({ id: 101 + i, lead: lead(201 + i, `Cliente ${i + 1}`) })),
];
export const REJECTED: PreComissao[] = [claim({ id: 24, lead: lead(104, 'Paulo Rocha'), situacao: 'reprovada' })];

const transaction = (id: number, code: string, over: Partial<TransacaoComissao> = {}): TransacaoComissao => ({
  id,
  transaction: code,
  lead: ANA,
  produto: COURSE,
  status: 'approved',
  payment_type: 'credit_card',
  full_price: 497,
  purchase_date: '2026-11-02T10:00:00-03:00',
  warranty_date: '2026-11-09T10:00:00-03:00',
  created_at: '2026-11-02T10:00:00-03:00',
  ...over,
});
export const CANDIDATES = [
  transaction(501, 'HP1024'),
  transaction(502, 'HP1025', { full_price: 97, purchase_date: '2026-10-20T10:00:00-03:00' }),
];

export const CLAIM_DETAIL: PreComissaoDetalhe = {
  ...CLAIMS[0]!,
  lead_contato: { cpf: '52998224725', ddi: '55', ddd: '11', telefone: '987654321' },
  transacao: CANDIDATES[0]!,
  comprovantes: [],
  descricao: 'Liguei para a Ana e enviei o meu link de venda pelo WhatsApp.',
  email_secundario: null,
  anexos: [],
  decidido_em: null,
};
/** Claim 21 while its buyer contests the credited sale HP1024 (diagnosed so): the server refuses its approval meanwhile. */
export const DISPUTED_DETAIL: PreComissaoDetalhe = {
  ...CLAIM_DETAIL,
  diagnostico: DISPUTED,
  transacao: { ...CLAIM_DETAIL.transacao, status: 'dispute' },
};

const commission = (over: Partial<Comissao> & Pick<Comissao, 'id' | 'situacao'>): Comissao => ({
  user: CARLA,
  lead: ANA,
  produto: COURSE,
  natureza: 'atendimento',
  valor: 40,
  bonus: 0,
  retida_ate: null,
  ordem_id: null,
  paga_em: null,
  estornada_em: null,
  motivo_estorno: null,
  origem: byUser(CARLA),
  pre_comissao_id: 21,
  created_at: '2026-11-20T15:00:00-03:00',
  ...over,
});

export const COMMISSIONS: Comissao[] = [
  commission({ id: 31, situacao: 'a_ordenar', bonus: 5, valor: 45 }),
  commission({ id: 32, situacao: 'a_ordenar', natureza: 'insercao', valor: 20 }),
  commission({ id: 33, situacao: 'retida', lead: JOAO, user: BRUNO, retida_ate: '2026-11-30T09:00:00-03:00', origem: CART }),
  commission({ id: 34, situacao: 'paga', lead: MARIA, produto: EBOOK, valor: 4.7, ordem_id: 41, paga_em: '2026-11-10T11:00:00-03:00' }),
];
/** A paid commission whose sale was refunded, its negative adjustment waiting for the next order, and one cancelled before any order. */
export const CLAWED_BACK: Comissao[] = [
  commission({
    id: 35,
    situacao: 'ajuste',
    natureza: 'estorno',
    valor: -4.7,
    lead: MARIA,
    produto: EBOOK,
    estornada_em: null,
    motivo_estorno: 'PURCHASE_REFUNDED',
    created_at: '2026-11-21T10:00:00-03:00',
  }),
  commission({
    id: 34,
    situacao: 'paga',
    lead: MARIA,
    produto: EBOOK,
    valor: 4.7,
    ordem_id: 41,
    paga_em: '2026-11-10T11:00:00-03:00',
    estornada_em: '2026-11-21T10:00:00-03:00',
    motivo_estorno: 'PURCHASE_REFUNDED',
  }),
  commission({
    id: 36,
    situacao: 'estornada',
    lead: JOAO,
    estornada_em: '2026-11-19T10:00:00-03:00',
    motivo_estorno: 'PURCHASE_CHARGEBACK',
  }),
];

export const PEOPLE: PessoaAOrdenar[] = [
  { user: CARLA, quantidade: 2, valor: 65, retido: 0, proxima_liberacao: null },
  { user: BRUNO, quantidade: 0, valor: 0, retido: 40, proxima_liberacao: '2026-11-30T09:00:00-03:00' },
  { user: { id: 13, name: 'Diana Reis', avatar: null }, quantidade: 3, valor: 0.3, retido: 0, proxima_liberacao: null },
];
export const CARLA_DETAIL: PessoaAOrdenarDetalhe = { user: CARLA, valor: 65, itens: COMMISSIONS.slice(0, 2), retidas: [] };

export const ORDERS: OrdemPagamento[] = [
  { id: 42, user: CARLA, total: 65, quantidade: 2, paga_em: null, created_at: '2026-11-22T10:00:00-03:00' },
  {
    id: 43,
    user: { id: 13, name: 'Diana Reis', avatar: null },
    total: 0.3,
    quantidade: 3,
    paga_em: null,
    created_at: '2026-11-22T10:05:00-03:00',
  },
];
export const PAID_ORDERS: OrdemPagamento[] = [
  { id: 41, user: CARLA, total: 4.7, quantidade: 1, paga_em: '2026-11-10T11:00:00-03:00', created_at: '2026-11-09T10:00:00-03:00' },
];
export const ORDER_DETAIL: OrdemDetalhe = {
  ...ORDERS[0]!,
  grupos: [
    { produto: COURSE, natureza: 'atendimento', quantidade: 1, valor: 45 },
    { produto: COURSE, natureza: 'insercao', quantidade: 1, valor: 20 },
  ],
  itens: COMMISSIONS.slice(0, 2).map((row) => ({ ...row, situacao: 'ordenada' as const, ordem_id: 42 })),
  empresa: {
    nome: 'Loja Aurora',
    descricao: 'Aurora Cursos Ltda · CNPJ 11.222.333/0001-81',
    rodape: 'Pagamento por PIX até o 5º dia útil.',
    logo: null,
  },
};

export const SUMMARY: MinhasComissoesResumo = {
  meses: [
    { mes: '2026-09', pendente: 0, retida: 0, a_receber: 0, ordenada: 0, paga: 120, estornado: 0 },
    { mes: '2026-10', pendente: 0, retida: 0, a_receber: 0, ordenada: 0, paga: 4.7, estornado: 0 },
    { mes: '2026-11', pendente: 60, retida: 40, a_receber: 65, ordenada: 0, paga: 0, estornado: 4.7 },
  ],
  totais: { pendente: 60, retida: 40, a_receber: 65, ordenada: 0, paga: 124.7, estornado: 4.7 },
};
export const EMPTY_SUMMARY: MinhasComissoesResumo = {
  meses: SUMMARY.meses.map((month) => ({ mes: month.mes, pendente: 0, retida: 0, a_receber: 0, ordenada: 0, paga: 0, estornado: 0 })),
  totais: { pendente: 0, retida: 0, a_receber: 0, ordenada: 0, paga: 0, estornado: 0 },
};
