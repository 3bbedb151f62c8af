import { auditHandlers } from './audit';
import { bookingHandlers } from './booking';
import { catalogHandlers } from './catalog';
import { commissionHandlers } from './commissions';
import { companyHandlers } from './company';
import { conquistaHandlers } from './conquistas';
import { extensionHandlers } from './extensions';
import { identityHandlers } from './identity';
import { leadHandlers } from './leads';
import { linkHandlers, salesLinkHandlers } from './links';
import { dashboardHandlers, menuHandlers, notificationHandlers, sessionHandlers } from './misc';
import { campaignHandlersByKind, planHandlers, recoveryRulesHandlers } from './recovery';
import { reportHandlers } from './reports';
import { selectHandlers, ticketHandlers } from './tickets';
import { ticketOptionHandlers } from './ticketOptions';
import { whatsappCampaignHandlers } from './whatsappCampaign';
import { transactionHandlers, whatsappListHandlers } from './transactions';

export {
  COMPANY_NOT_FOUND_BODY,
  IDENTITY_PREFIX,
  endpoint,
  httpError,
  item,
  json,
  list,
  mocksSettled,
  pageFor,
  put,
  raw,
  remove,
  spoofedMethodOf,
  validationError,
} from './core';
export type {
  ActionMock,
  EndpointMock,
  EndpointStates,
  HandlerOptions,
  ListMock,
  Resolver,
  ResolverInfo,
  SpoofedMethod,
  WireMethod,
} from './core';

/**
 * MSW handler factories per resource, shaped like the client: `mockHandlers.tickets.list(items)`,
 * `mockHandlers.tickets.get.forbidden()`, `mockHandlers.campaigns.cart.emails.list.loading()`.
 */
export const mockHandlers = {
  session: sessionHandlers,
  identity: identityHandlers,
  tickets: ticketHandlers,
  selects: selectHandlers,
  links: linkHandlers,
  salesLinks: salesLinkHandlers,
  dashboard: dashboardHandlers,
  menus: menuHandlers,
  notifications: notificationHandlers,
  ticketOptions: ticketOptionHandlers,
  conquistas: conquistaHandlers,
  catalog: catalogHandlers,
  audit: auditHandlers,
  company: companyHandlers,
  plans: planHandlers,
  campaigns: campaignHandlersByKind,
  recoveryRules: recoveryRulesHandlers,
  extensions: extensionHandlers,
  booking: bookingHandlers,
  whatsappCampaign: whatsappCampaignHandlers,
  transactions: transactionHandlers,
  whatsappList: whatsappListHandlers,
  reports: reportHandlers,
  commissions: commissionHandlers,
  leads: leadHandlers,
};
