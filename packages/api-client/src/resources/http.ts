import type { HttpClient, QueryValue } from '../client';
import type { DataEnvelope } from '../types';

/** Every resource function takes these last: the caller can cancel any call. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** A path segment from an id or code: encoded, so a value can never climb into another route. */
export function seg(value: string | number): string {
  return encodeURIComponent(String(value));
}

/** Turns typed params (interfaces without index signatures) into a query, keeping only what a query can carry. */
export function toQuery(params: object | undefined): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  if (!params) return query;
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') query[key] = value;
    else if (Array.isArray(value)) {
      query[key] = value.filter((item): item is string | number => typeof item === 'string' || typeof item === 'number');
    }
  }
  return query;
}

/** The resources' verbs: they unwrap `{data}` so screens get the payload itself. */
export function verbs(http: HttpClient) {
  return {
    get: async <T>(path: string, params?: object, options?: CallOptions): Promise<T> =>
      (await http.request<DataEnvelope<T>>(path, { query: toQuery(params), signal: options?.signal })).data,
    post: async <T>(path: string, body?: unknown, options?: CallOptions): Promise<T> =>
      (await http.request<DataEnvelope<T>>(path, { method: 'POST', body, signal: options?.signal })).data,
    /** PUT the spec's way: POST with `_method=PUT`. */
    put: async <T>(path: string, body: unknown, options?: CallOptions): Promise<T> =>
      (await http.request<DataEnvelope<T>>(path, { method: 'PUT', spoofMethod: true, body, signal: options?.signal })).data,
    /** DELETE the spec's way: POST with `_method=DELETE` and the id. */
    remove: async (path: string, id: number, options?: CallOptions): Promise<void> => {
      await http.request<unknown>(path, { method: 'DELETE', spoofMethod: true, body: { id }, signal: options?.signal });
    },
  };
}
