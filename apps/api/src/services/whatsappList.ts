import {
  renderMessage,
  WHATSAPPLIST_KINDS,
  whatsappUrl,
  type Paginator,
  type WhatsappLink,
  type WhatsappListAnswer,
  type WhatsappListCounts,
  type WhatsappListDetail,
  type WhatsappListEntry,
  type WhatsappListResponsibles,
  type WhatsappListTicket,
} from '@retoma/api-client';
import type {
  whatsappListAnswerInput,
  whatsappListCountsQuery,
  whatsappListQuery,
  whatsappListTransformInput,
} from '@retoma/api-client/schemas';
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import {
  agendamentos,
  campanhaContatoRespostas,
  campanhaContatos,
  campanhas,
  leadProdutos,
  leads,
  planos,
  produtos,
  tickets,
  users,
  whatsapplistRemocoes,
} from '../db/schema';
import { openCampaignTicket } from '../engine/tickets';
import { conflict, notFound, validationError } from '../http/errors';
import { orderOf, paginate, searchOf, whenGiven } from './pagination';
import type { Caller } from './tickets/access';
import { iso, parseBusinessDateTime } from './tickets/dates';
import { recordActivity } from './tickets/history';
import { linkVariables, whatsappNumber } from './tickets/messages';
import { endOfDayIn, startOfDayIn } from './timeZone';

type ListQuery = z.output<typeof whatsappListQuery>;
type CountsQuery = z.output<typeof whatsappListCountsQuery>;

const NOT_ON_LIST = 'Contato não encontrado na lista do WhatsApp.';

const answeredBy = (usuarioId?: number) =>
  sql`exists (select 1 from ${campanhaContatoRespostas} where ${campanhaContatoRespostas.contatoId} = ${campanhaContatos.id}${
    usuarioId === undefined ? sql`` : sql` and ${campanhaContatoRespostas.usuarioId} = ${usuarioId}`
  })`;

/** The company's campaigns whose contacts make the caller's list: WhatsApp, boleto, scheduling or cancelled ones, on a product the caller's role works with. */
function listCampaigns(caller: Caller): SQL {
  return and(
    eq(campanhas.companyId, caller.scope.id),
    inArray(campanhas.tipo, [...WHATSAPPLIST_KINDS]),
    caller.produtos === null ? undefined : inArray(campanhas.produtoId, caller.produtos.length > 0 ? caller.produtos : [0]),
  )!;
}

/**
 * The ids of the list's campaigns the filters keep (campaign, product), read first: the contacts are then found
 * through their campaign's index, with the planner knowing how many each campaign holds, instead of every contact
 * of the company being joined to its campaign to learn its kind.
 */
async function listCampaignIds(db: Database, caller: Caller, q: Pick<CountsQuery, 'campanha_id' | 'produto_id'>): Promise<number[]> {
  const rows = await db
    .select({ id: campanhas.id })
    .from(campanhas)
    .where(and(listCampaigns(caller), whenGiven(campanhas.id, q.campanha_id), whenGiven(campanhas.produtoId, q.produto_id)));
  return rows.map((row) => row.id);
}

/**
 * What puts a contact on the caller's list: a contact of one of the list's campaigns (`campaigns`: the joined
 * campaign's kind and product, or the ids `listCampaignIds` found) whose lead has a phone, never taken off the list.
 * The phone is tested among the company's leads without one (a partial index, usually empty) rather than on the
 * lead's row, so counting the list reads no lead at all.
 */
function onList(caller: Caller, campaigns: SQL, extra?: SQL): SQL {
  return and(
    eq(campanhaContatos.companyId, caller.scope.id),
    campaigns,
    sql`not exists (select 1 from ${leads} where ${leads.companyId} = ${campanhaContatos.companyId} and ${leads.id} = ${campanhaContatos.leadId} and ${leads.telefone} = '')`,
    sql`not exists (select 1 from ${whatsapplistRemocoes} where ${whatsapplistRemocoes.contatoId} = ${campanhaContatos.id})`,
    extra,
  )!;
}

const inCampaigns = (ids: number[]) => inArray(campanhaContatos.campanhaId, ids.length > 0 ? ids : [0]);

/**
 * The filters every view shares besides the campaign's: still active in the campaign (a contact leaves it when it
 * buys, its steps end, it opts out or the campaign is switched off), who answered, the period the contact came in,
 * the search.
 */
