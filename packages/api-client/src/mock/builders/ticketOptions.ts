import type { CatalogueItem, MensagemPadrao, StatusDeFinalizacao } from '../../types';
import { isoDaysAgo } from '../data';
import { DEMO_CATALOGUES } from '../../fixtures';

const AURORA = DEMO_CATALOGUES.aurora!;

/** The demo company's vocabulary (the words the API seeds for Loja Aurora), cycled by id. */
const NAMES = {
  // Origins beyond the seeded ones, so paged and searched lists have enough rows.
  origem: [...AURORA.origens, 'Facebook', 'YouTube', 'Site', 'Evento', 'Parceiro'],
  tipoDeDuvida: AURORA.tiposDeDuvida,
  motivoDePerda: AURORA.motivosDePerda,
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

/**
 * Loja Aurora's seeded statuses on the wire. The first one stands for a system row (`padrao`, read-only) and the
 * last one is inactive, so lists show every state of a row.
 */
const STATUSES: ReadonlyArray<Omit<StatusDeFinalizacao, 'id' | 'created_at'>> = AURORA.status.map((status, index, all) => ({
  nome: status.nome,
  tipo: status.tipo,
  hab_brinde: status.habBrinde ?? false,
  hab_perda: status.habPerda ?? false,
  fechamento: status.fechamento ?? null,
  espera: status.espera ?? false,
  status: index === all.length - 1 ? 0 : 1,
  padrao: index === 0,
}));

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

/** Loja Aurora's seeded default messages on the wire; the first one stands for a system message (`padrao`). */
const MENSAGENS: ReadonlyArray<Omit<MensagemPadrao, 'id' | 'created_at'>> = AURORA.mensagens.map((mensagem, index) => ({
  tipo: mensagem.tipo,
  titulo: mensagem.titulo,
  assunto: mensagem.assunto ?? null,
  mensagem: mensagem.mensagem,
  status: mensagem.status === false ? 0 : 1,
  padrao: index === 0,
}));

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
