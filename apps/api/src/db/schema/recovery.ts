import type { PaymentType } from '@retoma/api-client';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, belongsTo, createdAt, money, refersTo, timestamps } from './columns';
import { leadProdutos, leads, transacoes } from './leads';
import { users } from './owners';
import { produtos } from './products';
import { companyId, companyRow } from './scope';
import { tickets } from './tickets';

// Recovery: the plans a manager designs (plans → campaigns → steps) and what the recovery engine does with them
// (contacts enrolled in a campaign, the sends it schedules and makes, what the recipients did, the sales it won).
// The campaign screens (history, scheduled, contacts, metrics) read the engine's rows: one set of tables for both.

/** A recovery plan: a named group of campaigns, switched on and off as a whole. */
export const planos = pgTable(
  'planos',
  {
    ...companyRow(),
    nome: text('nome').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('planos_company_nome_idx').on(t.companyId, t.nome, t.id)],
);

/** The five kinds of campaign (their wire routes: campanha_carrinhos, campanha_boletos, ...). */
export const CAMPANHA_TIPOS = ['carrinho', 'boleto', 'cancelado', 'agendamento', 'whatsapp'] as const;
export type CampanhaTipo = (typeof CAMPANHA_TIPOS)[number];
/** Kinds a platform event starts: at most one active campaign of each per product, so an event has one owner. */
export const EVENT_DRIVEN_TIPOS = ['carrinho', 'boleto', 'cancelado'] as const satisfies readonly CampanhaTipo[];

/** When a campaign also hands the contact to the agents as a ticket. */
export const TICKET_POLICIES = ['nunca', 'na_entrada', 'sem_compra_no_fim'] as const;
export type TicketPolicy = (typeof TICKET_POLICIES)[number];

/**
 * A campaign of a plan, for one product. One table for the five kinds: they share name, product, state, contacts
 * and credits; what only one kind has (the checkout address, the booking hours, the WhatsApp number) is its
 * `config`, validated per kind by the shared schemas before it is written.
 */
export const campanhas = pgTable(
  'campanhas',
  {
    ...companyRow(),
    planoId: belongsTo('plano_id', () => planos.id),
    produtoId: refersTo('produto_id', () => produtos.id),
    tipo: text('tipo', { enum: CAMPANHA_TIPOS }).notNull(),
    nome: text('nome').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    ticketPolicy: text('ticket_policy', { enum: TICKET_POLICIES }).notNull().default('nunca'),
    /** The kind's own settings (see the campaign schemas of @retoma/api-client). */
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    /** Names the campaign in its public addresses (embedded form, booking page) without revealing its id. */
    token: uuid('token').notNull().unique().defaultRandom(),
    ...timestamps,
  },
  (t) => [
    index('campanhas_company_plano_idx').on(t.companyId, t.planoId, t.id),
    // The engine's lookup of the campaign an event starts, and the rule that there is only one.
    uniqueIndex('campanhas_one_active_per_product_idx')
      .on(t.produtoId, t.tipo)
      .where(sql`${t.ativo} and ${t.tipo} in ('carrinho', 'boleto', 'cancelado')`),
  ],
);

export const CANAIS = ['email', 'sms'] as const;
export type Canal = (typeof CANAIS)[number];
export const UNIDADES_MEDIDA = ['minutos', 'horas', 'dias'] as const;
export type UnidadeMedida = (typeof UNIDADES_MEDIDA)[number];

/**
 * One message of a campaign's e-mail or SMS sequence. Each channel is its own sequence: its first step waits
 * `periodo` minutes after the contact entered, each next one `periodo` after the previous step of that channel.
 */
export const campanhaPassos = pgTable(
  'campanha_passos',
  {
    ...companyRow(),
    campanhaId: belongsTo('campanha_id', () => campanhas.id),
    canal: text('canal', { enum: CANAIS }).notNull(),
    /** Order within the campaign's sequence of this channel, from 1. */
    posicao: integer('posicao').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    /** The delay as the manager typed it (3 dias) and in minutes (4320), which the engine uses. */
    unidadeTempo: integer('unidade_tempo').notNull(),
    unidadeMedida: text('unidade_medida', { enum: UNIDADES_MEDIDA }).notNull(),
    periodo: integer('periodo').notNull(),
    /** E-mail only: sender name, reply-to address and subject. */
    titulo: text('titulo'),
    responder: text('responder'),
    assunto: text('assunto'),
    /** E-mail: sanitised HTML; SMS: plain text. Both may hold message variables ([NOME_LEAD], [LINK_...]). */
    corpo: text('corpo').notNull(),
    /**
     * Where `[LINK_ACAO_WHATSAPPLIST]` leads: the company's WhatsApp that receives the lead's message (country code
     * and number, digits) and the message typed in for the lead (with variables). Null when the step sets none.
     */
    ddi: text('ddi'),
    telefone: text('telefone'),
    whatsapp: text('whatsapp'),
    ...timestamps,
  },
  (t) => [index('campanha_passos_campanha_idx').on(t.campanhaId, t.canal, t.posicao)],
);