function filtersOf(db: Database, caller: Caller, q: CountsQuery): SQL | undefined {
  const zone = caller.scope.timeZone;
  const matching = searchOf(q.search, [leads.nome, leads.email, leads.telefone]);
  return and(
    q.status === undefined ? undefined : q.status ? isNull(campanhaContatos.saiuEm) : isNotNull(campanhaContatos.saiuEm),
    q.usuario_id === undefined ? undefined : answeredBy(q.usuario_id),
    q.dt_inicio ? gte(campanhaContatos.entrouEm, startOfDayIn(q.dt_inicio, zone)) : undefined,
    q.dt_fim ? lt(campanhaContatos.entrouEm, endOfDayIn(q.dt_fim, zone)) : undefined,
    matching
      ? inArray(
          campanhaContatos.leadId,
          db
            .select({ id: leads.id })
            .from(leads)
            .where(and(eq(leads.companyId, caller.scope.id), matching)),
        )
      : undefined,
  );
}

/** The lead's ticket open for the campaign's product, if any. */
const ticketAberto = sql<
  number | null
>`(select ${tickets.id} from ${tickets} where ${tickets.companyId} = ${campanhaContatos.companyId} and ${tickets.leadId} = ${campanhaContatos.leadId} and ${tickets.produtoId} = ${campanhas.produtoId} and ${tickets.status} <> 2 limit 1)`;

const entryColumns = {
  id: campanhaContatos.id,
  leadProdutoId: campanhaContatos.leadProdutoId,
  lead: { id: leads.id, nome: leads.nome, email: leads.email, ddi: leads.ddi, ddd: leads.ddd, telefone: leads.telefone },
  produto: { id: produtos.id, nome: produtos.nome, cor: produtos.cor },
  campanha: { id: campanhas.id, nome: campanhas.nome, tipo: campanhas.tipo, plano: planos.nome, config: campanhas.config },
  ticketAberto,
  entrouEm: campanhaContatos.entrouEm,
};

const selectEntries = (db: Database) =>
  db
    .select(entryColumns)
    .from(campanhaContatos)
    .innerJoin(campanhas, eq(campanhas.id, campanhaContatos.campanhaId))
    .innerJoin(planos, eq(planos.id, campanhas.planoId))
    .innerJoin(leads, eq(leads.id, campanhaContatos.leadId))
    .innerJoin(produtos, eq(produtos.id, campanhas.produtoId));
type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['where']>>[number];

/** Every message written to the given contacts, oldest first, with who wrote it. */
async function answersOf(db: Database, companyId: number, contatoIds: number[]) {
  if (contatoIds.length === 0) return new Map<number, WhatsappListAnswer[]>();
  const rows = await db
    .select({
      contatoId: campanhaContatoRespostas.contatoId,
      mensagem: campanhaContatoRespostas.mensagem,
      enviadaEm: campanhaContatoRespostas.enviadaEm,
      usuario: { id: users.id, name: users.name, avatar: users.avatar },
    })
    .from(campanhaContatoRespostas)
    .leftJoin(users, eq(users.id, campanhaContatoRespostas.usuarioId))
    .where(and(eq(campanhaContatoRespostas.companyId, companyId), inArray(campanhaContatoRespostas.contatoId, contatoIds)))
    .orderBy(asc(campanhaContatoRespostas.enviadaEm), asc(campanhaContatoRespostas.id));
  const byContato = new Map<number, WhatsappListAnswer[]>();
  for (const row of rows) {
    const answer = { mensagem: row.mensagem, respondida_em: iso(row.enviadaEm), usuario: row.usuario };
    byContato.set(row.contatoId, [...(byContato.get(row.contatoId) ?? []), answer]);
  }
  return byContato;
}

async function toEntries(
  db: Database,
  companyId: number,
  rows: EntryRow[],
): Promise<Array<WhatsappListEntry & { respostas: WhatsappListAnswer[] }>> {
  const answers = await answersOf(
    db,
    companyId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const respostas = answers.get(row.id) ?? [];
    return {
      id: row.id,
      lead: row.lead,
      produto: row.produto,
      campanha: {
        id: row.campanha.id,
        nome: row.campanha.nome,
        tipo: row.campanha.tipo as WhatsappListEntry['campanha']['tipo'],
        plano: row.campanha.plano,
      },
      resposta: respostas.at(-1) ?? null,
      respostas_count: respostas.length,
      ticket_aberto: row.ticketAberto,
      created_at: iso(row.entrouEm),
      respostas,
    };
  });
}

const SORTS = { created_at: campanhaContatos.entrouEm, id: campanhaContatos.id };

