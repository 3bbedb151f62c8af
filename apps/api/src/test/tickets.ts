import { randomUUID } from 'node:crypto';
import type { DataEnvelope, ListResponse, ProdutoOption, StatusDeFinalizacao, Ticket } from '@retoma/api-client';
import { DEMO_CATALOGUES } from '@retoma/api-client/fixtures';
import { and, eq, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { NO_PASSWORD } from '../auth/password';
import { companies, integracoes, memberships, roles, users } from '../db/schema';
import { seedCatalogue } from '../db/seed';
import type { Harness } from './harness';

/**
 * Helpers of the ticket suites. On PostgreSQL the test files of a run share one database and run in parallel, and
 * an agent may hold one ticket at a time; other suites count the demo companies' members and e-mails. So the
 * suites that attend work in a company of their own, with agents of their own, on tickets of their own.
 */

/** A new company with the demo catalogue of `aurora` (products with upsells, origins, statuses, messages). */
export async function createTestCompany(h: Harness): Promise<string> {
  const slug = `t-${randomUUID().slice(0, 8)}`;
  const [company] = await h.db
    .insert(companies)
    .values({ slug, name: `Empresa de teste ${slug}` })
    .returning({ id: companies.id });
  const platforms = await h.db.select({ id: integracoes.id, slug: integracoes.slug }).from(integracoes);
  await seedCatalogue(h.db, company!.id, DEMO_CATALOGUES.aurora!, (name) => platforms.find((p) => p.slug === name)!.id);
  return slug;
}

export interface Member {
  id: number;
  email: string;
  name: string;
  token: string;
}

/** A new active member of a company with one of the shared roles (`Atendente`, `Administrador`, `editor`). */
export async function addMember(h: Harness, role: string, label: string, company = 'aurora'): Promise<Member> {
  const email = `${label}-${randomUUID().slice(0, 8)}@teste.retoma.dev`;
  const name = `${label[0]!.toUpperCase()}${label.slice(1)} ${email.slice(label.length + 1, label.length + 5)}`;
  const [user] = await h.db.insert(users).values({ name, email, passwordHash: NO_PASSWORD }).returning({ id: users.id });
  const [roleRow] = await h.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.nome, role), isNull(roles.companyId)));
  await h.db.insert(memberships).values({ companyId: await h.companyId(company), userId: user!.id, roleId: roleRow!.id, status: 'active' });
  return { id: user!.id, email, name, token: await h.tokenFor(email) };
}

export interface TicketOptions {
  produtos: ProdutoOption[];
  origemId: number;
  tipoDuvidaId: number;
  status: StatusDeFinalizacao[];
}

/** Ids of the company's active options, read through the API like the create form does. */
export async function ticketOptions(h: Harness, token: string, company = 'aurora'): Promise<TicketOptions> {
  const [produtos, origens, duvidas, status] = await Promise.all([
    h.call<DataEnvelope<ProdutoOption[]>>('GET', `/api/${company}/selects/produtos`, { token }),
    h.call<ListResponse<{ id: number; nome: string }>>('GET', `/api/${company}/origems?status=1&per_page=100`, { token }),
    h.call<ListResponse<{ id: number }>>('GET', `/api/${company}/tipo_de_duvidas?status=1&per_page=100`, { token }),
    h.call<ListResponse<StatusDeFinalizacao>>('GET', `/api/${company}/status_de_finalizacaos?status=1&per_page=100`, { token }),
  ]);
  return {
    produtos: produtos.body.data,
    origemId: origens.body.data.data.find((o) => o.nome === 'WhatsApp')?.id ?? origens.body.data.data[0]!.id,
    tipoDuvidaId: duvidas.body.data.data[0]!.id,
    status: status.body.data.data,
  };
}

export const statusNamed = (options: TicketOptions, nome: string) => options.status.find((s) => s.nome === nome)!;

/** A fresh ticket for a fresh lead (unique e-mail), created by `token`. */
export async function newTicket(
  h: Harness,
  token: string,
  options: TicketOptions,
  overrides: Partial<{ email: string; nome: string; produto_id: number; telefone: string; ddi: string }> = {},
  company = 'aurora',
): Promise<Ticket> {
  const res = await h.call<DataEnvelope<Ticket>>('POST', `/api/${company}/tickets`, {
    token,
    json: {
      origem_id: options.origemId,
      tipo_duvida_id: options.tipoDuvidaId,
      produto_id: options.produtos[0]!.id,
      nome: 'Lead de Teste',
      email: `lead-${randomUUID().slice(0, 8)}@exemplo.com.br`,
      ddi: '55',
      telefone: '11987654321',
      detalhamento: 'Cliente abandonou o carrinho no pagamento.',
      ...overrides,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

/** An ISO date-time `days` from now. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A company of the test's own, seeded with the demo catalogue, its manager, and what opening tickets there needs. */
export async function ticketTestCompany(h: Harness): Promise<{ co: string; manager: Member; options: TicketOptions }> {
  const co = await createTestCompany(h);
  const manager = await addMember(h, 'Administrador', 'gestor', co);
  return { co, manager, options: await ticketOptions(h, manager.token, co) };
}
