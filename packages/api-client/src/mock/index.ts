/**
 * Fixtures and MSW handlers for stories and tests. `msw` is an optional peer: only this sub-path needs it.
 */
export * from './fixtures';
export * from './page';
export { AGENTS, PRODUCTS, MOCK_NOW, isoDaysAgo, isoMinutesAgo, dateDaysAgo } from './data';
export * from './builders/leads';
export * from './builders/tickets';
export * from './builders/misc';
export * from './builders/links';
export * from './builders/ticketOptions';
export * from './builders/company';
export * from './builders/catalog';
export * from './handlers';
export * from './builders/identity';
export * from './builders/recovery';
export * from './builders/extensions';
export * from './builders/booking';
export * from './builders/whatsappCampaign';
export * from './builders/transactions';
export * from './builders/reports';
