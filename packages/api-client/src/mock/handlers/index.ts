import { addressHandlers } from './address';
import { campaignHandlers, planHandlers, whatsappListHandlers } from './campaigns';
import { commissionHandlers } from './commissions';
import { conquistaHandlers } from './conquistas';
import { giftHandlers } from './gifts';
import { identityHandlers } from './identity';
import { linkHandlers } from './links';
import { dashboardHandlers, extensionHandlers, menuHandlers, notificationHandlers, sessionHandlers } from './misc';
import { reportHandlers } from './reports';
import { leadHandlers, selectHandlers, ticketHandlers } from './tickets';
import { ticketOptionHandlers } from './ticketOptions';

export {
  COMPANY_NOT_FOUND_BODY,
  IDENTITY_PREFIX,
  endpoint,
  httpError,
  item,
  json,
  list,
  pageFor,
  put,
  raw,
  remove,
  spoofedMethodOf,
  validationError,
} from './core';
export { reportParamsOf } from './reports';
export type { CepLookupMock } from './address';
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
  leads: leadHandlers,
  links: linkHandlers,
  commissions: commissionHandlers,
  plans: planHandlers,
  campaigns: campaignHandlers,
  whatsappLists: whatsappListHandlers,
  gifts: giftHandlers,
  extensions: extensionHandlers,
  dashboard: dashboardHandlers,
  menus: menuHandlers,
  notifications: notificationHandlers,
  ticketOptions: ticketOptionHandlers,
  conquistas: conquistaHandlers,
  reports: reportHandlers,
  address: addressHandlers,
};
