import { createApiClient, type ApiClient } from '@retoma/api-client';
import { createContext, useContext } from 'react';
import type { createStore } from 'jotai';
import { safeLocaleAtom } from '../i18n';
import { accessTokenAtom, companyContextAtom } from '../session/atoms';

type Store = ReturnType<typeof createStore>;

/** Where the SPA finds the API: `VITE_API_URL` at build time, else `/api` on the same origin. */
export const API_URL: string = import.meta.env.VITE_API_URL ?? '/api';

/**
 * The client reads the token and company from the session atoms, so it always follows the session, and the
 * language the interface speaks, so the server's validation messages come in it too.
 */
export function createAppClient(store: Store, onUnauthenticated: () => void): ApiClient {
  return createApiClient({
    apiUrl: API_URL,
    getIdentity: () => store.get(companyContextAtom),
    getLocale: () => store.get(safeLocaleAtom),
    tokens: { get: () => store.get(accessTokenAtom), set: (token) => store.set(accessTokenAtom, token) },
    onUnauthenticated,
  });
}

export const ApiContext = createContext<ApiClient | null>(null);

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi must be used inside <AppProviders>');
  return client;
}