export const CONTATO_SITUACOES = ['ativo', 'recuperado', 'concluido', 'descadastrado', 'interrompido'] as const;
export type ContatoSituacao = (typeof CONTATO_SITUACOES)[number];

/**
 * A lead enrolled in a campaign (by an event, a form or a booking). Active while its steps are pending; it leaves
 * when it buys (`recuperado`), its last step has gone (`concluido`), it opts out, or the campaign is switched off.
 */
export const campanhaContatos = pgTable(
  'campanha_contatos',
  {
    ...companyRow(),
    campanhaId: belongsTo('campanha_id', () => campanhas.id),
    leadId: belongsTo('lead_id', () => leads.id),
    leadProdutoId: integer('lead_produto_id').references(() => leadProdutos.id, { onDelete: 'cascade' }),
    /** The platform transaction that enrolled it (abandoned checkout, printed boleto), when there is one. */
    transacao: text('transacao'),
    situacao: text('situacao', { enum: CONTATO_SITUACOES }).notNull().default('ativo'),
    /** The ticket the campaign opened for the agents, if its policy says so. */
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    entrouEm: createdAt(),
    saiuEm: at('saiu_em'),
  },
  (t) => [
    // A lead is in a campaign once at a time: a second abandoned checkout while enrolled changes nothing.
    uniqueIndex('campanha_contatos_one_active_idx')
      .on(t.campanhaId, t.leadId)
      .where(sql`${t.saiuEm} is null`),
    index('campanha_contatos_campanha_entrou_idx').on(t.campanhaId, t.entrouEm.desc(), t.id),
    index('campanha_contatos_lead_idx').on(t.companyId, t.leadId),
    // The plans' report: the contacts that entered the company's campaigns in a period, counted from the index alone.
    index('campanha_contatos_company_entrou_idx').on(t.companyId, t.entrouEm, t.campanhaId),
  ],
);

export const ENVIO_SITUACOES = ['agendado', 'enviando', 'enviado', 'cancelado', 'falhou'] as const;
export type EnvioSituacao = (typeof ENVIO_SITUACOES)[number];

/**
 * One message to one contact: a durable job while `agendado` (taken by a worker with FOR UPDATE SKIP LOCKED),
 * then the history's row with the message as it went out. Unique per contact and step: exactly one send each.
 */
