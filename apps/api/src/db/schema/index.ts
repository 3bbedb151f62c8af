/**
 * The database schema, one file per area. The app (db/client.ts) and drizzle-kit (drizzle.config.ts, which
 * writes the migrations) both read this list, so they see the same tables: a new area file is added here.
 * The column helpers (columns.ts, scope.ts) stay out of it: only tables, their kinds and types are exported.
 */
export * from './owners';
export * from './identity';
export * from './mail';
export * from './products';
export * from './settings';
export * from './leads';
export * from './tickets';
export * from './notifications';
export * from './audit';
export * from './security';
export * from './recovery';
export * from './booking';
export * from './whatsappCampaign';
export * from './whatsappList';
export * from './extensions';
export * from './commissions';
