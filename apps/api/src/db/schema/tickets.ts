import type { ActivityEvent, ActivityKind, ActivityProperties, ActivityValues, ActorType, AttendanceOutcome } from '@retoma/api-client';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, belongsTo, createdAt, refersTo, timestamps } from './columns';
import { leadProdutos, leads } from './leads';
import { users } from './owners';
import { brindes, produtos } from './products';
import { companyId, companyRow } from './scope';
import { catalogos, statusDeFinalizacao } from './settings';

// The tickets agents attend, and everything that happens to them.

/**
 * A recovery ticket. Status: 0 aberto, 1 pendente (waiting for a scheduled return), 2 fechado, 3 reaberto.
 * "Em atendimento" is not a status but the lock: `atendente_id` names the agent attending it right now.
 */
export const tickets = pgTable(
  'tickets',
  {
    ...companyRow(),
    leadId: refersTo('lead_id', () => leads.id),
    produtoId: refersTo('produto_id', () => produtos.id),
    leadProdutoId: refersTo('lead_produto_id', () => leadProdutos.id),
    origemId: integer('origem_id').references(() => catalogos.id),
    tipoDuvidaId: integer('tipo_duvida_id').references(() => catalogos.id),
    detalhamento: text('detalhamento'),
    status: smallint('status').$type<0 | 1 | 2 | 3>().notNull().default(0),
    /** Who created it: a user (joined by id) or a campaign, link, ... (`responsavel_nome` keeps its name). */
    responsavelType: text('responsavel_type').$type<ActorType>().notNull(),
    responsavelId: integer('responsavel_id').notNull(),
    responsavelNome: text('responsavel_nome'),
    /** The lock: who attends it now, and since when. */
    atendenteId: integer('atendente_id').references(() => users.id),
    atendenteDesde: at('atendente_desde'),
    /** Who the ticket is assigned to (scheduled return or transfer): only they may attend it while it is not closed. */
    designadoId: integer('designado_id').references(() => users.id),
    /** Waits count towards a status' `fechamento` only after the last reopening. */
    reabertoEm: at('reaberto_em'),
    fechadoEm: at('fechado_em'),
    /**
     * When its first attendance was finished (kept by finishing one): the tickets report's "time to a first
     * attendance" reads it from the ticket instead of grouping a period's attendances per ticket.
     */
    primeiroAtendimentoEm: at('primeiro_atendimento_em'),
    ...timestamps,
  },
  (t) => [
    // One ticket per agent at a time, and one open ticket per lead and product: the database refuses a second
    // one even when two requests race past the application's own checks.
    uniqueIndex('tickets_company_atendente_unique')
      .on(t.companyId, t.atendenteId)
      .where(sql`${t.atendenteId} is not null`),
    uniqueIndex('tickets_company_open_lead_produto_unique')
      .on(t.companyId, t.leadProdutoId)
      .where(sql`${t.status} <> 2`),
    // The three tabs, newest first (the open and closed tabs have their own partial index).
    index('tickets_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('tickets_company_open_created_idx')
      .on(t.companyId, t.createdAt, t.id)
      .where(sql`${t.status} <> 2`),
    index('tickets_company_closed_created_idx')
      .on(t.companyId, t.createdAt, t.id)
      .where(sql`${t.status} = 2`),
    index('tickets_company_produto_idx').on(t.companyId, t.produtoId, t.createdAt),
    index('tickets_company_lead_idx').on(t.companyId, t.leadId),
  ],
);

/**
 * How many tickets each product of a company has, open and closed, kept by the database itself (statement
 * triggers on `tickets`, migration `ticket_counts`): the tickets list's total and its tab counters read these few
 * rows instead of counting every ticket of the company on each request, which grows with the company (at 100 000
 * tickets it was most of the database's work for a list answer). A filter beyond the tab and the products is
 * still counted exactly.
 */
export const ticketCounts = pgTable(
  'ticket_counts',
  {
    companyId: companyId(),
    produtoId: belongsTo('produto_id', () => produtos.id),
    closed: boolean('closed').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.produtoId, t.closed] })],
);

