import { z } from 'zod';
import { PERMISSION_NAMES } from '../permissionNames';
import type {
  Activity,
  Actor,
  Appointment,
  AppNotification,
  Attendance,
  AttendResult,
  BrindeOption,
  CallDetail,
  CallRecord,
  CatalogueItem,
  CompanyData,
  CompanyMember,
  MemberReturn,
  Conquista,
  ConquistaLimite,
  Conta,
  CurrentUser,
  HangUpResult,
  Integracao,
  Lead,
  Link,
  LoginResponse,
  MensagemPadrao,
  MessageResponse,
  MonthComparison,
  MyPlan,
  MyTicketsStats,
  NotificationPreferences,
  Paginator,
  PermissionRecord,
  PersonalLink,
  Produto,
  ProdutoOption,
  QuickMenuPage,
  RegisterResponse,
  ResetTokenInfo,
  Responsaveis,
  ReassignResult,
  RoleDetail,
  RoleListItem,
  SendEmailResult,
  StatusDeFinalizacao,
  Ticket,
  TicketCounts,
  TicketDetail,
  TicketMessage,
  TicketProductCheck,
  Transaction,
  UsuarioOption,
  WhatsappLink,
} from '../types';
import { AUDIT_ACTIONS, AUDIT_AREAS, type AuditEntry } from '../types/audit';
import { ACTOR_TYPES } from '../types/common';
import { PAYMENT_TYPES, TRANSACTION_STATUSES } from '../types/leads';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, NOTIFICATION_KINDS } from '../types/notifications';
import { ACTIVITY_EVENTS, ACTIVITY_KINDS, ATTENDANCE_OUTCOMES } from '../types/tickets';
import { PAGE_SIZES } from '../types/wire';

/**
 * What the server answers, as zod schemas of the wire types: the contract test parses every served call's real
 * answer with them. Each is tied to its TS type by `satisfies`, so a field renamed on either side fails to compile;
 * objects are strict, so a field the server adds or renames without the type fails the contract test.
 */

const id = z.int().positive();
const text = z.string();
const nullableText = z.string().nullable();
/** ISO 8601 with offset (the server's dates); `YYYY-MM-DD` for days. */
const dateTime = z.iso.datetime({ offset: true });
const day = z.iso.date();
const money = z.number();
const activeStatus = z.union([z.literal(0), z.literal(1)]);

// ---------------------------------------------------------------------------------------------------------
// Envelopes

/** `{ data: T }`: every JSON answer of a company call. */
export const dataOf = <T extends z.ZodType>(payload: T) => z.strictObject({ data: payload });

/** `{ data: [item, ...] }`: an unpaginated list. */
export const arrayOf = <T extends z.ZodType>(item: T) => dataOf(z.array(item));

/** An answer without a body (204). */
export const NO_BODY = z.null();

/** Laravel's length-aware paginator, inside `data`. */
const paginatorOf = <T extends z.ZodType>(item: T) =>
  z.strictObject({
    data: z.array(item),
    current_page: z.int().positive(),
    last_page: z.int().positive(),
    per_page: z.literal(PAGE_SIZES),
    total: z.int().nonnegative(),
    from: z.int().positive().nullable(),
    to: z.int().positive().nullable(),
  }) satisfies z.ZodType<Paginator<z.output<T>>>;

/** `{ data: paginator of item }`: a paginated list. */
export const pageOf = <T extends z.ZodType>(item: T) => dataOf(paginatorOf(item));

/** The bodies of the five calls of a company resource (`crudResource`), around the schema of one item. */
export const crudOf = (item: z.ZodType) => ({
  list: pageOf(item),
  get: dataOf(item),
  create: dataOf(item),
  update: dataOf(item),
  remove: NO_BODY,
});

// ---------------------------------------------------------------------------------------------------------
// Shared references

