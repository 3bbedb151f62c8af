import type { IsoDateTime, ProductRef, UserRef } from '../types';
import { AREA_CODES, EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES, plainText, type Random } from '../fixtures';

/** The catalogue of fake products: stable ids so that every fixture naming product 3 agrees on it. */
export const PRODUCTS: ReadonlyArray<ProductRef & { preco: number }> = [
  { id: 1, nome: 'Método Reconquista', cor: '#7367f0', preco: 497 },
  { id: 2, nome: 'Mentoria Vendas 360', cor: '#28c76f', preco: 1997 },
  { id: 3, nome: 'Planner Financeiro Digital', cor: '#ff9f43', preco: 97.9 },
  { id: 4, nome: 'Receitas Fit em 30 Dias', cor: '#ea5455', preco: 47 },
  { id: 5, nome: 'Excel do Zero ao Avançado', cor: '#00cfe8', preco: 297 },
  { id: 6, nome: 'Inglês Fluente em Casa', cor: '#9c27b0', preco: 1297.5 },
];

/** The company's agents. */
export const AGENTS: readonly UserRef[] = [
  { id: 1, name: 'Ana Souza', avatar: null },
  { id: 2, name: 'Bruno Lima', avatar: null },
  { id: 3, name: 'Camila Rocha', avatar: null },
  { id: 4, name: 'Diego Martins', avatar: null },
  { id: 5, name: 'Eduarda Alves', avatar: null },
];

export const CITIES = [
  { cidade: 'SAO PAULO', estado: 'SP', cep: '01310100', bairro: 'BELA VISTA', endereco: 'AVENIDA PAULISTA' },
  { cidade: 'RIO DE JANEIRO', estado: 'RJ', cep: '22041001', bairro: 'COPACABANA', endereco: 'RUA BARATA RIBEIRO' },
  { cidade: 'BELO HORIZONTE', estado: 'MG', cep: '30130010', bairro: 'CENTRO', endereco: 'AVENIDA AFONSO PENA' },
  { cidade: 'CURITIBA', estado: 'PR', cep: '80020310', bairro: 'CENTRO', endereco: 'RUA XV DE NOVEMBRO' },
  { cidade: 'FLORIANOPOLIS', estado: 'SC', cep: '88010001', bairro: 'CENTRO', endereco: 'RUA FELIPE SCHMIDT' },
  { cidade: 'RECIFE', estado: 'PE', cep: '50030230', bairro: 'BOA VISTA', endereco: 'RUA DA AURORA' },
] as const;

export function personName(random: Random): string {
  return `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
}

function slug(text: string): string {
  return plainText(text)
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}

export function emailFor(name: string, random: Random): string {
  return `${slug(name)}${random.int(1, 99)}@${random.pick(EMAIL_DOMAINS)}`;
}

/** A Brazilian mobile: area code and 9 digits starting with 9. */
export function mobile(random: Random): { ddi: string; ddd: string; telefone: string } {
  return { ddi: '55', ddd: random.pick(AREA_CODES), telefone: `9${random.digits(8)}` };
}

export function product(id: number): ProductRef & { preco: number } {
  const found = PRODUCTS[(id - 1) % PRODUCTS.length] ?? PRODUCTS[0];
  if (!found) throw new RangeError('no products');
  return { ...found, id };
}

export function productRef(id: number): ProductRef {
  const { preco: _preco, ...ref } = product(id);
  return ref;
}

export function agent(id: number): UserRef {
  const found = AGENTS[(id - 1) % AGENTS.length] ?? AGENTS[0];
  if (!found) throw new RangeError('no agents');
  return { ...found, id };
}

/** Fixtures live around a pinned "now" (a Friday, 14 March 2025, 12:00 in São Paulo) so dates never drift. */
export const MOCK_NOW = Date.UTC(2025, 2, 14, 15, 0, 0);
const SAO_PAULO_OFFSET_MS = -3 * 60 * 60 * 1000;

/** ISO 8601 in São Paulo time (`-03:00`), `minutes` before (negative: after) the pinned now. */
export function isoMinutesAgo(minutes: number): IsoDateTime {
  const local = new Date(MOCK_NOW - minutes * 60_000 + SAO_PAULO_OFFSET_MS);
  return `${local.toISOString().slice(0, 19)}-03:00`;
}

export function isoDaysAgo(days: number, random?: Random): IsoDateTime {
  return isoMinutesAgo(days * 1440 + (random ? random.int(0, 600) : 0));
}

/** `YYYY-MM-DD`, `days` before the pinned now. */
export function dateDaysAgo(days: number): string {
  return isoDaysAgo(days).slice(0, 10);
}

export function uuidFrom(random: Random): string {
  const hex = () => random.int(0, 15).toString(16);
  const part = (length: number) => Array.from({ length }, hex).join('');
  return `${part(8)}-${part(4)}-4${part(3)}-${'89ab'[random.int(0, 3)]}${part(3)}-${part(12)}`;
}
