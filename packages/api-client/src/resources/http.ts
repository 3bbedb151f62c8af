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

/**
 * Multipart body for uploads. Files stay files; booleans become 1 / 0 and arrays `key[]`, as the JSON-less
 * form encoding has no types; null / undefined are left out (an absent field means "unchanged").
 */
export function toFormData(values: object, files: Record<string, Blob | null | undefined> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) form.append(`${key}[]`, String(item));
    else if (typeof value === 'boolean') form.append(key, value ? '1' : '0');
    else if (typeof value === 'string' || typeof value === 'number') form.append(key, String(value));
  }
  for (const [key, file] of Object.entries(files)) if (file) form.append(key, file);
  return form;
}

/** The resources' verbs: they unwrap `{data}` so screens get the payload itself. */
export function verbs(http: HttpClient) {
  return {
    get: async <T>(path: string, params?: object, options?: CallOptions): Promise<T> =>
      (await http.request<DataEnvelope<T>>(path, { query: toQuery(params), signal: options?.signal })).data,
    /** For the few answers that carry aggregates beside `data` (sums, counters): returned whole. */
    getBody: <T>(path: string, params?: object, options?: CallOptions): Promise<T> =>
      http.request<T>(path, { query: toQuery(params), signal: options?.signal }),
    post: async <T>(path: string, body?: unknown, options?: CallOptions): Promise<T> =>
      (await http.request<DataEnvelope<T>>(path, { method: 'POST', body, signal: options?.signal })).data,
    /** PUT the spec's way: POST with `_method=PUT`. */
    put: async <T>(path: string, body: unknown, options?: CallOptions): Promise<T> =>
      (await http.request<DataEnvelope<T>>(path, { method: 'PUT', spoofMethod: true, body, signal: options?.signal })).data,
    /** DELETE the spec's way: POST with `_method=DELETE` and the id. */
    remove: async (path: string, id: number, options?: CallOptions): Promise<void> => {
      await http.request<unknown>(path, { method: 'DELETE', spoofMethod: true, body: { id }, signal: options?.signal });
    },
    /** Files (PDF orders, labels). */
    blob: (path: string, params?: object, options?: CallOptions): Promise<Blob> =>
      http.request<Blob>(path, { query: toQuery(params), responseType: 'blob', signal: options?.signal, timeoutMs: 120_000 }),
  };
}
export type Verbs = ReturnType<typeof verbs>;