/** `GET /whatsapplists`: one tab's page, newest contacts first unless sorted otherwise. */
export async function listWhatsappList(db: Database, caller: Caller, q: ListQuery): Promise<Paginator<WhatsappListEntry>> {
  const tab = q.situacao === 'pendentes' ? sql`not ${answeredBy()}` : q.situacao === 'respondidos' ? answeredBy() : undefined;
  const where = onList(caller, inCampaigns(await listCampaignIds(db, caller, q)), and(filtersOf(db, caller, q), tab));
  const order = orderOf(q.sort, SORTS, '-created_at', campanhaContatos.id);
  return paginate(
    q,
    // The page's contacts are found on their own table first, then joined to what the page shows: planning the
    // filter and the five joins as one query took longer than running it.
    (window) => {
      const pagina = db
        .select({ id: campanhaContatos.id })
        .from(campanhaContatos)
        .where(where)
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset)
        .as('pagina');
      return selectEntries(db)
        .innerJoin(pagina, eq(pagina.id, campanhaContatos.id))
        .orderBy(...order);
    },
    db.select({ n: count() }).from(campanhaContatos).where(where),
    async (rows) => (await toEntries(db, caller.scope.id, rows)).map(({ respostas: _, ...entry }) => entry),
  );
}

/** `GET /whatsapplists_numeros`: each tab's count, under the list's filters. */
export async function whatsappListCounts(db: Database, caller: Caller, q: CountsQuery): Promise<WhatsappListCounts> {
  // The answered contacts once (hashed beside the list), not a probe of the answers per contact.
  const answered = db
    .selectDistinct({ contatoId: campanhaContatoRespostas.contatoId })
    .from(campanhaContatoRespostas)
    .where(eq(campanhaContatoRespostas.companyId, caller.scope.id))
    .as('answered');
  const [row] = await db
    .select({
      todos: sql<number>`count(*)::int`,
      respondidos: sql<number>`count(${answered.contatoId})::int`,
    })
    .from(campanhaContatos)
    .leftJoin(answered, eq(answered.contatoId, campanhaContatos.id))
    .where(onList(caller, inCampaigns(await listCampaignIds(db, caller, q)), filtersOf(db, caller, q)));
  const todos = row?.todos ?? 0;
  const respondidos = row?.respondidos ?? 0;
  return { pendentes: todos - respondidos, respondidos, todos };
}

/** `GET /whatsapplists_responsaveis`: the list's campaigns by kind and name, and the members who answered on it. */
export async function whatsappListResponsibles(db: Database, caller: Caller): Promise<WhatsappListResponsibles> {
  const [campanhaRows, usuarios] = await Promise.all([
    db
      .select({ id: campanhas.id, nome: campanhas.nome, tipo: campanhas.tipo })
      .from(campanhas)
      .where(listCampaigns(caller))
      .orderBy(asc(campanhas.tipo), asc(campanhas.nome), asc(campanhas.id)),
    db
      .selectDistinct({ id: users.id, name: users.name, avatar: users.avatar })
      .from(campanhaContatoRespostas)
      .innerJoin(users, eq(users.id, campanhaContatoRespostas.usuarioId))
      .innerJoin(campanhaContatos, eq(campanhaContatos.id, campanhaContatoRespostas.contatoId))
      .innerJoin(campanhas, eq(campanhas.id, campanhaContatos.campanhaId))
      .where(and(eq(campanhaContatoRespostas.companyId, caller.scope.id), listCampaigns(caller)))
      .orderBy(asc(users.name), asc(users.id)),
  ]);
  return { usuarios, campanhas: campanhaRows as WhatsappListResponsibles['campanhas'] };
}

/** One contact of the caller's list, or a 404 (another company's, taken off the list, or no longer on it). */
async function entryOf(db: Database, caller: Caller, id: number): Promise<EntryRow> {
  const [row] = await selectEntries(db).where(onList(caller, listCampaigns(caller), eq(campanhaContatos.id, id)));
  if (!row) throw notFound(NOT_ON_LIST);
  return row;
}

/** `GET /whatsapplists/{id}`: the contact with every message written to it. */
export async function getWhatsappListEntry(db: Database, caller: Caller, id: number): Promise<WhatsappListDetail> {
  const [entry] = await toEntries(db, caller.scope.id, [await entryOf(db, caller, id)]);
  return entry!;
}

/**
 * `POST /whatsapplists_resposta/{id}`: the agent writes to the contact. The message is filled with the lead's data,
 * the agent's name and the agent's own address of each sales link it names (as the attend screen's WhatsApp panel
 * does), kept as the contact's answer and in the lead's history (on its open ticket, when it has one), and answered
 * with the wa.me address that opens it in WhatsApp: it leaves from the agent's own WhatsApp.
 */