/** One finished attendance of a ticket: the outcome an agent recorded. */
export const atendimentos = pgTable(
  'atendimentos',
  {
    ...companyRow(),
    ticketId: belongsTo('ticket_id', () => tickets.id),
    atendenteId: refersTo('atendente_id', () => users.id),
    leadId: refersTo('lead_id', () => leads.id),
    leadProdutoId: refersTo('lead_produto_id', () => leadProdutos.id),
    produtoId: refersTo('produto_id', () => produtos.id),
    tipo: text('tipo').$type<AttendanceOutcome>().notNull(),
    followUp: text('follow_up').notNull(),
    statusAtendimentoId: refersTo('status_atendimento_id', () => statusDeFinalizacao.id),
    tipoDePerdaId: integer('tipo_de_perda_id').references(() => catalogos.id),
    dataAgendamento: at('data_agendamento'),
    temBrinde: boolean('tem_brinde').notNull().default(false),
    brindeId: integer('brinde_id').references(() => brindes.id),
    nomeDestinatario: text('nome_destinatario'),
    emailDestinatario: text('email_destinatario'),
    hasUpsell: boolean('has_upsell').notNull().default(false),
    upsellProdutoId: integer('upsell_produto_id').references(() => produtos.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('atendimentos_company_ticket_idx').on(t.companyId, t.ticketId, t.createdAt),
    // The dashboard's figures of one agent over a period.
    index('atendimentos_company_atendente_created_idx').on(t.companyId, t.atendenteId, t.createdAt),
    // The reports: a period's attendances by outcome, day, agent, product and loss reason, from the index alone.
    index('atendimentos_company_created_idx').on(t.companyId, t.createdAt, t.tipo, t.atendenteId, t.produtoId, t.ticketId, t.tipoDePerdaId),
  ],
);

/** The history timeline of leads and tickets ("acoesrecebidas"): one row per thing that happened. */
export const atividades = pgTable(
  'atividades',
  {
    ...companyRow(),
    leadId: belongsTo('lead_id', () => leads.id),
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    evento: text('evento').$type<ActivityEvent>().notNull(),
    /** What happened, worded by the app in the reader's language; null only for old entries not recognised. */
    acao: text('acao').$type<ActivityKind>(),
    valores: jsonb('valores')
      .$type<ActivityValues>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The pt sentence old entries were recorded with; kept (and shown as written) only where `acao` is null. */
    description: text('description'),
    /** A user (joined by id), or a campaign / the system with its name kept in `causer_nome`. */
    causerType: text('causer_type').$type<ActorType>().notNull(),
    causerId: integer('causer_id'),
    causerNome: text('causer_nome'),
    properties: jsonb('properties')
      .$type<ActivityProperties>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index('atividades_company_ticket_idx').on(t.companyId, t.ticketId, t.createdAt, t.id),
    index('atividades_company_lead_idx').on(t.companyId, t.leadId, t.createdAt, t.id),
  ],
);

/**
 * The tickets each person took part in (an entry of theirs in `atividades`), with when they last did: the
 * dashboard's "my tickets' activity" reads a person's page and count here, newest first. Kept by statement triggers
 * on `atividades` (migration `ticket_participants`); grouping a person's entries per ticket on each request cost
 * 23 ms of the database for someone with 100 000 entries. `user_id` names a user as `atividades.causer_id` does,
 * without a reference: an entry outlives nobody's account.
 */
export const ticketParticipants = pgTable(
  'ticket_participants',
  {
    companyId: companyId(),
    userId: integer('user_id').notNull(),
    ticketId: belongsTo('ticket_id', () => tickets.id),
    lastAt: at('last_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId, t.ticketId] }),
    index('ticket_participants_company_user_last_idx').on(t.companyId, t.userId, t.lastAt, t.ticketId),
  ],
);

/**
 * How many tickets each person took part in (their rows of `ticket_participants`), kept by statement triggers on
 * that table, which also fire when a ticket's or a company's rows go with it: the dashboard's total reads one row
 * instead of counting someone's 100 000 tickets (16 ms).
 */
export const ticketParticipantCounts = pgTable(
  'ticket_participant_counts',
  {
    companyId: companyId(),
    userId: integer('user_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] })],
);

/** A scheduled return ("agendamento"), created when an attendance ends as "aguardando". */
export const agendamentos = pgTable(
  'agendamentos',
  {
    ...companyRow(),
    ticketId: belongsTo('ticket_id', () => tickets.id),
    atendimentoId: integer('atendimento_id').references(() => atendimentos.id, { onDelete: 'cascade' }),
    leadId: belongsTo('lead_id', () => leads.id),
    /** The agent who is to call back. */
    responsavelId: integer('responsavel_id').references(() => users.id),
    dataAgendamento: at('data_agendamento').notNull(),
    /** Set when the ticket is finished again, transferred away from a closed state or closed. */
    concluidoEm: at('concluido_em'),
    ...timestamps,
  },
  (t) => [
    index('agendamentos_company_responsavel_data_idx').on(t.companyId, t.responsavelId, t.dataAgendamento),
    index('agendamentos_company_data_idx').on(t.companyId, t.dataAgendamento),
    index('agendamentos_company_ticket_idx').on(t.companyId, t.ticketId),
    // The tickets report's overdue returns: the few not done yet.
    index('agendamentos_company_pendentes_idx')
      .on(t.companyId, t.dataAgendamento)
      .where(sql`${t.concluidoEm} is null`),
  ],
);

/** A telephony call made from a ticket (the provider's id is `identificacao`). */
export const chamadas = pgTable(
  'chamadas',
  {
    ...companyRow(),
    ticketId: belongsTo('ticket_id', () => tickets.id),
    leadId: belongsTo('lead_id', () => leads.id),
    userId: refersTo('user_id', () => users.id),
    identificacao: text('identificacao').notNull(),
    status: text('status', { enum: ['em_andamento', 'encerrada'] })
      .notNull()
      .default('em_andamento'),
    encerradaEm: at('encerrada_em'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chamadas_company_identificacao_unique').on(t.companyId, t.identificacao),
    index('chamadas_company_ticket_idx').on(t.companyId, t.ticketId, t.createdAt),
  ],
);
