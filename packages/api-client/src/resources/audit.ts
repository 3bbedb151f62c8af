import type { HttpClient } from '../client';
import type { AuditEntry, AuditListParams, Paginator } from '../types';
import { defineResource, responseSchemas } from './define';
import { verbs, type CallOptions } from './http';

/** The company's audit trail: who changed roles, members, accounts, products and links, when, and what. */
export const auditResource = defineResource({
  endpoints: {
    'GET /auditoria': 'configuracao_auditoria',
  },
  responses: async () => {
    const { pageOf, auditEntrySchema } = await responseSchemas();
    return { list: pageOf(auditEntrySchema) };
  },
  create(http: HttpClient) {
    const { get } = verbs(http);
    return {
      /** Newest first; filter by area and by the person who made the change. */
      list: (params?: AuditListParams, options?: CallOptions) => get<Paginator<AuditEntry>>('auditoria', params, options),
    };
  },
});
