import type { Conquista, ConquistaLimite, ProdutoOption } from '@retoma/api-client';

/** A 16×12 PNG (purple with a yellow square), so badges look the same on every run. */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAMCAIAAADkharWAAAAG0lEQVR42mOItjlCEmKgr4b/Z4yxolENgy/iAPvfIuBspkqAAAAAAElFTkSuQmCC';
export const BADGE_URL = `data:image/png;base64,${PNG_BASE64}`;

/** A chosen file: the PNG above (padded to `padding` more bytes), or `bytes` under the name and type given. */
export const badgeFile = (
  name: string,
  { padding = 0, type = 'image/png', bytes }: { padding?: number; type?: string; bytes?: string } = {},
) =>
  new File(bytes !== undefined ? [bytes] : [Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0)), new Uint8Array(padding)], name, {
    type,
    lastModified: Date.UTC(2026, 2, 14),
  });

const base: Conquista = {
  id: 1,
  nome: 'Primeiras 10 recuperações',
  descricao: 'Recupere 10 vendas de qualquer produto e ganhe R$ 25,00 a mais em cada comissão.',
  global: true,
  produto_id: null,
  produto: null,
  perfil: 'atendente',
  tipo: 'valor',
  valor: 25,
  porcentagem: null,
  quantidade: 10,
  imagem: null,
  ativo: true,
  created_at: '2026-03-02T10:00:00-03:00',
};

/** aurora's three achievements, by name as the server lists them: a global one, a product one with its badge, an inactive one. */
export const ACHIEVEMENTS: Conquista[] = [
  {
    ...base,
    id: 3,
    nome: 'Indicação de ouro',
    descricao: 'Insira 50 tickets que terminem em venda e ganhe R$ 40,00 a mais em cada comissão.',
    perfil: 'responsavel',
    valor: 40,
    quantidade: 50,
    ativo: false,
  },
  {
    ...base,
    id: 2,
    nome: 'Mestre confeiteiro',
    descricao: 'Recupere 30 vendas do Curso de Confeitaria Profissional e ganhe 2,5% a mais de comissão.',
    global: false,
    produto_id: 4,
    produto: { id: 4, nome: 'Curso de Confeitaria Profissional', cor: '#c0392b' },
    tipo: 'percentual',
    valor: null,
    porcentagem: 2.5,
    quantidade: 30,
    imagem: BADGE_URL,
  },
  base,
];

export const [GOLD, MASTER, FIRST] = ACHIEVEMENTS as [Conquista, Conquista, Conquista];

/** Room left in the plan (two of twenty in use), and a full plan. */
export const ROOM: ConquistaLimite = { maximo: 20, ativas: 2 };
export const FULL: ConquistaLimite = { maximo: 2, ativas: 2 };

/** The products the form offers. */
export const PRODUCTS: ProdutoOption[] = [
  { id: 4, label: 'Curso de Confeitaria Profissional', cor: '#c0392b' },
  { id: 5, label: 'Workshop Chocolate Gourmet', cor: '#6d4c41' },
];

/** The plan's refusal of one more active achievement, as the server words it. */
export const LIMIT_MESSAGE = 'O seu plano permite até 2 conquistas ativas. Desative outra ou mude de plano.';
