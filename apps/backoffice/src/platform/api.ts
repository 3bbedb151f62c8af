import { createSessionClient, type ApiClient, type HttpClient, type SessionClient } from '@retoma/api-client';
import { createContext, useContext, useMemo } from 'react';
import type { createStore } from 'jotai';
import { safeLocaleAtom } from '../i18n';
import { accessTokenAtom, companyContextAtom } from '../session/atoms';

type Store = ReturnType<typeof createStore>;

/** Where the SPA finds the API: `VITE_API_URL` at build time, else `/api` on the same origin. */
export const API_URL: string = import.meta.env.VITE_API_URL ?? '/api';

/** Gives a session client every module's calls (`completeApiClient`, brought by the route table's chunk). */
type CompleteClient = (client: SessionClient) => ApiClient;
let completeClient: CompleteClient | undefined;
const incomplete = new Set<SessionClient>();

/**
 * Every module's calls have arrived: the clients made so far hold them from now on, and new ones from the start.
 * The app's route table brings them (app/routeTable.ts), so the public pages download the session calls alone;
 * every other page waits for that table before it renders. A page that shows before it (app/routes.ts
 * `pagesWithoutTable`) calls `api.session`, or a module's calls through `useApiResource`.
 */
export function provideApiResources(complete: CompleteClient) {
  completeClient = complete;
  for (const client of incomplete) complete(client);
  incomplete.clear();
}

/**
 * The client reads the token and company from the session atoms, so it always follows the session, and the
 * language the interface speaks, so the server's validation messages come in it too.
 */
export function createAppClient(store: Store, onUnauthenticated: () => void): ApiClient {
  const client = createSessionClient({
    apiUrl: API_URL,
    getIdentity: () => store.get(companyContextAtom),
    getLocale: () => store.get(safeLocaleAtom),
    tokens: { get: () => store.get(accessTokenAtom), set: (token) => store.set(accessTokenAtom, token) },
    onUnauthenticated,
  });
  if (completeClient) return completeClient(client);
  incomplete.add(client);
  // Completed in place by provideApiResources, before any page but the public ones renders.
  return client as ApiClient;
}

export const ApiContext = createContext<ApiClient | null>(null);

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi must be used inside <AppProviders>');
  return client;
}

/**
 * One module's calls (`bookingResource`) on the app's transport (one token, one refresh), for a page that shows
 * before the whole route table has given the client every module's calls (a module's public page, app/routes.ts):
 * its first visit downloads that module's wrappers alone.
 */
export function useApiResource<Calls>(resource: { create: (http: HttpClient) => Calls }): Calls {
  const api = useApi();
  return useMemo(() => resource.create(api.http), [api, resource]);
}
