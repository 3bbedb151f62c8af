import type { ApiClient, DashboardRoute } from '@retoma/api-client';
import {
  appNotificationSchema,
  appointmentSchema,
  attendanceSchema,
  attendResultSchema,
  brindeOptionSchema,
  callDetailSchema,
  callRecordSchema,
  catalogueItemSchema,
  companyDataSchema,
  companyMemberSchema,
  conquistaSchema,
  contaSchema,
  countStatSchema,
  currentUserSchema,
  dataEnvelopeOf,
  hangUpResultSchema,
  integracaoSchema,
  linkSchema,
  loginResponseSchema,
  mensagemPadraoSchema,
  messageResponseSchema,
  monthComparisonSchema,
  myPlanSchema,
  myTicketsStatsSchema,
  notificationPreferencesSchema,
  paginatorOf,
  permissionRecordSchema,
  produtoOptionSchema,
  produtoSchema,
  quickMenuPageSchema,
  registerResponseSchema,
  resendInviteResponseSchema,
  resetTokenInfoSchema,
  responsaveisSchema,
  roleDetailSchema,
  roleListItemSchema,
  sendEmailResultSchema,
  statusDeFinalizacaoSchema,
  ticketCountsSchema,
  ticketDetailSchema,
  ticketProductCheckSchema,
  ticketSchema,
  usuarioOptionSchema,
  whatsappLinkSchema,
} from '@retoma/api-client/schemas';
import { z } from 'zod';

/** `session.login`, `tickets.calls.get`, ...: the dotted name of every function of the client's resources. */
type FunctionPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends (...args: never[]) => unknown
    ? `${Prefix}${K}`
    : T[K] extends object
      ? FunctionPaths<T[K], `${Prefix}${K}.`>
      : never;
}[keyof T & string];
/** `http` is the transport every resource goes through, not a call of its own. */
export type ClientFunction = FunctionPaths<Omit<ApiClient, 'http'>>;

/** The body a call answers with, or a choice by the called URL (the dashboard's routes share one function). */
export type BodySchema = z.ZodType | ((url: URL) => z.ZodType);

/** An answer without a body (204). */
const NO_BODY = z.null();
const data = dataEnvelopeOf;
const page = <T extends z.ZodType>(item: T) => data(paginatorOf(item));

/** The five calls of a company catalogue. */
const crud = (item: z.ZodType) => ({ list: page(item), get: data(item), create: data(item), update: data(item), remove: NO_BODY });

const DASHBOARD: Record<DashboardRoute, z.ZodType> = {
  meus_tickets: data(myTicketsStatsSchema),
  meus_tickets_atividades: page(ticketSchema),
  tickets_atrasados: data(countStatSchema),
  atendimentos: data(monthComparisonSchema),
  inseridos: data(monthComparisonSchema),
};
const isDashboardRoute = (route: string): route is DashboardRoute => route in DASHBOARD;

function dashboardBody(url: URL): z.ZodType {
  const route = url.pathname.split('/').at(-1) ?? '';
  if (!isDashboardRoute(route)) throw new Error(`no dashboard route ${route}`);
  return DASHBOARD[route];
}

const catalogues = {
  contas: crud(contaSchema),
  produtos: crud(produtoSchema),
  links: crud(linkSchema),
  origens: crud(catalogueItemSchema),
  tiposDeDuvida: crud(catalogueItemSchema),
  motivosDePerda: crud(catalogueItemSchema),
  statusDeFinalizacao: crud(statusDeFinalizacaoSchema),
  mensagensPadrao: crud(mensagemPadraoSchema),
  conquistas: crud(conquistaSchema),
};
const catalogueBodies = Object.fromEntries(
  Object.entries(catalogues).flatMap(([resource, calls]) =>
    Object.entries(calls).map(([call, schema]): [string, z.ZodType] => [`settings.${resource}.${call}`, schema]),
  ),
) as Record<Extract<ClientFunction, `settings.${keyof typeof catalogues}.${string}`>, z.ZodType>;

/**
 * The body every function of the client answers with, as the shared schemas of `@retoma/api-client` describe it.
 * Typed by the client: a new resource function without its schema does not compile.
 */
