import type { CatalogueItem, MensagemPadrao, StatusDeFinalizacao } from '../../types';
import { isoDaysAgo } from '../data';

/** The demo company's vocabulary (the same words the API seeds), cycled by id. */
const NAMES = {
  origem: ['WhatsApp', 'Instagram', 'E-mail', 'Telefone', 'Indicação', 'Facebook', 'YouTube', 'Site', 'Evento', 'Parceiro'],
  tipoDeDuvida: [
    'Forma de pagamento',
    'Boleto vencido',
    'Acesso ao conteúdo',
    'Preço e descontos',
    'Dúvida sobre o produto',
    'Garantia e reembolso',
  ],
  motivoDePerda: ['Achou caro', 'Comprou em outro lugar', 'Sem limite no cartão', 'Sem interesse no momento', 'Não foi possível contato'],
} as const;
export type CatalogueFixtureKind = keyof typeof NAMES;

/**
 * One origin, doubt type or loss reason. Ids 1 and 2 are system rows (`padrao`), which a company may use but
 * not change; every fourth row is inactive.
 */
export function buildCatalogueItem(kind: CatalogueFixtureKind, overrides: Partial<CatalogueItem> = {}): CatalogueItem {
  const id = overrides.id ?? 1;
  const names = NAMES[kind];
  const base = names[(id - 1) % names.length]!;
  const round = Math.floor((id - 1) / names.length);
  return {
    id,
    nome: round === 0 ? base : `${base} ${round + 1}`,
    status: id % 4 === 0 ? 0 : 1,
    padrao: id <= 2,
    created_at: isoDaysAgo(id),
    ...overrides,
  };
}

/** `count` catalogue rows with ids 1..count. */
export function buildCatalogueItems(kind: CatalogueFixtureKind, count: number): CatalogueItem[] {
  return Array.from({ length: count }, (_, index) => buildCatalogueItem(kind, { id: index + 1 }));
}

const STATUSES: ReadonlyArray<Omit<StatusDeFinalizacao, 'id' | 'created_at'>> = [
  { nome: 'Venda realizada', tipo: 'ganhou', hab_brinde: true, hab_perda: false, fechamento: null, espera: false, status: 1, padrao: true },
  {
    nome: 'Venda de upsell',
    tipo: 'ganhou',
    hab_brinde: false,
    hab_perda: false,
    fechamento: null,
    espera: false,
    status: 1,
    padrao: false,
  },
  {
    nome: 'Aguardando pagamento do boleto',
    tipo: 'aguardando',
    hab_brinde: false,
    hab_perda: false,
    fechamento: 3,
    espera: true,
    status: 1,
    padrao: false,
  },
  {
    nome: 'Retornar contato',
    tipo: 'aguardando',
    hab_brinde: false,
    hab_perda: false,
    fechamento: 2,
    espera: false,
    status: 1,
    padrao: false,
  },
  { nome: 'Venda perdida', tipo: 'perdeu', hab_brinde: false, hab_perda: true, fechamento: null, espera: false, status: 1, padrao: false },
  {
    nome: 'Contato inválido',
    tipo: 'perdeu',
    hab_brinde: false,
    hab_perda: false,
    fechamento: null,
    espera: false,
    status: 0,
    padrao: false,
  },
];

/** A finalisation status; ids 1–6 are the seeded won / waiting / lost statuses, later ids repeat them. */
export function buildStatusDeFinalizacao(overrides: Partial<StatusDeFinalizacao> = {}): StatusDeFinalizacao {
  const id = overrides.id ?? 1;
  const base = STATUSES[(id - 1) % STATUSES.length]!;
  const round = Math.floor((id - 1) / STATUSES.length);
  return {
    id,
    ...base,
    nome: round === 0 ? base.nome : `${base.nome} ${round + 1}`,
    padrao: round === 0 && base.padrao,
    created_at: isoDaysAgo(id),
    ...overrides,
  };
}

const MENSAGENS: ReadonlyArray<Omit<MensagemPadrao, 'id' | 'created_at'>> = [
  {
    tipo: 'whatsapp',
    titulo: 'Primeiro contato',
    assunto: null,
    mensagem:
      'Olá, [NOME_LEAD]! Aqui é [NOME_ATENDENTE], da Loja Aurora. Vi que você se interessou pelo [NOME_PRODUTO] e ficou alguma dúvida na compra. Posso te ajudar?',
    status: 1,
    padrao: true,
  },
  {
    tipo: 'whatsapp',
    titulo: 'Boleto vencido',
    assunto: null,
    mensagem: 'Oi, [NOME_LEAD]! O boleto do [NOME_PRODUTO] venceu, mas separei um link novo para você garantir a sua vaga.',
    status: 1,
    padrao: false,
  },
  {
    tipo: 'email',
    titulo: 'Carrinho abandonado',
    assunto: '[NOME_LEAD], o seu [NOME_PRODUTO] está esperando por você',
    mensagem:
      '<p>Olá, [NOME_LEAD]!</p><p>Notamos que a sua compra do <strong>[NOME_PRODUTO]</strong> não foi concluída. Se precisar de ajuda, é só responder este e-mail.</p><p>Abraços,<br>[NOME_ATENDENTE] — Loja Aurora</p>',
    status: 1,
    padrao: false,
  },
  {
    tipo: 'email',
    titulo: 'Confirmação de e-mail do lead',
    assunto: 'Confirme os seus dados',
    mensagem: '<p>Olá, [NOME_LEAD]! Confirme se o e-mail [EMAIL_LEAD] está correto para recebermos o seu acesso.</p>',
    status: 0,
    padrao: false,
  },
];

/** A default message; ids 1–4 are the seeded WhatsApp and e-mail messages (id 1 is a system message). */
export function buildMensagemPadrao(overrides: Partial<MensagemPadrao> = {}): MensagemPadrao {
  const id = overrides.id ?? 1;
  const base = MENSAGENS[(id - 1) % MENSAGENS.length]!;
  const round = Math.floor((id - 1) / MENSAGENS.length);
  return {
    id,
    ...base,
    titulo: round === 0 ? base.titulo : `${base.titulo} ${round + 1}`,
    padrao: round === 0 && base.padrao,
    created_at: isoDaysAgo(id),
    ...overrides,
  };
}
