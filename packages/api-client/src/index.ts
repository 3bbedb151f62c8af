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

export * from './sessionClient';
export * from './apiClient';
