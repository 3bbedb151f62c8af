import type { Attendance, ProductRef, Ticket, TicketDetail, TicketMessage, Transaction } from '@retoma/api-client';
import { type AnyColumn, and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { atendimentos, catalogos, leads, produtoUpsells, produtos, statusDeFinalizacao, tickets, transacoes, users } from '../../db/schema';
import { assertCanRead, type Caller, ticketState } from './access';
import { iso, isoOrNull } from './dates';
import { actorOf, latestActivities, ticketActivities } from './history';

const ticketColumns = {
  id: tickets.id,
  status: tickets.status,
  lead_id: tickets.leadId,
  produto_id: tickets.produtoId,
  lead_produto_id: tickets.leadProdutoId,
  origem_id: tickets.origemId,
  tipo_duvida_id: tickets.tipoDuvidaId,
  detalhamento: tickets.detalhamento,
  responsavel_type: tickets.responsavelType,
  responsavel_id: tickets.responsavelId,
  responsavel_nome: tickets.responsavelNome,
  atendente_id: tickets.atendenteId,
  atendente_desde: tickets.atendenteDesde,
  designado_id: tickets.designadoId,
  created_at: tickets.createdAt,
  updated_at: tickets.updatedAt,
  lead: {
    id: leads.id,
    nome: leads.nome,
    email: leads.email,
    cpf: leads.cpf,
    ddi: leads.ddi,
    ddd: leads.ddd,
    telefone: leads.telefone,
    created_at: leads.createdAt,
    updated_at: leads.updatedAt,
  },
  produto: { id: produtos.id, nome: produtos.nome, cor: produtos.cor, preco: produtos.preco },
};

/**
 * Tickets with their lead and product; `where` picks them. The people and catalogue names are fetched apart
 * (`toTickets`), for the whole page at once: a join per name made the planner spend longer choosing a join order
 * than running the query, and at 100 000 tickets pick hash joins over every row.
 */
export function selectTickets(db: Database, where: SQL | undefined) {
  return db
    .select(ticketColumns)
    .from(tickets)
    .innerJoin(leads, eq(leads.id, tickets.leadId))
    .innerJoin(produtos, eq(produtos.id, tickets.produtoId))
    .where(where);
}
type TicketRow = Awaited<ReturnType<typeof selectTickets>>[number];

/** An array of ids as one value: the statement's text stays the same whatever the page (db/prepared.ts). */
export const anyOf = (column: AnyColumn, name: string) => sql`${column} = any(${sql.placeholder(name)})`;

const attendantRef = alias(users, 'attendant_ref');
const assigneeRef = alias(users, 'assignee_ref');
const ownerRef = alias(users, 'owner_ref');
const origemRef = alias(catalogos, 'origem_ref');
const tipoDuvidaRef = alias(catalogos, 'tipo_duvida_ref');

/**
 * A list page's tickets by id, with their people and catalogue names joined: the ids are constants of the page, so
 * every join is a lookup by key, and as a prepared statement (db/prepared.ts) its plan is made once per connection,
 * not per request (the cost that kept these names in queries of their own, see `selectTickets`).
 */
const ticketsByIdsStatement = preparedStatement((db) =>
  db
    .select({
      ...ticketColumns,
      atendente_ref: { id: attendantRef.id, name: attendantRef.name, avatar: attendantRef.avatar },
      designado_ref: { id: assigneeRef.id, name: assigneeRef.name, avatar: assigneeRef.avatar },
      responsavel_ref: { id: ownerRef.id, name: ownerRef.name, avatar: ownerRef.avatar },
      origem_ref: { id: origemRef.id, nome: origemRef.nome },
      tipo_duvida_ref: { id: tipoDuvidaRef.id, nome: tipoDuvidaRef.nome },
    })
    .from(tickets)
    .innerJoin(leads, eq(leads.id, tickets.leadId))
    .innerJoin(produtos, eq(produtos.id, tickets.produtoId))
    .leftJoin(attendantRef, eq(attendantRef.id, tickets.atendenteId))
    .leftJoin(assigneeRef, eq(assigneeRef.id, tickets.designadoId))
    .leftJoin(ownerRef, and(eq(tickets.responsavelType, 'user'), eq(ownerRef.id, tickets.responsavelId)))
    .leftJoin(origemRef, and(eq(origemRef.companyId, tickets.companyId), eq(origemRef.id, tickets.origemId)))
    .leftJoin(tipoDuvidaRef, and(eq(tipoDuvidaRef.companyId, tickets.companyId), eq(tipoDuvidaRef.id, tickets.tipoDuvidaId)))
    .where(anyOf(tickets.id, 'ids'))
    .prepare('tickets_by_ids'),
);

/** The tickets of these ids (a list page's), in no particular order, with their people and names (`pageTickets`). */
export const ticketsByIds = (db: Database, ids: number[]) => ticketsByIdsStatement(db).execute({ ids });
type PageRow = Awaited<ReturnType<typeof ticketsByIds>>[number];

const upsell = alias(produtos, 'upsell');

const upsellsStatement = preparedStatement((db) =>
  db
    .select({ produtoId: produtoUpsells.produtoId, id: upsell.id, nome: upsell.nome, cor: upsell.cor })
    .from(produtoUpsells)
    .innerJoin(upsell, eq(upsell.id, produtoUpsells.upsellId))
    .where(anyOf(produtoUpsells.produtoId, 'ids'))
    .orderBy(asc(upsell.nome), asc(upsell.id))
    .prepare('upsells_of_products'),
);

/** The products each product may be upsold with (offered when a sale is won), one query for a page. */
async function upsellersOf(db: Database, produtoIds: number[]): Promise<Map<number, ProductRef[]>> {
  const byProduct = new Map<number, ProductRef[]>();
  if (produtoIds.length === 0) return byProduct;
  const rows = await upsellsStatement(db).execute({ ids: produtoIds });
  for (const { produtoId, ...ref } of rows) byProduct.set(produtoId, [...(byProduct.get(produtoId) ?? []), ref]);
  return byProduct;
}

type UserRef = { id: number; name: string; avatar: string | null };

const usersStatement = preparedStatement((db) =>
  db.select({ id: users.id, name: users.name, avatar: users.avatar }).from(users).where(anyOf(users.id, 'ids')).prepare('users_by_ids'),
);

async function usersById(db: Database, ids: number[]): Promise<Map<number, UserRef>> {
  if (ids.length === 0) return new Map();
  const rows = await usersStatement(db).execute({ ids });
  return new Map(rows.map((row) => [row.id, row]));
}

const namesStatement = preparedStatement((db) =>
  db
    .select({ id: catalogos.id, nome: catalogos.nome })
    .from(catalogos)
    .where(and(eq(catalogos.companyId, sql.placeholder('companyId')), anyOf(catalogos.id, 'ids')))
    .prepare('catalogue_names_by_ids'),
);

async function namesById(db: Database, companyId: number, ids: number[]): Promise<Map<number, { id: number; nome: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await namesStatement(db).execute({ companyId, ids });
  return new Map(rows.map((row) => [row.id, row]));
}

const present = (values: Array<number | null>) => [...new Set(values.filter((v): v is number => v !== null))];

type NameRef = { id: number; nome: string };
/** A ticket's people and catalogue names (null: none, or not found). */
interface TicketRefs {
  atendente: UserRef | null;
  designado: UserRef | null;
  responsavel: UserRef | null;
  origem: NameRef | null;
  tipo_duvida: NameRef | null;
}

/** Rows → wire tickets, with people, names, upsell products and the last action fetched for the whole page at once. */
export async function toTickets(db: Database, companyId: number, rows: TicketRow[]): Promise<Ticket[]> {
  const [people, names] = await Promise.all([
    usersById(
      db,
      present(rows.flatMap((row) => [row.atendente_id, row.designado_id, row.responsavel_type === 'user' ? row.responsavel_id : null])),
    ),
    namesById(db, companyId, present(rows.flatMap((row) => [row.origem_id, row.tipo_duvida_id]))),
  ]);
  const person = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
  const name = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  return wireTickets(
    db,
    companyId,
    rows.map((row) => ({
      row,
      refs: {
        atendente: person(row.atendente_id),
        designado: person(row.designado_id),
        responsavel: row.responsavel_type === 'user' ? person(row.responsavel_id) : null,
        origem: name(row.origem_id),
        tipo_duvida: name(row.tipo_duvida_id),
      },
    })),
  );
}

/** A list page's rows (`ticketsByIds`, names already joined) → wire tickets. */
export function pageTickets(db: Database, companyId: number, rows: PageRow[]): Promise<Ticket[]> {
  return wireTickets(
    db,
    companyId,
    rows.map(({ atendente_ref, designado_ref, responsavel_ref, origem_ref, tipo_duvida_ref, ...row }) => ({
      row,
      refs: {
        atendente: atendente_ref,
        designado: designado_ref,
        responsavel: responsavel_ref,
        origem: origem_ref,
        tipo_duvida: tipo_duvida_ref,
      },
    })),
  );
}

async function wireTickets(db: Database, companyId: number, entries: Array<{ row: TicketRow; refs: TicketRefs }>): Promise<Ticket[]> {
  const [upsells, latest] = await Promise.all([
    upsellersOf(db, present(entries.map(({ row }) => row.produto_id))),
    latestActivities(
      db,
      companyId,
      entries.map(({ row }) => row.id),
    ),
  ]);
  // Every field written out, in the order the answer has always had: a rest pattern (`{ lead, ...row }`) and spreads
  // cost a list page about a tenth of the server's CPU (V8 copies them property by property into slow objects).
  return entries.map(({ row, refs }) => {
    const { lead, produto } = row;
    return {
      id: row.id,
      status: row.status,
      lead_id: row.lead_id,
      produto_id: row.produto_id,
      lead_produto_id: row.lead_produto_id,
      origem_id: row.origem_id,
      tipo_duvida_id: row.tipo_duvida_id,
      detalhamento: row.detalhamento,
      atendente_desde: isoOrNull(row.atendente_desde),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
      lead: {
        id: lead.id,
        nome: lead.nome,
        email: lead.email,
        cpf: lead.cpf,
        ddi: lead.ddi,
        ddd: lead.ddd,
        telefone: lead.telefone,
        created_at: iso(lead.created_at),
        updated_at: iso(lead.updated_at),
      },
      produto: { id: produto.id, nome: produto.nome, cor: produto.cor, preco: produto.preco, upsellers: upsells.get(produto.id) ?? [] },
      origem: refs.origem,
      tipo_duvida: refs.tipo_duvida,
      responsavel: actorOf(row.responsavel_type, row.responsavel_id, row.responsavel_nome, refs.responsavel),
      atendente: refs.atendente,
      designado: refs.designado,
      ultima_acao: latest.get(row.id) ?? null,
    };
  });
}

/** One ticket as lists show it (the answer of writes). */
export async function getTicket(db: Database, caller: Caller, id: number): Promise<Ticket> {
  const rows = await selectTickets(db, and(eq(tickets.companyId, caller.scope.id), eq(tickets.id, id)));
  const [ticket] = await toTickets(db, caller.scope.id, rows);
  if (!ticket) throw new Error(`ticket ${id} vanished`);
  return ticket;
}

const perda = alias(catalogos, 'perda');
const attendant = alias(users, 'attendant_user');

async function attendancesOf(db: Database, companyId: number, ticketId: number): Promise<Attendance[]> {
  const rows = await db
    .select({
      id: atendimentos.id,
      ticket_id: atendimentos.ticketId,
      atendente: { id: attendant.id, name: attendant.name, avatar: attendant.avatar },
      tipo: atendimentos.tipo,
      follow_up: atendimentos.followUp,
      status_atendimento: { id: statusDeFinalizacao.id, nome: statusDeFinalizacao.nome, tipo: statusDeFinalizacao.tipo },
      tipo_de_perda: { id: perda.id, nome: perda.nome },
      data_agendamento: atendimentos.dataAgendamento,
      tembrinde: atendimentos.temBrinde,
      brinde_id: atendimentos.brindeId,
      nome_destinatario: atendimentos.nomeDestinatario,
      email_destinatario: atendimentos.emailDestinatario,
      hasupsell: atendimentos.hasUpsell,
      upsell: atendimentos.upsellProdutoId,
      created_at: atendimentos.createdAt,
    })
    .from(atendimentos)
    .innerJoin(attendant, eq(attendant.id, atendimentos.atendenteId))
    .innerJoin(statusDeFinalizacao, eq(statusDeFinalizacao.id, atendimentos.statusAtendimentoId))
    .leftJoin(perda, eq(perda.id, atendimentos.tipoDePerdaId))
    .where(and(eq(atendimentos.companyId, companyId), eq(atendimentos.ticketId, ticketId)))
    .orderBy(desc(atendimentos.createdAt), desc(atendimentos.id));
  return rows.map((row) => ({ ...row, data_agendamento: isoOrNull(row.data_agendamento), created_at: iso(row.created_at) }));
}

/** One attendance (the answer of `POST /atendimentos`). */
export async function getAttendance(db: Database, companyId: number, ticketId: number, id: number): Promise<Attendance> {
  const found = (await attendancesOf(db, companyId, ticketId)).find((a) => a.id === id);
  if (!found) throw new Error(`attendance ${id} vanished`);
  return found;
}

/** A lead's purchases, newest first (every product: the agent sees what else the lead bought). */
export async function leadTransactions(db: Database, companyId: number, leadIds: number[]): Promise<Transaction[]> {
  if (leadIds.length === 0) return [];
  const rows = await db
    .select({
      id: transacoes.id,
      transaction: transacoes.transaction,
      lead: { id: leads.id, nome: leads.nome, email: leads.email },
      lead_produto_id: transacoes.leadProdutoId,
      produto: { id: produtos.id, nome: produtos.nome, cor: produtos.cor, preco: produtos.preco },
      status: transacoes.status,
      payment_type: transacoes.paymentType,
      installments_number: transacoes.installmentsNumber,
      currency: transacoes.currency,
      full_price: transacoes.fullPrice,
      cms_vendor: transacoes.cmsVendor,
      cms_marketplace: transacoes.cmsMarketplace,
      off: transacoes.off,
      coupon_code: transacoes.couponCode,
      purchase_date: transacoes.purchaseDate,
      confirmation_purchase_date: transacoes.confirmationPurchaseDate,
      warranty_date: transacoes.warrantyDate,
      sck: transacoes.sck,
      src: transacoes.src,
      created_at: transacoes.createdAt,
      updated_at: transacoes.updatedAt,
    })
    .from(transacoes)
    .innerJoin(leads, eq(leads.id, transacoes.leadId))
    .innerJoin(produtos, eq(produtos.id, transacoes.produtoId))
    .where(and(eq(transacoes.companyId, companyId), inArray(transacoes.leadId, leadIds)))
    .orderBy(desc(transacoes.createdAt), desc(transacoes.id));
  return rows.map((row) => ({
    ...row,
    purchase_date: isoOrNull(row.purchase_date),
    confirmation_purchase_date: isoOrNull(row.confirmation_purchase_date),
    warranty_date: isoOrNull(row.warranty_date),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }));
}

/**
 * `GET /tickets/{id}`: the ticket with its attendances, timeline, messages and the lead's purchases. Gift requests
 * and delivery automations belong to the gifts module, which does not exist yet: their lists are empty.
 */
export async function getTicketDetail(db: Database, caller: Caller, id: number): Promise<TicketDetail> {
  const state = await ticketState(db, caller, id);
  assertCanRead(state, caller);
  const companyId = caller.scope.id;
  const [ticket, atendimentosList, acoes, transacaos] = await Promise.all([
    getTicket(db, caller, id),
    attendancesOf(db, companyId, id),
    ticketActivities(db, companyId, id),
    leadTransactions(db, companyId, [state.leadId]),
  ]);
  // Sent messages are the timeline's WhatsApp and e-mail entries: one record, two views.
  const mensagens: TicketMessage[] = acoes
    .filter((a) => (a.evento === 'whatsapp' || a.evento === 'email') && a.causer?.type === 'user')
    .map((a) => ({
      id: a.id,
      tipo: a.evento === 'email' ? 'email' : 'whatsapp',
      assunto: a.properties.assunto ?? null,
      mensagem: a.properties.mensagem ?? '',
      responsavel: { id: a.causer!.id, name: a.causer!.nome, avatar: a.causer!.avatar },
      created_at: a.created_at,
    }));
  return {
    ...ticket,
    atendimentos: atendimentosList,
    acoesrecebidas: acoes,
    mensagens,
    resposta: null,
    transacaos,
    solicitacaos: [],
    automacaos: [],
  };
}
