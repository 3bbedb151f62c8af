import type { Attendance, ProductRef, Ticket, TicketDetail, TicketMessage, Transaction } from '@retoma/api-client';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { anyOf, preparedStatement } from '../../db/prepared';
import {
  atendimentos,
  atividades,
  catalogos,
  leads,
  produtoUpsells,
  produtos,
  statusDeFinalizacao,
  tickets,
  transacoes,
  users,
} from '../../db/schema';
import { leadColumns } from '../leadColumns';
import { assertCanRead, type Caller, ticketState } from './access';
import { iso, isoOrNull } from './dates';
import {
  activityCauser,
  activityCauserColumns,
  activityCauserJoin,
  activityColumns,
  actorOf,
  ticketActivities,
  toActivity,
} from './history';

const attendantRef = alias(users, 'attendant_ref');
const assigneeRef = alias(users, 'assignee_ref');
const ownerRef = alias(users, 'owner_ref');
const origemRef = alias(catalogos, 'origem_ref');
const tipoDuvidaRef = alias(catalogos, 'tipo_duvida_ref');
const upsell = alias(produtos, 'upsell');

/** The products the ticket's product may be upsold with (offered when a sale is won), by name, as one JSON array. */
const upsellers = sql<ProductRef[]>`coalesce((
  select json_agg(json_build_object('id', ${upsell.id}, 'nome', ${upsell.nome}, 'cor', ${upsell.cor}) order by ${upsell.nome}, ${upsell.id})
  from ${produtoUpsells} inner join ${produtos} ${sql.identifier('upsell')} on ${upsell.id} = ${produtoUpsells.upsellId}
  where ${produtoUpsells.produtoId} = ${tickets.produtoId}
), '[]'::json)`;

/** The ticket's newest entry (the lists' "última ação"): read backwards along atividades_company_ticket_idx, one row. */
const newestActivityId = sql`(
  select newest.id from ${atividades} newest
  where newest.company_id = ${tickets.companyId} and newest.ticket_id = ${tickets.id}
  order by newest.created_at desc, newest.id desc limit 1
)`;

/**
 * Tickets by id (a list page's, or one ticket), with their lead and product, people and catalogue names, the
 * product's upsells and the newest entry, in one statement: the ids are constants of the page, so every join is a
 * lookup by key, and as a prepared statement (db/prepared.ts) its plan is made once per connection, not per request.
 * The upsells and the newest entry were statements of their own; each round trip cost the server more than the
 * database's work for it (the driver's write and parse of a statement, about a tenth of a list answer's CPU each).
 */
const ticketsByIdsStatement = preparedStatement((db) =>
  db
    .select({
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
      atendente_desde: tickets.atendenteDesde,
      created_at: tickets.createdAt,
      updated_at: tickets.updatedAt,
      lead: leadColumns,
      produto: { id: produtos.id, nome: produtos.nome, cor: produtos.cor, preco: produtos.preco },
      upsellers,
      atendente: { id: attendantRef.id, name: attendantRef.name, avatar: attendantRef.avatar },
      designado: { id: assigneeRef.id, name: assigneeRef.name, avatar: assigneeRef.avatar },
      responsavel: { id: ownerRef.id, name: ownerRef.name, avatar: ownerRef.avatar },
      origem: { id: origemRef.id, nome: origemRef.nome },
      tipo_duvida: { id: tipoDuvidaRef.id, nome: tipoDuvidaRef.nome },
      ultima_acao: activityColumns,
      ultima_acao_causer: activityCauserColumns,
    })
    .from(tickets)
    .innerJoin(leads, eq(leads.id, tickets.leadId))
    .innerJoin(produtos, eq(produtos.id, tickets.produtoId))
    .leftJoin(attendantRef, eq(attendantRef.id, tickets.atendenteId))
    .leftJoin(assigneeRef, eq(assigneeRef.id, tickets.designadoId))
    .leftJoin(ownerRef, and(eq(tickets.responsavelType, 'user'), eq(ownerRef.id, tickets.responsavelId)))
    .leftJoin(origemRef, and(eq(origemRef.companyId, tickets.companyId), eq(origemRef.id, tickets.origemId)))
    .leftJoin(tipoDuvidaRef, and(eq(tipoDuvidaRef.companyId, tickets.companyId), eq(tipoDuvidaRef.id, tickets.tipoDuvidaId)))
    .leftJoin(atividades, eq(atividades.id, newestActivityId))
    .leftJoin(activityCauser, activityCauserJoin)
    .where(and(eq(tickets.companyId, sql.placeholder('companyId')), anyOf(tickets.id, 'ids')))
    .prepare('tickets_by_ids'),
);

/** The company's tickets of these ids, in no particular order (`toWireTickets` makes them the answer's). */
export const ticketsByIds = (db: Database, companyId: number, ids: number[]) => ticketsByIdsStatement(db).execute({ companyId, ids });
type TicketRow = Awaited<ReturnType<typeof ticketsByIds>>[number];

/**
 * Rows → wire tickets. Every field written out, in the order the answer has always had: a rest pattern
 * (`{ lead, ...row }`) and spreads cost a list page about a tenth of the server's CPU (V8 copies them property by
 * property into slow objects).
 */
export function toWireTickets(rows: TicketRow[]): Ticket[] {
  return rows.map((row) => {
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
      produto: { id: produto.id, nome: produto.nome, cor: produto.cor, preco: produto.preco, upsellers: row.upsellers },
      origem: row.origem,
      tipo_duvida: row.tipo_duvida,
      responsavel: actorOf(row.responsavel_type, row.responsavel_id, row.responsavel_nome, row.responsavel),
      atendente: row.atendente,
      designado: row.designado,
      ultima_acao: row.ultima_acao && toActivity(row.ultima_acao, row.ultima_acao_causer),
    };
  });
}

/** One ticket as lists show it (the answer of writes). */
export async function getTicket(db: Database, caller: Caller, id: number): Promise<Ticket> {
  const [ticket] = toWireTickets(await ticketsByIds(db, caller.scope.id, [id]));
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