export const envios = pgTable(
  'envios',
  {
    ...companyRow(),
    campanhaId: belongsTo('campanha_id', () => campanhas.id),
    contatoId: belongsTo('contato_id', () => campanhaContatos.id),
    passoId: integer('passo_id').references(() => campanhaPassos.id, { onDelete: 'set null' }),
    canal: text('canal', { enum: CANAIS }).notNull(),
    situacao: text('situacao', { enum: ENVIO_SITUACOES }).notNull().default('agendado'),
    /** When it is due; a worker moves it later for quiet hours or the daily cap. */
    previstoPara: at('previsto_para').notNull(),
    tentativas: integer('tentativas').notNull().default(0),
    /** Held by a worker until then; past it, another worker may take the job again (its holder died). */
    bloqueadoAte: at('bloqueado_ate'),
    /** Why the last try failed, or why the send was cancelled, in words a manager can act on. */
    motivo: text('motivo'),
    /** As it went out: address or phone, subject, body. */
    destino: text('destino'),
    assunto: text('assunto'),
    corpo: text('corpo'),
    /** The provider's id of the message (SMTP message id, Zenvia message id). */
    provedorId: text('provedor_id'),
    /** Unguessable id of the send in its open pixel, tracked links and unsubscribe link. */
    rastreio: uuid('rastreio').notNull().unique().defaultRandom(),
    enviadoEm: at('enviado_em'),
    /**
     * Its first open and first click, kept by a trigger on `envio_eventos` (migration 0038) whoever records the
     * event: the plans' report counts a period's opened and clicked sends from one index, without grouping events.
     */
    abertoEm: at('aberto_em'),
    clicadoEm: at('clicado_em'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('envios_contato_passo_unique').on(t.contatoId, t.passoId),
    // The workers' queue: what is due, soonest first.
    index('envios_due_idx')
      .on(t.previstoPara, t.id)
      .where(sql`${t.situacao} = 'agendado'`),
    index('envios_campanha_previsto_idx').on(t.campanhaId, t.situacao, t.previstoPara),
    index('envios_campanha_enviado_idx').on(t.campanhaId, t.enviadoEm.desc(), t.id),
    // The campaign history's page: sends no longer waiting, newest first by when they went out (or were due, when
    // they never did), in the order and with the filter the history's query uses.
    index('envios_campanha_historico_idx')
      .on(t.campanhaId, sql`coalesce(${t.enviadoEm}, ${t.previstoPara}) desc`, sql`${t.id} desc`)
      .where(sql`${t.situacao} <> 'agendado'`),
    // The daily cap counts a lead's sends of the day across campaigns.
    index('envios_company_destino_enviado_idx').on(t.companyId, t.destino, t.enviadoEm),
    // The plans' report: the sends that went out in a period, per campaign and step, opened and clicked, from the
    // index alone.
    index('envios_company_enviado_idx')
      .on(t.companyId, t.enviadoEm, t.campanhaId, t.passoId, t.abertoEm, t.clicadoEm)
      .where(sql`${t.enviadoEm} is not null`),
  ],
);

export const ENVIO_EVENTOS = ['entregue', 'aberto', 'clicou', 'bounce', 'descadastrou', 'respondeu'] as const;
export type EnvioEvento = (typeof ENVIO_EVENTOS)[number];

/** What happened to a send after it went out: delivered, opened (pixel), clicked (tracked link), opted out. */
export const envioEventos = pgTable(
  'envio_eventos',
  {
    ...companyRow(),
    envioId: belongsTo('envio_id', () => envios.id),
    evento: text('evento', { enum: ENVIO_EVENTOS }).notNull(),
    /** The clicked address, or the provider's detail (a bounce's reason). */
    detalhe: text('detalhe'),
    ocorridoEm: createdAt(),
  },
  (t) => [index('envio_eventos_envio_idx').on(t.envioId, t.ocorridoEm)],
);

/** An address that asked to receive nothing more from the company: honoured by every campaign, for good. */
export const descadastros = pgTable(
  'descadastros',
  {
    ...companyRow(),
    /** Lower-case e-mail or the phone's digits with country code. */
    destino: text('destino').notNull(),
    envioId: integer('envio_id').references(() => envios.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('descadastros_company_destino_unique').on(t.companyId, t.destino)],
);

export const CREDITO_ORIGENS = ['link_agente', 'ticket', 'campanha'] as const;
export type CreditoOrigem = (typeof CREDITO_ORIGENS)[number];

/**
 * A sale won back: the approved purchase and what it is credited to (the agent whose link carried it, the agent
 * who won the ticket, or the campaign step opened or clicked last). A refund or chargeback reverses it.
 * Commissions and reports read these rows.
 */
export const vendasRecuperadas = pgTable(
  'vendas_recuperadas',
  {
    ...companyRow(),
    transacaoId: belongsTo('transacao_id', () => transacoes.id),
    leadId: belongsTo('lead_id', () => leads.id),
    produtoId: refersTo('produto_id', () => produtos.id),
    valor: money('valor').notNull(),
    origem: text('origem', { enum: CREDITO_ORIGENS }).notNull(),
    campanhaId: integer('campanha_id').references(() => campanhas.id, { onDelete: 'set null' }),
    passoId: integer('passo_id').references(() => campanhaPassos.id, { onDelete: 'set null' }),
    envioId: integer('envio_id').references(() => envios.id, { onDelete: 'set null' }),
    usuarioId: integer('usuario_id').references(() => users.id, { onDelete: 'set null' }),
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    /** The transaction's payment method, copied by a trigger as the credit is made (migration 0038): reports split by it. */
    paymentType: text('payment_type').$type<PaymentType>(),
    recuperadaEm: at('recuperada_em').notNull(),
    revertidaEm: at('revertida_em'),
    /** The platform event that reversed it (PURCHASE_REFUNDED, PURCHASE_CHARGEBACK). */
    motivoReversao: text('motivo_reversao'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('vendas_recuperadas_transacao_unique').on(t.transacaoId),
    index('vendas_recuperadas_campanha_idx').on(t.campanhaId, t.recuperadaEm),
    // The reports: a period's credits, with every column they split and sum by, read from the index alone.
    index('vendas_recuperadas_company_recuperada_idx').on(
      t.companyId,
      t.recuperadaEm,
      t.produtoId,
      t.usuarioId,
      t.origem,
      t.campanhaId,
      t.passoId,
      t.valor,
      t.revertidaEm,
      t.paymentType,
    ),
    index('vendas_recuperadas_usuario_idx').on(t.companyId, t.usuarioId, t.recuperadaEm),
  ],
);

/** The rules that protect a company's reputation, and the engine's settings; one row per company, made on demand. */
export const recuperacaoConfig = pgTable('recuperacao_config', {
  companyId: companyId().primaryKey(),
  /** At most this many messages per lead per day, across campaigns. */
  maxMensagensDia: integer('max_mensagens_dia').notNull().default(3),
  /** Quiet hours in the company's zone ('HH:MM'): a step due inside them waits for their end. */
  silencioInicio: text('silencio_inicio').notNull().default('21:00'),
  silencioFim: text('silencio_fim').notNull().default('08:00'),
  /** A purchase within this many days of a step or a ticket is credited to it. */
  janelaAtribuicaoDias: integer('janela_atribuicao_dias').notNull().default(5),
  /** Demo: every delay counts as seconds instead of minutes, so a recovery can be watched on a fresh start. */
  atrasoDemonstracao: boolean('atraso_demonstracao').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
