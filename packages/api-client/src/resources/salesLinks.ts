import type { HttpClient } from '../client';
import type { ListParams, Paginator, PersonalLink } from '../types';
import { defineResource, responseSchemas } from './define';
import { verbs, type CallOptions } from './http';

/** What "Meus links" and the attending screen ask for: one product's links (`produto`), a search, a page. */
export interface PersonalLinkParams extends ListParams {
  produto?: number;
}

/**
 * The calling agent's own sales links (`meus-links`): every active link of every active product, its address built
 * on the server with the agent's tracking code. The links' settings are `settings.links`.
 */
export const salesLinksResource = defineResource({
  endpoints: {
    'GET /meus-links': 'public',
  },
  responses: async () => {
    const { pageOf, personalLinkSchema } = await responseSchemas();
    return { mine: pageOf(personalLinkSchema) };
  },
  create(http: HttpClient) {
    const { get } = verbs(http);
    return {
      mine: (params?: PersonalLinkParams, options?: CallOptions) => get<Paginator<PersonalLink>>('meus-links', params, options),
    };
  },
});
