import type { LeadDetail, LeadListItem, LeadOptOut, Paginator } from '@retoma/api-client';
import type { leadListQuery, leadUpdateInput } from '@retoma/api-client/schemas';
import { and, arrayContains, asc, count, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { campanhas, descadastros, envios, leadProdutos, leads, produtos, tickets, transacoes } from '../db/schema';
import { notFound } from '../http/errors';
import { leadColumns } from './leadColumns';
import { orderOf, paginateSelect, searchOf } from './pagination';
import { splitPhone } from './tickets/write';
import { endOfDayIn, startOfDayIn } from './timeZone';

/** The company and its calendar: the list's days are the company's days. */
export interface LeadScope {
  id: number;
  timeZone: string;
}

type LeadListQuery = z.output<typeof leadListQuery>;
type LeadUpdate = z.output<typeof leadUpdateInput>;

function origemFilter(origem: LeadListQuery['origem']): SQL | undefined {
  return origem ? arrayContains(leads.origens, [origem]) : undefined;
}

/**
 * Name, e-mail, phone or CPF anywhere in the text (trigram indexes). A masked number (`123.456.789-09`,
 * `(11) 98765-4321`) is searched by its digits; a Brazilian phone with its area code also by the number without it.
 */
function leadSearch(term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  const digits = term.replace(/\D/g, '');
  const byDigits = digits.length >= 3 && /^[\d\s().+-]+$/.test(term);
  if (!byDigits) return searchOf(term, [leads.nome, leads.email, leads.telefone, leads.cpf]);
  const phones = digits.length === 10 || digits.length === 11 ? [digits, digits.slice(2)] : [digits];
  return sql`(${searchOf(digits, [leads.cpf])} or ${sql.join(
    phones.map((phone) => searchOf(phone, [leads.telefone])!),
    sql` or `,
  )})`;
}

/** Leads still holding a person: an erased lead keeps its id and sales, and no longer appears among them. */
const present = (companyId: number) => and(eq(leads.companyId, companyId), isNull(leads.anonimizadoEm));

const wireDates = <R extends { created_at: Date; updated_at: Date }>(row: R) => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** `GET /leads`: the company's people, newest first by default, searched and filtered in SQL, one page at a time. */
export function listLeads(db: Database, scope: LeadScope, q: LeadListQuery): Promise<Paginator<LeadListItem>> {
  const search = leadSearch(q.search);
  const where = and(
    present(scope.id),
    search,
    q.produto_id === undefined
      ? undefined
      : sql`exists (select 1 from ${leadProdutos} lp where lp.company_id = ${leads.companyId} and lp.lead_id = ${leads.id} and lp.produto_id = ${q.produto_id})`,
    q.compra ? eq(leads.compra, q.compra) : undefined,
    origemFilter(q.origem),
    q.dt_inicio ? gte(leads.createdAt, startOfDayIn(q.dt_inicio, scope.timeZone)) : undefined,
    q.dt_fim ? lt(leads.createdAt, endOfDayIn(q.dt_fim, scope.timeZone)) : undefined,
  );
  const order = orderOf(q.sort, { nome: leads.nome, created_at: leads.createdAt, id: leads.id }, '-created_at', leads.id, {
    filterFirst: search !== undefined,
  });
  return paginateSelect(
    q,
    db
      .select({ ...leadColumns, compra: leads.compra })
      .from(leads)
      .where(where)
      .orderBy(...order),
    db.select({ n: count() }).from(leads).where(where),
    (rows) => rows.map(wireDates),
  );
}

/** The lead of the company with this id (an erased one included), or a 404. */
export async function findLead(db: Database, companyId: number, id: number) {
  const [row] = await db
    .select({ ...leadColumns, compra: leads.compra, anonimizado_em: leads.anonimizadoEm })
    .from(leads)
    .where(and(eq(leads.companyId, companyId), eq(leads.id, id)));
  if (!row) throw notFound('Lead não encontrado.');
  return row;
}

/** The addresses the opt-out list knows the lead by: the e-mail in lower case, the phone with its country code. */
export function optOutAddresses(lead: { email: string; ddi: string; ddd: string; telefone: string }): string[] {
  const phone = lead.telefone ? `${lead.ddi}${lead.ddd}${lead.telefone}`.replace(/\D/g, '') : '';
  return [lead.email.trim().toLowerCase(), ...(phone ? [phone] : [])];
}

async function optOutsOf(db: Database, companyId: number, addresses: string[]): Promise<LeadOptOut[]> {
  const rows = await db
    .select({
      em: descadastros.createdAt,
      destino: descadastros.destino,
      campanha: { id: campanhas.id, nome: campanhas.nome },
      canal: envios.canal,
    })
    .from(descadastros)
    .leftJoin(envios, eq(envios.id, descadastros.envioId))
    .leftJoin(campanhas, eq(campanhas.id, envios.campanhaId))
    .where(and(eq(descadastros.companyId, companyId), inArray(descadastros.destino, addresses)))
    .orderBy(asc(descadastros.createdAt));
  return rows.map((row) => ({
    em: row.em.toISOString(),
    destino_tipo: row.destino.includes('@') ? 'email' : 'telefone',
    campanha: row.campanha?.id ? { id: row.campanha.id, nome: row.campanha.nome } : null,
    canal: row.canal ?? null,
  }));
}

/** `GET /leads/{id}`: contact data, where the purchases stand, the opt-outs, the products and the tabs' counts. */
export async function getLead(db: Database, companyId: number, id: number): Promise<LeadDetail> {
  const lead = await findLead(db, companyId, id);
  const erased = lead.anonimizado_em !== null;
  const [products, [transactions], [ticketCount], optOuts] = await Promise.all([
    db
      .select({ id: produtos.id, nome: produtos.nome, cor: produtos.cor })
      .from(leadProdutos)
      .innerJoin(produtos, eq(produtos.id, leadProdutos.produtoId))
      .where(and(eq(leadProdutos.companyId, companyId), eq(leadProdutos.leadId, id)))
      .orderBy(asc(produtos.nome)),
    db
      .select({ n: count() })
      .from(transacoes)
      .where(and(eq(transacoes.companyId, companyId), eq(transacoes.leadId, id))),
    db
      .select({ n: count() })
      .from(tickets)
      .where(and(eq(tickets.companyId, companyId), eq(tickets.leadId, id))),
    erased ? Promise.resolve([]) : optOutsOf(db, companyId, optOutAddresses(lead)),
  ]);
  return {
    ...wireDates(lead),
    anonimizado_em: lead.anonimizado_em?.toISOString() ?? null,
    descadastros: optOuts,
    produtos: products,
    contagens: { transacoes: transactions?.n ?? 0, tickets: ticketCount?.n ?? 0 },
  };
}

/** `PUT /leads/{id}`: the name and the phone; an erased lead has no person left to correct. */
export async function updateLead(db: Database, companyId: number, id: number, input: LeadUpdate): Promise<LeadDetail> {
  const lead = await findLead(db, companyId, id);
  if (lead.anonimizado_em) throw notFound('Lead não encontrado.');
  await db
    .update(leads)
    .set({ nome: input.nome, ddi: input.ddi, ...splitPhone(input.ddi, input.telefone), updatedAt: new Date() })
    .where(and(eq(leads.companyId, companyId), eq(leads.id, id)));
  return getLead(db, companyId, id);
}