export const RESPONSE_BODIES: Record<ClientFunction, BodySchema> = {
  'session.login': loginResponseSchema,
  'session.register': registerResponseSchema,
  'session.remember': messageResponseSchema,
  'session.findResetToken': resetTokenInfoSchema,
  'session.resetPassword': messageResponseSchema,
  'session.me': data(currentUserSchema),
  'session.logout': NO_BODY,
  'identity.permissions': data(z.array(permissionRecordSchema)),
  'identity.roles': data(z.array(roleListItemSchema)),
  'identity.role': data(roleDetailSchema),
  'identity.createRole': data(roleDetailSchema),
  'identity.updateRole': data(roleDetailSchema),
  'identity.deleteRole': NO_BODY,
  'identity.updateMenuRapido': data(z.strictObject({ menu_rapido: z.array(z.string()) })),
  'identity.updateProfile': data(currentUserSchema),
  'identity.users': page(companyMemberSchema),
  'identity.user': data(companyMemberSchema),
  'identity.members': page(companyMemberSchema),
  'identity.member': data(companyMemberSchema),
  'identity.invite': data(companyMemberSchema),
  'identity.updateMember': data(companyMemberSchema),
  'identity.removeMember': NO_BODY,
  'identity.resendInvite': resendInviteResponseSchema,
  'settings.myCompany': data(companyDataSchema),
  'settings.updateMyCompany': data(companyDataSchema),
  'settings.myPlan': data(myPlanSchema),
  'settings.integracoes': data(z.array(integracaoSchema)),
  ...catalogueBodies,
  'settings.selects.responsaveis': data(responsaveisSchema),
  'settings.selects.usuarios': data(z.array(usuarioOptionSchema)),
  'settings.selects.produtos': data(z.array(produtoOptionSchema)),
  'settings.selects.brindes': data(z.array(brindeOptionSchema)),
  'tickets.list': page(ticketSchema),
  'tickets.open': page(ticketSchema),
  'tickets.closed': page(ticketSchema),
  'tickets.counts': data(ticketCountsSchema),
  'tickets.checkProduct': data(ticketProductCheckSchema),
  'tickets.get': data(ticketDetailSchema),
  'tickets.create': data(ticketSchema),
  'tickets.update': data(ticketSchema),
  'tickets.remove': NO_BODY,
  'tickets.attend': data(attendResultSchema),
  'tickets.cancelAttendance': data(ticketSchema),
  'tickets.finish': data(attendanceSchema),
  'tickets.transfer': data(ticketSchema),
  'tickets.reopen': data(ticketSchema),
  'tickets.sendWhatsapp': data(whatsappLinkSchema),
  'tickets.sendEmail': data(sendEmailResultSchema),
  'tickets.calls.register': data(callRecordSchema),
  'tickets.calls.get': data(callDetailSchema),
  'tickets.calls.hangUp': data(hangUpResultSchema),
  'tickets.agenda.list': data(z.array(appointmentSchema)),
  'tickets.agenda.reschedule': data(appointmentSchema),
  'dashboard.get': dashboardBody,
  'menus.list': data(z.array(quickMenuPageSchema)),
  'notifications.list': page(appNotificationSchema),
  'notifications.unread': data(z.array(appNotificationSchema)),
  'notifications.markAllRead': data(z.strictObject({ marcadas: z.int().nonnegative() })),
  'notifications.preferences': data(notificationPreferencesSchema),
  'notifications.savePreferences': data(notificationPreferencesSchema),
  // The generic calls' samples name the origins: the catalogue's schemas.
  'generic.list': page(catalogueItemSchema),
  'generic.get': data(catalogueItemSchema),
  'generic.create': data(catalogueItemSchema),
  'generic.update': data(catalogueItemSchema),
  'generic.remove': NO_BODY,
};

/** The schema of one answer: by function, and by URL where the function serves several routes. */
export function bodySchemaFor(fn: ClientFunction, url: URL): z.ZodType {
  const schema = RESPONSE_BODIES[fn];
  return typeof schema === 'function' ? schema(url) : schema;
}
