export * from './errors';
export * from './permissions';
export * from './permissionNames';
export * from './messages/validation';
export * from './types';
export * from './templates/renderMessage';
export * from './templates/smsSegments';
export * from './templates/whatsappLink';
export { createHttpClient, buildQuery, MASTER_IDENTITY, UNAUTHENTICATED_MESSAGE, REFRESH_PATH, DEFAULT_TIMEOUT_MS } from './client';
export type { ApiClientOptions, ExternalRequestOptions, HttpClient, RequestOptions, TokenStore, QueryValue, HttpMethod } from './client';
export type { CallOptions } from './resources/http';
export type { BodySchema } from './resources/define';

// A module's calls on their own, for a page that shows before the app has every module's (the public booking page).
export { bookingResource } from './resources/booking';
export * from './sessionClient';
export * from './apiClient';