export async function answerWhatsappListEntry(
  db: Database,
  caller: Caller,
  id: number,
  data: z.output<typeof whatsappListAnswerInput>,
): Promise<WhatsappLink> {
  const entry = await entryOf(db, caller, id);
  const numero = whatsappNumber(entry.lead);
  if (numero.length < 10) throw validationError({ mensagem: ['O lead não tem um telefone válido para o WhatsApp.'] });
  const [[me], links] = await Promise.all([
    db.select({ name: users.name }).from(users).where(eq(users.id, caller.userId)),
    linkVariables(db, caller, { mensagem: data.mensagem }),
  ]);
  const mensagem = renderMessage(data.mensagem, {
    '[NOME_LEAD]': entry.lead.nome,
    '[EMAIL_LEAD]': entry.lead.email,
    '[NOME_ATENDENTE]': me?.name ?? '',
    '[NOME_PRODUTO]': entry.produto.nome,
    ...links,
  });
  const companyId = caller.scope.id;
  await db.transaction(async (tx) => {
    await tx.insert(campanhaContatoRespostas).values({ companyId, contatoId: id, usuarioId: caller.userId, mensagem });
    await recordActivity(tx, {
      companyId,
      leadId: entry.lead.id,
      ticketId: entry.ticketAberto,
      evento: 'whatsapp',
      acao: 'whatsapp_sent_from_list',
      valores: { campanha: entry.campanha.nome },
      userId: caller.userId,
      properties: { tipo: 'whatsapp', mensagem },
    });
  });
  return { mensagem, url: whatsappUrl(numero, mensagem) };
}

/**
 * `POST /whatsapplists_trasform/{id}`: the contact becomes a ticket of its campaign (for its lead and the campaign's
 * product). Without `data` the agent attends it now (the attend screen takes the lock); with it, the ticket waits
 * for the return the agent scheduled, assigned to them. Refused (409, naming it) while the lead has a ticket open
 * for the product.
 */
export async function transformWhatsappListEntry(
  db: Database,
  caller: Caller,
  id: number,
  data: z.output<typeof whatsappListTransformInput>,
): Promise<WhatsappListTicket> {
  const entry = await entryOf(db, caller, id);
  if (entry.ticketAberto !== null) throw conflict(`Este lead já tem o ticket #${entry.ticketAberto} aberto para este produto.`);
  const retorno = data.data === undefined ? null : parseBusinessDateTime(data.data, caller.scope.timeZone);
  if (retorno && !(retorno.getTime() > Date.now())) throw validationError({ data: ['Agende para uma data futura.'] });
  const companyId = caller.scope.id;
  return db.transaction(async (tx) => {
    const leadProdutoId = entry.leadProdutoId ?? (await pairOf(tx, companyId, entry.lead.id, entry.produto.id));
    const ticketId = await openCampaignTicket(tx, {
      companyId,
      contatoId: id,
      leadId: entry.lead.id,
      produtoId: entry.produto.id,
      leadProdutoId,
      campanha: { ...entry.campanha, tipo: entry.campanha.tipo as (typeof WHATSAPPLIST_KINDS)[number] },
    });
    if (retorno) {
      await tx
        .update(tickets)
        .set({ status: 1, designadoId: caller.userId, updatedAt: new Date() })
        .where(and(eq(tickets.companyId, companyId), eq(tickets.id, ticketId)));
      await tx
        .insert(agendamentos)
        .values({ companyId, ticketId, leadId: entry.lead.id, responsavelId: caller.userId, dataAgendamento: retorno });
      await recordActivity(tx, {
        companyId,
        leadId: entry.lead.id,
        ticketId,
        evento: 'reagendado',
        acao: 'return_scheduled_from_list',
        userId: caller.userId,
        properties: { data_agendamento: retorno.toISOString() },
      });
    }
    return { ticket_id: ticketId };
  });
}

/** The lead × product pair of a contact enrolled without one. */
async function pairOf(db: Database, companyId: number, leadId: number, produtoId: number): Promise<number> {
  const [pair] = await db
    .insert(leadProdutos)
    .values({ companyId, leadId, produtoId })
    .onConflictDoUpdate({ target: [leadProdutos.companyId, leadProdutos.leadId, leadProdutos.produtoId], set: { leadId } })
    .returning({ id: leadProdutos.id });
  return pair!.id;
}

/** `DELETE /whatsapplists/{id}`: the contact leaves the list for good; its campaign, sends and the lead's history stay. */
export async function removeWhatsappListEntry(db: Database, caller: Caller, id: number): Promise<void> {
  await entryOf(db, caller, id);
  await db
    .insert(whatsapplistRemocoes)
    .values({ companyId: caller.scope.id, contatoId: id, usuarioId: caller.userId })
    .onConflictDoNothing();
}
