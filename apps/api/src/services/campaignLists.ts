import type {
  CampanhaContato,
  CampanhaEnvio,
  CampanhaEnvioDetalhe,
  CampanhaMetrics,
  CampanhaPassoMetrics,
  CampaignKind,
  EnvioEventoTipo,
  Paginator,
  SequenceKind,
} from '@retoma/api-client';
import type { agendadoListQuery, contatoListQuery, historicoListQuery } from '@retoma/api-client/schemas';
import { and, asc, count, eq, gte, inArray, isNull, lt, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import {
  campanhaContatos,
  campanhaPassos,
  campanhas,
  envioEventos,
  envios,
  leads,
  produtos,
  tickets,
  vendasRecuperadas,
} from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { agendadoPara, bookingPending } from './bookingContacts';
import { getCampanha } from './campaigns';
import { ticketOpen } from './cancelledCampaign';
import { answered, respondidoEm } from './whatsappCampaignAnswers';
import { iso, orderOf, paginate, paginateSelect, searchOf, type PageWindow } from './pagination';
import { endOfDayIn, startOfDayIn } from './timeZone';

type HistoricoQuery = z.output<typeof historicoListQuery>;
type AgendadoQuery = z.output<typeof agendadoListQuery>;
type ContatoQuery = z.output<typeof contatoListQuery>;

// ---------------------------------------------------------------------------------------------------------
// Metrics

const int = (expression: SQL) => sql<number>`(${expression})::int`;

/**
 * A campaign's numbers, each aggregated by PostgreSQL in one pass over the campaign's rows (sends by state and step,
 * opens and clicks by step, contacts in and out, recovered sales and their value, summed as numeric and answered with
 * two decimals).
 */
export async function campanhaMetrics(db: Database, companyId: number, campanhaId: number): Promise<CampanhaMetrics> {
  const [sends, events, [contacts], sales, steps] = await Promise.all([
    db
      .select({
        passoId: envios.passoId,
        agendados: int(sql`count(*) filter (where ${envios.situacao} = 'agendado')`),
        enviados: int(sql`count(*) filter (where ${envios.situacao} = 'enviado')`),
      })
      .from(envios)
      .where(and(eq(envios.companyId, companyId), eq(envios.campanhaId, campanhaId)))
      .groupBy(envios.passoId),
    db
      .select({
        passoId: envios.passoId,
        aberturas: int(sql`count(distinct ${envioEventos.envioId}) filter (where ${envioEventos.evento} = 'aberto')`),
        cliques: int(sql`count(distinct ${envioEventos.envioId}) filter (where ${envioEventos.evento} = 'clicou')`),
      })
      .from(envioEventos)
      .innerJoin(envios, eq(envios.id, envioEventos.envioId))
      .where(and(eq(envios.companyId, companyId), eq(envios.campanhaId, campanhaId), inArray(envioEventos.evento, ['aberto', 'clicou'])))
      .groupBy(envios.passoId),
    db
      .select({
        total: int(sql`count(*)`),
        ativos: int(sql`count(*) filter (where ${campanhaContatos.saiuEm} is null)`),
      })
      .from(campanhaContatos)
      .where(and(eq(campanhaContatos.companyId, companyId), eq(campanhaContatos.campanhaId, campanhaId))),
    db
      .select({
        passoId: vendasRecuperadas.passoId,
        vendas: int(sql`count(*)`),
      })
      .from(vendasRecuperadas)
      .where(
        and(
          eq(vendasRecuperadas.companyId, companyId),
          eq(vendasRecuperadas.campanhaId, campanhaId),
          isNull(vendasRecuperadas.revertidaEm),
        ),
      )
      .groupBy(vendasRecuperadas.passoId),
    db
      .select({ id: campanhaPassos.id, canal: campanhaPassos.canal, posicao: campanhaPassos.posicao })
      .from(campanhaPassos)
      .where(and(eq(campanhaPassos.companyId, companyId), eq(campanhaPassos.campanhaId, campanhaId)))
      .orderBy(asc(campanhaPassos.canal), asc(campanhaPassos.posicao)),
  ]);
  const [value] = await db
    .select({
      value: sql<string>`to_char(coalesce(sum(${vendasRecuperadas.valor}), 0), 'FM999999999990.00')`,
    })
    .from(vendasRecuperadas)
    .where(
      and(eq(vendasRecuperadas.companyId, companyId), eq(vendasRecuperadas.campanhaId, campanhaId), isNull(vendasRecuperadas.revertidaEm)),
    );
  const sum = <R>(rows: R[], pick: (row: R) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const of = <R extends { passoId: number | null }>(rows: R[], passoId: number) => rows.find((row) => row.passoId === passoId);
  const passos: CampanhaPassoMetrics[] = steps.map((step) => ({
    passo_id: step.id,
    canal: step.canal,
    posicao: step.posicao,
    enviados: of(sends, step.id)?.enviados ?? 0,
    aberturas: of(events, step.id)?.aberturas ?? 0,
    cliques: of(events, step.id)?.cliques ?? 0,
    recuperadas: of(sales, step.id)?.vendas ?? 0,
  }));
  return {
    total_schedules: sum(sends, (row) => row.agendados),
    send_history: sum(sends, (row) => row.enviados),
    contacts_count: contacts?.ativos ?? 0,
    total_contacts_inactive: (contacts?.total ?? 0) - (contacts?.ativos ?? 0),
    total_contacts: contacts?.total ?? 0,
    total_recovered: sum(sales, (row) => row.vendas),
    value_recovered: value?.value ?? '0.00',
    passos,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Sends: the history and the scheduled ones

/** The last thing that happened to a send (its newest event), for the history's status column. */
const ultimoEvento = sql<EnvioEventoTipo | null>`(select ${envioEventos.evento} from ${envioEventos} where ${envioEventos.envioId} = ${envios.id} order by ${envioEventos.ocorridoEm} desc, ${envioEventos.id} desc limit 1)`;

const envioColumns = {
  id: envios.id,
  canal: envios.canal,
  situacao: envios.situacao,
  destino: envios.destino,
  assunto: envios.assunto,
  passoId: campanhaPassos.id,
  passoPosicao: campanhaPassos.posicao,
  passoAssunto: campanhaPassos.assunto,
  passoCorpo: campanhaPassos.corpo,
  lead: { id: leads.id, nome: leads.nome, email: leads.email },
  previstoPara: envios.previstoPara,
  enviadoEm: envios.enviadoEm,
  tentativas: envios.tentativas,
  motivo: envios.motivo,
  ultimoEvento,
  createdAt: envios.createdAt,
};
type EnvioRow = {
  id: number;
  canal: 'email' | 'sms';
  situacao: CampanhaEnvio['situacao'];
  destino: string | null;
  assunto: string | null;
  passoId: number | null;
  passoPosicao: number | null;
  passoAssunto: string | null;
  passoCorpo: string | null;
  lead: { id: number; nome: string; email: string };
  previstoPara: Date;
  enviadoEm: Date | null;
  tentativas: number;
  motivo: string | null;
  ultimoEvento: EnvioEventoTipo | null;
  createdAt: Date;
};

/** What the list shows as a send's subject: as it went out, else the step's (an SMS's text, shortened). */
function subjectOf(row: EnvioRow): string | null {
  if (row.assunto) return row.assunto;
  if (row.canal === 'email') return row.passoAssunto;
  return row.passoCorpo === null ? null : row.passoCorpo.slice(0, 160);
}

const toEnvio = (row: EnvioRow): CampanhaEnvio => ({
  id: row.id,
  canal: row.canal,
  situacao: row.situacao,
  destino: row.destino,
  assunto: subjectOf(row),
  passo: row.passoId === null || row.passoPosicao === null ? null : { id: row.passoId, posicao: row.passoPosicao },
  lead: row.lead,
  previsto_para: iso(row.previstoPara),
  enviado_em: row.enviadoEm ? iso(row.enviadoEm) : null,
  tentativas: row.tentativas,
  motivo: row.motivo,
  ultimo_evento: row.ultimoEvento,
  created_at: iso(row.createdAt),
});

const envioSelect = (db: Database) =>
  db
    .select(envioColumns)
    .from(envios)
    .innerJoin(campanhaContatos, eq(campanhaContatos.id, envios.contatoId))
    .innerJoin(leads, eq(leads.id, campanhaContatos.leadId))
    .leftJoin(campanhaPassos, eq(campanhaPassos.id, envios.passoId));

/**
 * The company's leads a search names (name, e-mail or phone), found through their trigram indexes first: the lists
 * then keep the rows of those leads, and count without joining the leads at all.
 */
function leadsMatching(db: Database, companyId: number, term: string | undefined) {
  const matches = searchOf(term, [leads.nome, leads.email, leads.telefone]);
  return (
    matches &&
    db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.companyId, companyId), matches))
  );
}

/** A search of a campaign's contacts: those whose lead the search names. */
function contatoSearch(db: Database, companyId: number, term: string | undefined) {
  const found = leadsMatching(db, companyId, term);
  return found && inArray(campanhaContatos.leadId, found);
}

/** A search of a campaign's sends: those to the contacts whose lead the search names. */
function envioSearch(db: Database, companyId: number, campanhaId: number, term: string | undefined) {
  const found = leadsMatching(db, companyId, term);
  if (!found) return undefined;
  const contatos = db
    .select({ id: campanhaContatos.id })
    .from(campanhaContatos)
    .where(and(eq(campanhaContatos.campanhaId, campanhaId), inArray(campanhaContatos.leadId, found)));
  return inArray(envios.contatoId, contatos);
}

/** The company and its calendar: a list's days (`dt_inicio`, `dt_fim`) are the company's days. */
export interface ListScope {
  id: number;
  timeZone: string;
}

/** `dt_inicio` / `dt_fim` (inclusive days in the company's zone) as a half-open range of instants on `column`. */
function period(scope: ListScope, q: { dt_inicio?: string | undefined; dt_fim?: string | undefined }, column: SQL) {
  return [
    q.dt_inicio ? gte(column, startOfDayIn(q.dt_inicio, scope.timeZone)) : undefined,
    q.dt_fim ? lt(column, endOfDayIn(q.dt_fim, scope.timeZone)) : undefined,
  ];
}

/** When a send belongs in the history: when it went out, or (never sent) when it was due. */
const historicoAt = sql`coalesce(${envios.enviadoEm}, ${envios.previstoPara})`;

/**
 * A cart or boleto campaign's history: its sends that are not waiting any more (sent, being sent, failed,
 * cancelled), newest first, filtered by period, state, channel and step, searched by lead.
 */
export async function listHistorico(
  db: Database,
  scope: ListScope,
  kind: SequenceKind,
  q: HistoricoQuery,
): Promise<Paginator<CampanhaEnvio>> {
  const companyId = scope.id;
  await getCampanha(db, companyId, kind, q.campanha_id);
  const where = and(
    eq(envios.companyId, companyId),
    eq(envios.campanhaId, q.campanha_id),
    q.situacao ? eq(envios.situacao, q.situacao) : ne(envios.situacao, 'agendado'),
    q.canal ? eq(envios.canal, q.canal) : undefined,
    q.passo_id ? eq(envios.passoId, q.passo_id) : undefined,
    ...period(scope, q, historicoAt),
    envioSearch(db, companyId, q.campanha_id, q.search),
  );
  const order = orderOf(q.sort, { enviado_em: historicoAt, previsto_para: envios.previstoPara, id: envios.id }, '-enviado_em', envios.id);
  const counted = db.select({ n: count() }).from(envios).where(where);
  return paginateSelect(
    q,
    envioSelect(db)
      .where(where)
      .orderBy(...order),
    counted,
    (rows) => rows.map(toEnvio),
  );
}

/** One send of a campaign of `kind`, with the message as it went out and every event. */
export async function getHistorico(db: Database, companyId: number, kind: SequenceKind, id: number): Promise<CampanhaEnvioDetalhe> {
  const [row] = await db
    .select({ ...envioColumns, corpo: envios.corpo })
    .from(envios)
    .innerJoin(campanhas, eq(campanhas.id, envios.campanhaId))
    .innerJoin(campanhaContatos, eq(campanhaContatos.id, envios.contatoId))
    .innerJoin(leads, eq(leads.id, campanhaContatos.leadId))
    .leftJoin(campanhaPassos, eq(campanhaPassos.id, envios.passoId))
    .where(and(eq(envios.companyId, companyId), eq(envios.id, id), eq(campanhas.tipo, kind)));
  if (!row) throw notFound('Envio não encontrado.');
  const eventos = await db
    .select({ id: envioEventos.id, evento: envioEventos.evento, detalhe: envioEventos.detalhe, ocorridoEm: envioEventos.ocorridoEm })
    .from(envioEventos)
    .where(and(eq(envioEventos.companyId, companyId), eq(envioEventos.envioId, id)))
    .orderBy(asc(envioEventos.ocorridoEm), asc(envioEventos.id));
  return {
    ...toEnvio(row),
    corpo: row.corpo,
    eventos: eventos.map((evento) => ({
      id: evento.id,
      evento: evento.evento,
      detalhe: evento.detalhe,
      ocorrido_em: iso(evento.ocorridoEm),
    })),
  };
}

/** A campaign's scheduled sends, soonest first (the index on campaign, state and due time serves the page). */
export async function listAgendados(
  db: Database,
  scope: ListScope,
  kind: SequenceKind,
  campanhaId: number,
  q: AgendadoQuery,
): Promise<Paginator<CampanhaEnvio>> {
  const companyId = scope.id;
  await getCampanha(db, companyId, kind, campanhaId);
  const where = and(
    eq(envios.companyId, companyId),
    eq(envios.campanhaId, campanhaId),
    eq(envios.situacao, 'agendado'),
    q.canal ? eq(envios.canal, q.canal) : undefined,
    ...period(scope, q, sql`${envios.previstoPara}`),
    envioSearch(db, companyId, campanhaId, q.search),
  );
  const order = orderOf(q.sort, { previsto_para: envios.previstoPara, id: envios.id }, 'previsto_para', envios.id);
  const counted = db.select({ n: count() }).from(envios).where(where);
  return paginateSelect(
    q,
    envioSelect(db)
      .where(where)
      .orderBy(...order),
    counted,
    (rows) => rows.map(toEnvio),
  );
}

/** Cancels one scheduled send of a campaign of `kind`; one already taken by a worker (or gone out) cannot be. */
export async function cancelAgendado(db: Database, companyId: number, kind: SequenceKind, envioId: number): Promise<void> {
  const [row] = await db
    .select({ id: envios.id, situacao: envios.situacao })
    .from(envios)
    .innerJoin(campanhas, eq(campanhas.id, envios.campanhaId))
    .where(and(eq(envios.companyId, companyId), eq(envios.id, envioId), eq(campanhas.tipo, kind)));
  if (!row) throw notFound('Envio não encontrado.');
  const cancelled = await db
    .update(envios)
    .set({ situacao: 'cancelado', motivo: 'Cancelado por um gestor.', updatedAt: new Date() })
    .where(
      and(eq(envios.id, envioId), eq(envios.situacao, 'agendado'), or(isNull(envios.bloqueadoAte), lt(envios.bloqueadoAte, new Date()))),
    )
    .returning({ id: envios.id });
  if (cancelled.length === 0) throw conflict('Este envio não está mais agendado: já saiu ou está saindo agora.');
}

// ---------------------------------------------------------------------------------------------------------
// Contacts

/**
 * The filter of a contacts list. Most kinds: still in the campaign (`ativos`) or gone (`inativos`). The
 * cancelled-purchases campaign works by tickets: a contact is pending while its ticket is open, closed once it is
 * closed (or the contact left). The WhatsApp campaign's contacts are answered or pending (an agent wrote, or not).
 */
function contatoFilter(kind: CampaignKind, filtro: ContatoQuery['filtro']): SQL | undefined {
  if (filtro === 'respondidos') return answered;
  if (filtro === 'pendentes') return not(answered);
  const open =
    kind === 'cancelado'
      ? and(isNull(campanhaContatos.saiuEm), or(isNull(campanhaContatos.ticketId), ticketOpen))
      : kind === 'agendamento'
        ? and(isNull(campanhaContatos.saiuEm), bookingPending)
        : isNull(campanhaContatos.saiuEm);
  if (filtro === 'ativos') return open;
  if (filtro === 'inativos') return not(open!);
  return undefined;
}

/** Who is in the campaign (`ativos`), who left it (`inativos`) or both, newest first, by when they entered. */
export async function listContatos(
  db: Database,
  scope: ListScope,
  kind: CampaignKind,
  q: ContatoQuery,
): Promise<Paginator<CampanhaContato>> {
  const companyId = scope.id;
  await getCampanha(db, companyId, kind, q.campanha_id);
  const where = and(
    eq(campanhaContatos.companyId, companyId),
    eq(campanhaContatos.campanhaId, q.campanha_id),
    contatoFilter(kind, q.filtro),
    ...period(scope, q, sql`${campanhaContatos.entrouEm}`),
    contatoSearch(db, companyId, q.search),
  );
  const order = orderOf(
    q.sort,
    { entrou_em: campanhaContatos.entrouEm, saiu_em: campanhaContatos.saiuEm, id: campanhaContatos.id },
    '-entrou_em',
    campanhaContatos.id,
  );
  const details = db
    .select({
      id: campanhaContatos.id,
      situacao: campanhaContatos.situacao,
      lead: { id: leads.id, nome: leads.nome, email: leads.email, ddi: leads.ddi, ddd: leads.ddd, telefone: leads.telefone },
      produto: { id: produtos.id, nome: produtos.nome },
      ticketId: tickets.id,
      ticketStatus: tickets.status,
      respondidoEm: respondidoEm,
      agendadoPara,
      entrouEm: campanhaContatos.entrouEm,
      saiuEm: campanhaContatos.saiuEm,
    })
    .from(campanhaContatos)
    .innerJoin(leads, eq(leads.id, campanhaContatos.leadId))
    .innerJoin(campanhas, eq(campanhas.id, campanhaContatos.campanhaId))
    .innerJoin(produtos, eq(produtos.id, campanhas.produtoId))
    .leftJoin(tickets, eq(tickets.id, campanhaContatos.ticketId));
  // The page is chosen on campanha_contatos alone (its index on campaign and entry serves the order); the joins and
  // the per-contact subqueries (answered, booked) then run for the page's rows only, not for every contact.
  const pageRows = (window: PageWindow) =>
    details
      .where(
        inArray(
          campanhaContatos.id,
          db
            .select({ id: campanhaContatos.id })
            .from(campanhaContatos)
            .where(where)
            .orderBy(...order)
            .limit(window.limit)
            .offset(window.offset),
        ),
      )
      .orderBy(...order);
  const counted = db.select({ n: count() }).from(campanhaContatos).where(where);
  return paginate(q, pageRows, counted, (page) =>
    page.map((row) => ({
      id: row.id,
      situacao: row.situacao,
      lead: row.lead,
      produto: row.produto,
      ticket: row.ticketId === null || row.ticketStatus === null ? null : { id: row.ticketId, status: row.ticketStatus },
      respondido_em: row.respondidoEm ? iso(row.respondidoEm) : null,
      agendado_para: row.agendadoPara ? iso(row.agendadoPara) : null,
      entrou_em: iso(row.entrouEm),
      saiu_em: row.saiuEm ? iso(row.saiuEm) : null,
    })),
  );
}