export const userRefSchema = z.strictObject({ id, name: text, avatar: nullableText });
export const productRefSchema = z.strictObject({ id, nome: text, cor: text });
export const namedRefSchema = z.strictObject({ id, nome: text });
export const leadRefSchema = z.strictObject({ id, nome: text, email: text });
export const actorSchema = z.strictObject({
  type: z.enum(ACTOR_TYPES),
  id,
  nome: text,
  avatar: nullableText,
}) satisfies z.ZodType<Actor>;
export const whatsappLinkSchema = z.strictObject({ mensagem: text, url: z.url() }) satisfies z.ZodType<WhatsappLink>;
export const messageResponseSchema = z.strictObject({ message: text }) satisfies z.ZodType<MessageResponse>;

// ---------------------------------------------------------------------------------------------------------
// Session and identity

const membershipStatus = z.enum(['pending', 'active', 'inactive']);

export const loginResponseSchema = z.strictObject({
  access_token: text,
  token_type: z.literal('Bearer'),
  expires_in: z.int().positive(),
}) satisfies z.ZodType<LoginResponse>;

export const registerResponseSchema = z.strictObject({
  accessToken: text,
  userData: z.strictObject({ id, name: text, email: text }),
}) satisfies z.ZodType<RegisterResponse>;

export const resetTokenInfoSchema = z.strictObject({ email: text }) satisfies z.ZodType<ResetTokenInfo>;

export const currentUserSchema = z.strictObject({
  id,
  name: text,
  email: text,
  avatar: nullableText,
  status: z.boolean(),
  role_name: text,
  permissions: z.array(text),
  ramal: nullableText,
  menu_rapido: z.array(text),
  companies: z.array(
    z.strictObject({
      id,
      name: text,
      slug: text,
      logo: nullableText,
      role_name: text,
      status: membershipStatus,
      time_zone: text,
    }),
  ),
}) satisfies z.ZodType<CurrentUser>;

export const permissionRecordSchema = z.strictObject({
  name: text,
  permission_role: z.array(z.strictObject({ role: z.strictObject({ nome: text }) })),
}) satisfies z.ZodType<PermissionRecord>;

export const roleListItemSchema = z.strictObject({
  id,
  nome: text,
  company_id: id.nullable(),
  editable: z.boolean(),
  full_products: z.boolean(),
  users_count: z.int().nonnegative(),
}) satisfies z.ZodType<RoleListItem>;

export const roleDetailSchema = roleListItemSchema.extend({
  permissions: z.array(z.enum(PERMISSION_NAMES)),
  produtos: z.array(namedRefSchema),
}) satisfies z.ZodType<RoleDetail>;

export const companyMemberSchema = z.strictObject({
  id,
  user_id: id,
  name: nullableText,
  email: text,
  avatar: nullableText,
  ramal: nullableText,
  role_id: id,
  role_name: text,
  status: membershipStatus,
  online: z.boolean(),
  created_at: dateTime,
}) satisfies z.ZodType<CompanyMember>;

export const memberReturnSchema = z.strictObject({
  id,
  ticket_id: id,
  lead_nome: text,
  data_agendamento: dateTime,
}) satisfies z.ZodType<MemberReturn>;

export const reassignResultSchema = z.strictObject({
  agendamentos: z.int().nonnegative(),
  tickets: z.int().nonnegative(),
}) satisfies z.ZodType<ReassignResult>;

/** `POST users_companies/send_invite/{id}`: the member and what was done. */
export const resendInviteResponseSchema = z.strictObject({ data: companyMemberSchema, message: text });

export const quickMenuPageSchema = z.strictObject({
  url: text,
  name: text,
  slug: text,
  icon: text,
  can: z.enum(PERMISSION_NAMES),
  is_bookmarked: z.boolean(),
}) satisfies z.ZodType<QuickMenuPage>;

// ---------------------------------------------------------------------------------------------------------
// Settings

export const companyDataSchema = z.strictObject({
  id,
  slug: text,
  nome: text,
  razao_social: nullableText,
  nome_fantasia: nullableText,
  cnpj: nullableText,
  email: nullableText,
  site: nullableText,
  logo: nullableText,
  descricao: nullableText,
  rodape: nullableText,
  cep: nullableText,
  logradouro: nullableText,
  numero: nullableText,
  complemento: nullableText,
  bairro: nullableText,
  cidade: nullableText,
  uf: nullableText,
  nome_remetente: nullableText,
  time_zone: text,
}) satisfies z.ZodType<CompanyData>;

