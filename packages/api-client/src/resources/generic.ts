import type { HttpClient } from '../client';
import type { ListParams, Paginator } from '../types';
import { defineResource, responseSchemas } from './define';
import { seg, verbs, type CallOptions } from './http';

/** A route is a collection name, maybe nested (`campanha_carrinho_emails`, `extensoes/company`); never `..`. */
const ROUTE = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/i;

function checked(route: string): string {
  if (!ROUTE.test(route)) throw new TypeError(`Rota inválida: ${route}`);
  return route;
}

/**
 * The spec's generic calls, for simple catalogues the typed modules do not cover. Prefer the typed modules:
 * here the caller names the item type and the server's schema is the only check.
 */
export const genericResource = defineResource({
  // Its calls reach the routes of other areas, whose tables hold their permissions.
  endpoints: {},
  // The item type is the caller's: these are the schemas of the origins, the route the contract's samples name.
  responses: async () => {
    const { dataOf, pageOf, NO_BODY, catalogueItemSchema } = await responseSchemas();
    return {
      list: pageOf(catalogueItemSchema),
      get: dataOf(catalogueItemSchema),
      create: dataOf(catalogueItemSchema),
      update: dataOf(catalogueItemSchema),
      remove: NO_BODY,
    };
  },
  create(http: HttpClient) {
    const v = verbs(http);
    return {
      list: <T>(route: string, params?: ListParams, o?: CallOptions) => v.get<Paginator<T>>(checked(route), params, o),
      get: <T>(route: string, id: number, o?: CallOptions) => v.get<T>(`${checked(route)}/${seg(id)}`, undefined, o),
      create: <T>(route: string, body: object, o?: CallOptions) => v.post<T>(checked(route), body, o),
      /** `PUT /{route}/{id}` (a real PUT, as the spec lists it). */
      update: async <T>(route: string, id: number, body: object, o?: CallOptions): Promise<T> =>
        (await http.request<{ data: T }>(`${checked(route)}/${seg(id)}`, { method: 'PUT', body, signal: o?.signal })).data,
      /** `POST /{route}/{id}` with `_method=DELETE` and the id. */
      remove: (route: string, id: number, o?: CallOptions) => v.remove(`${checked(route)}/${seg(id)}`, id, o),
    };
  },
});