export const myPlanSchema = z.strictObject({
  company: z.strictObject({
    razao_social: nullableText,
    email: nullableText,
    cnpj: nullableText,
    logo: nullableText,
    consumo_mensal_ativo: z.strictObject({ numero_emails: z.int(), numero_sms: z.int() }),
  }),
  plano: z
    .strictObject({
      nome: text,
      config_planos: z.strictObject({
        planos_campanhas: z.int(),
        campanhas: z.int(),
        numero_usuarios: z.int(),
        numero_conquistas: z.int(),
        sms: z.boolean(),
        ligacoes_direto_do_dashboard: z.boolean(),
        numero_emails_mes: z.int(),
        numero_sms_mes: z.int(),
      }),
    })
    .nullable(),
  uso: z.strictObject({ usuarios: z.int(), conquistas: z.int(), tickets_mes: z.int() }),
  mes: z.strictObject({ inicio: day, fim: day, time_zone: text }),
}) satisfies z.ZodType<MyPlan>;

export const integracaoSchema = z.strictObject({
  id,
  descricao: text,
  need: z.int(),
  checkout_base: text,
}) satisfies z.ZodType<Integracao>;

export const contaSchema = z.strictObject({
  id,
  nome: text,
  integracao_id: id,
  integracao: integracaoSchema,
  has_token: z.boolean(),
  has_token2: z.boolean(),
  has_token3: z.boolean(),
  token_last4: z.string().length(4).nullable(),
  webhook_url: z.url(),
  last_event: z
    .strictObject({
      received_at: dateTime,
      event: text,
      outcome: z.enum(['processed', 'ignored', 'failed', 'pending']),
      error: nullableText,
    })
    .nullable(),
  produtos_count: z.int().nonnegative(),
  created_at: dateTime,
}) satisfies z.ZodType<Conta>;

export const produtoSchema = z.strictObject({
  id,
  nome: text,
  status: activeStatus,
  conta_id: id,
  conta: z.strictObject({
    id,
    nome: text,
    integracao: z.strictObject({ id, descricao: text, checkout_base: text }),
  }),
  preco: money,
  cod_produto: text,
  checkout: nullableText,
  cor: text,
  hab_comissao: z.boolean(),
  comissao_modo: z.enum(['individual', 'partilhada']).nullable(),
  comissao_tipo: z.enum(['valor', 'percentual']).nullable(),
  comissao_insercao: z.number().nullable(),
  comissao_atendimento: z.number().nullable(),
  integracao: z.boolean(),
  upsellers: z.array(namedRefSchema),
  links_count: z.int().nonnegative(),
  created_at: dateTime,
}) satisfies z.ZodType<Produto>;

export const linkSchema = z.strictObject({
  id,
  produto_id: id,
  produto: productRefSchema,
  identidade: text,
  descricao: text,
  codigo_oferta: text,
  src: text,
  split: z.number(),
  builder: z.boolean(),
  boleto: z.boolean(),
  paypal: z.boolean(),
  debito: z.boolean(),
  two_cart: z.boolean(),
  hab_comissao: z.boolean(),
  status: activeStatus,
  checkout_url: z.url().nullable(),
  created_at: dateTime,
}) satisfies z.ZodType<Link>;

export const personalLinkSchema = z.strictObject({
  id,
  identidade: text,
  descricao: text,
  codigo_oferta: text,
  split: z.int().min(1).max(12),
  produto: productRefSchema,
  url: z.url().nullable(),
}) satisfies z.ZodType<PersonalLink>;

export const catalogueItemSchema = z.strictObject({
  id,
  nome: text,
  status: activeStatus,
  padrao: z.boolean(),
  created_at: dateTime,
}) satisfies z.ZodType<CatalogueItem>;

export const statusDeFinalizacaoSchema = catalogueItemSchema.extend({
  tipo: z.enum(ATTENDANCE_OUTCOMES),
  hab_brinde: z.boolean(),
  hab_perda: z.boolean(),
  fechamento: z.int().nullable(),
  espera: z.boolean(),
}) satisfies z.ZodType<StatusDeFinalizacao>;

export const mensagemPadraoSchema = z.strictObject({
  id,
  tipo: z.enum(['whatsapp', 'email']),
  titulo: text,
  assunto: nullableText,
  mensagem: text,
  status: activeStatus,
  padrao: z.boolean(),
  created_at: dateTime,
}) satisfies z.ZodType<MensagemPadrao>;

export const conquistaSchema = z.strictObject({
  id,
  nome: text,
  descricao: nullableText,
  global: z.boolean(),
  produto_id: id.nullable(),
  produto: productRefSchema.nullable(),
  perfil: z.enum(['atendente', 'responsavel']),
  tipo: z.enum(['valor', 'percentual']),
  valor: money.nullable(),
  porcentagem: z.number().nullable(),
  quantidade: z.int(),
  imagem: nullableText,
  ativo: z.boolean(),
  created_at: dateTime,
}) satisfies z.ZodType<Conquista>;

export const conquistaLimiteSchema = z.strictObject({ maximo: z.int().nullable(), ativas: z.int() }) satisfies z.ZodType<ConquistaLimite>;

const selectOption = { id, label: text };
export const selectOptionSchema = z.strictObject(selectOption);
export const produtoOptionSchema = z.strictObject({ ...selectOption, cor: text }) satisfies z.ZodType<ProdutoOption>;
export const brindeOptionSchema = z.strictObject({ ...selectOption, produto_id: id }) satisfies z.ZodType<BrindeOption>;
export const usuarioOptionSchema = z.strictObject({ ...selectOption, avatar: nullableText }) satisfies z.ZodType<UsuarioOption>;
export const responsaveisSchema = z.strictObject({
  usuarios: z.array(usuarioOptionSchema),
  links: z.array(selectOptionSchema),
}) satisfies z.ZodType<Responsaveis>;

// ---------------------------------------------------------------------------------------------------------
// Tickets

export const leadSchema = z.strictObject({
  id,
  nome: text,
  email: text,
  cpf: nullableText,
  ddi: text,
  ddd: text,
  telefone: text,
  created_at: dateTime,
  updated_at: dateTime,
}) satisfies z.ZodType<Lead>;

export const transactionSchema = z.strictObject({
  id,
  transaction: text,
  lead: leadRefSchema,
  lead_produto_id: id,
  produto: productRefSchema.extend({ preco: money }),
  status: z.enum(TRANSACTION_STATUSES),
  payment_type: z.enum(PAYMENT_TYPES),
  installments_number: z.int().positive(),
  currency: text,
  full_price: money,
  cms_vendor: money,
  cms_marketplace: money,
  off: nullableText,
  coupon_code: nullableText,
  purchase_date: dateTime.nullable(),
  confirmation_purchase_date: dateTime.nullable(),
  warranty_date: dateTime.nullable(),
  sck: nullableText,
  src: nullableText,
  created_at: dateTime,
  updated_at: dateTime,
}) satisfies z.ZodType<Transaction>;

export const activitySchema = z.strictObject({
  id,
  ticket_id: id.nullable(),
  evento: z.enum(ACTIVITY_EVENTS),
  acao: z.enum(ACTIVITY_KINDS).nullable().optional(),
  valores: z
    .strictObject({
      campanha: text.optional(),
      usuario: text.optional(),
      resultado: z.enum(ATTENDANCE_OUTCOMES).optional(),
      retornos: z.int().positive().optional(),
    })
    .optional(),
  description: text.nullable(),
  causer: actorSchema.nullable(),
  properties: z.strictObject({
    tipo: z.enum(['whatsapp', 'email']).optional(),
    mensagem: text.optional(),
    assunto: text.optional(),
    identificacao: text.optional(),
    id: id.optional(),
    follow_up: text.optional(),
    resultado: z.enum(ATTENDANCE_OUTCOMES).optional(),
    data_agendamento: dateTime.nullable().optional(),
    user_id: id.optional(),
  }),
  created_at: dateTime,
}) satisfies z.ZodType<Activity>;

const ticketStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

export const ticketSchema = z.strictObject({
  id,
  status: ticketStatus,
  lead_id: id,
  lead: leadSchema,
  produto_id: id,
  produto: productRefSchema.extend({ preco: money, upsellers: z.array(productRefSchema) }),
  lead_produto_id: id,
  origem_id: id.nullable(),
  origem: namedRefSchema.nullable(),
  tipo_duvida_id: id.nullable(),
  tipo_duvida: namedRefSchema.nullable(),
  detalhamento: nullableText,
  responsavel: actorSchema,
  atendente: userRefSchema.nullable(),
  atendente_desde: dateTime.nullable(),
  designado: userRefSchema.nullable(),
  ultima_acao: activitySchema.nullable(),
  created_at: dateTime,
  updated_at: dateTime,
}) satisfies z.ZodType<Ticket>;

export const attendanceSchema = z.strictObject({
  id,
  ticket_id: id,
  atendente: userRefSchema,
  tipo: z.enum(ATTENDANCE_OUTCOMES),
  follow_up: text,
  status_atendimento: namedRefSchema.extend({ tipo: z.enum(ATTENDANCE_OUTCOMES) }),
  tipo_de_perda: namedRefSchema.nullable(),
  data_agendamento: dateTime.nullable(),
  tembrinde: z.boolean(),
  brinde_id: id.nullable(),
  nome_destinatario: nullableText,
  email_destinatario: nullableText,
  hasupsell: z.boolean(),
  upsell: id.nullable(),
  created_at: dateTime,
}) satisfies z.ZodType<Attendance>;

export const ticketMessageSchema = z.strictObject({
  id,
  tipo: z.enum(['whatsapp', 'email']),
  assunto: nullableText,
  mensagem: text,
  responsavel: userRefSchema,
  created_at: dateTime,
}) satisfies z.ZodType<TicketMessage>;

export const ticketDetailSchema = ticketSchema.extend({
  atendimentos: z.array(attendanceSchema),
  acoesrecebidas: z.array(activitySchema),
  mensagens: z.array(ticketMessageSchema),
  resposta: nullableText,
  transacaos: z.array(transactionSchema),
  solicitacaos: z.array(z.never()),
  automacaos: z.array(z.never()),
}) satisfies z.ZodType<TicketDetail>;

export const ticketCountsSchema = z.strictObject({
  abertos: z.int().nonnegative(),
  fechados: z.int().nonnegative(),
  todos: z.int().nonnegative(),
}) satisfies z.ZodType<TicketCounts>;

export const ticketProductCheckSchema = z.strictObject({
  verificacao: z.boolean(),
  message: nullableText,
  ticket_id: id.nullable(),
}) satisfies z.ZodType<TicketProductCheck>;

export const attendResultSchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('ok'), id }),
  z.strictObject({ status: z.literal('jaatendendo'), id, msg: text }),
  z.strictObject({ status: z.literal('atendendo'), id, msg: text, atendente: userRefSchema }),
  z.strictObject({ status: z.literal('fechado'), id, msg: text }),
]) satisfies z.ZodType<AttendResult>;

export const sendEmailResultSchema = z.strictObject({ return: z.boolean() }) satisfies z.ZodType<SendEmailResult>;

export const callRecordSchema = z.strictObject({
  id,
  ticket_id: id,
  lead_id: id,
  chamada_id: text,
  atendente: userRefSchema,
  status: z.enum(['em_andamento', 'encerrada']),
  created_at: dateTime,
  encerrada_em: dateTime.nullable(),
  duracao_segundos: z.int().nonnegative().nullable(),
}) satisfies z.ZodType<CallRecord>;

const callLeg = { tipo: z.enum(['movel', 'fixo', 'ramal']), numero: text, preco: money, status: nullableText };
export const callDetailSchema = callRecordSchema.extend({
  relatorio: z
    .strictObject({
      origem: z.strictObject(callLeg),
      destino: z.strictObject({ ...callLeg, duracao: nullableText }),
      data_criacao: dateTime,
      status_geral: text,
      url_gravacao: nullableText,
    })
    .nullable(),
}) satisfies z.ZodType<CallDetail>;

export const hangUpResultSchema = z.strictObject({ encerrada: z.boolean(), chamada: callRecordSchema }) satisfies z.ZodType<HangUpResult>;

export const appointmentSchema = z.strictObject({
  id,
  ticket_id: id,
  data_agendamento: dateTime,
  atrasado: z.boolean(),
  concluido_em: dateTime.nullable(),
  lead: leadRefSchema,
  produto: productRefSchema,
  responsavel: userRefSchema.nullable(),
  atendimento: z.strictObject({ id, follow_up: text, atendente_id: id }).nullable(),
  ticket: z.strictObject({ id, status: ticketStatus }),
}) satisfies z.ZodType<Appointment>;

// ---------------------------------------------------------------------------------------------------------
// Dashboard and notifications

export const myTicketsStatsSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('atendimento'),
    tickets_ganhou: z.int().nonnegative(),
    tickets_aguardando: z.int().nonnegative(),
    tickets_perdeu: z.int().nonnegative(),
  }),
  z.strictObject({
    type: z.literal('inseridos'),
    tickets_finalizados: z.int().nonnegative(),
    tickets_pendentes: z.int().nonnegative(),
    tickets_abertos: z.int().nonnegative(),
  }),
]) satisfies z.ZodType<MyTicketsStats>;

const dailyCounts = z.array(z.strictObject({ dia: day, quantidade: z.int().nonnegative() }));
export const monthComparisonSchema = z.strictObject({
  periodo_atual: dailyCounts,
  periodo_anterior: dailyCounts,
}) satisfies z.ZodType<MonthComparison>;

export const countStatSchema = z.strictObject({ total: z.int().nonnegative() });

export const appNotificationSchema = z.strictObject({
  id: text,
  data: z.strictObject({
    icon: text,
    category: z.enum(['primary', 'success', 'danger', 'warning']),
    acao: z.enum(NOTIFICATION_KINDS).nullable().optional(),
    valores: z.strictObject({ usuario: text.optional(), lead: text.optional() }).optional(),
    title: text.nullable(),
    message: text.nullable(),
    time: dateTime,
    ticket_id: id.nullable(),
  }),
  read_at: dateTime.nullable(),
  created_at: dateTime,
}) satisfies z.ZodType<AppNotification>;

/** What `POST /notifications/setlidas` answers: how many notifications it marked read. */
export const markedReadSchema = z.strictObject({ marcadas: z.int().nonnegative() });

export const notificationPreferencesSchema = z.strictObject(
  Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, z.array(z.enum(NOTIFICATION_CHANNELS))])) as Record<
    (typeof NOTIFICATION_EVENTS)[number],
    z.ZodArray<z.ZodEnum<{ [K in (typeof NOTIFICATION_CHANNELS)[number]]: K }>>
  >,
) satisfies z.ZodType<NotificationPreferences>;

// ---------------------------------------------------------------------------------------------------------
// Audit trail

const auditValue = z.union([text, z.number(), z.boolean(), z.null(), z.array(z.union([text, z.number()]))]);

export const auditEntrySchema = z.strictObject({
  id,
  created_at: dateTime,
  area: z.enum(AUDIT_AREAS),
  action: z.enum(AUDIT_ACTIONS),
  entity_id: id,
  label: text,
  actor: userRefSchema.nullable(),
  changes: z.array(z.strictObject({ field: text, before: auditValue, after: auditValue, masked: z.literal(true).optional() })),
}) satisfies z.ZodType<AuditEntry>;
export * from './recoveryResponses';
export * from './bookingResponses';
export * from './whatsappCampaignResponses';
export * from './whatsappListResponses';
export * from './transactionsResponses';
export * from './extensionsResponses';
