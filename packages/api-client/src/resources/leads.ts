import type { HttpClient } from '../client';
import type { LeadExportQuery, LeadUpdateInput } from '../schemas/leads';
import type {
  LeadDetail,
  LeadExport,
  LeadListItem,
  LeadListParams,
  LeadRemoval,
  LeadTicket,
  LeadTimelineEntry,
  LeadTimelineParams,
} from '../types/leadProfile';
import type { Paginator, Transaction } from '../types';
import { defineResource } from './define';
import { seg, verbs, type CallOptions } from './http';

/** The leads' own response schemas beside the shared ones: loaded by tests only, like every resource's. */
const leadsResponseSchemas = () => Promise.all([import('../schemas/responses'), import('../schemas/leadsResponses')]);

/**
 * The company's leads: the list, one lead's contact data, timeline and tabs, and the LGPD rights over their data.
 * Deleting is refused (409) when it would take sales or tickets with it; erasing anonymises the person and keeps
 * the ids, the sales and the commissions. Export and erasure need `leads_lgpd` and are audited.
 */
export const leadsResource = defineResource({
  endpoints: {
    'GET /leads': 'leads',
    'GET /leads/:id': 'leads_detalhamento',
    'PUT /leads/:id': 'leads_detalhamento',
    'GET /leads/:id/exclusao': 'leads_deletar',
    'DELETE /leads/:id': 'leads_deletar',
    'GET /leads/:id/linha-do-tempo': 'leads_detalhamento',
    'GET /leads/:id/transacoes': 'leads_detalhamento',
    'GET /leads/:id/tickets': 'leads_detalhamento',
    'GET /leads/:id/exportacao': 'leads_lgpd',
    'POST /leads/:id/anonimizar': 'leads_lgpd',
  },
  responses: async () => {
    const [{ dataOf, pageOf, NO_BODY, transactionSchema }, mine] = await leadsResponseSchemas();
    return {
      list: pageOf(mine.leadListItemSchema),
      get: dataOf(mine.leadDetailSchema),
      update: dataOf(mine.leadDetailSchema),
      removal: dataOf(mine.leadRemovalSchema),
      remove: NO_BODY,
      timeline: pageOf(mine.leadTimelineEntrySchema),
      transactions: pageOf(transactionSchema),
      tickets: pageOf(mine.leadTicketSchema),
      export: dataOf(mine.leadExportSchema),
      erase: dataOf(mine.leadDetailSchema),
    };
  },
  create(http: HttpClient) {
    const v = verbs(http);
    const base = (id: number) => `leads/${seg(id)}`;
    type TabParams = { page?: number; per_page?: number };
    return {
      list: (params?: LeadListParams, o?: CallOptions) => v.get<Paginator<LeadListItem>>('leads', params, o),
      get: (id: number, o?: CallOptions) => v.get<LeadDetail>(base(id), undefined, o),
      /** Name and phone; 422 per field. */
      update: (id: number, input: LeadUpdateInput, o?: CallOptions) => v.put<LeadDetail>(base(id), input, o),
      /** What deleting would take with it, and whether it may be deleted at all. */
      removal: (id: number, o?: CallOptions) => v.get<LeadRemoval>(`${base(id)}/exclusao`, undefined, o),
      remove: (id: number, o?: CallOptions) => v.remove(base(id), id, o),
      timeline: (id: number, params?: LeadTimelineParams, o?: CallOptions) =>
        v.get<Paginator<LeadTimelineEntry>>(`${base(id)}/linha-do-tempo`, params, o),
      transactions: (id: number, params?: TabParams, o?: CallOptions) => v.get<Paginator<Transaction>>(`${base(id)}/transacoes`, params, o),
      tickets: (id: number, params?: TabParams, o?: CallOptions) => v.get<Paginator<LeadTicket>>(`${base(id)}/tickets`, params, o),
      /** Everything held about the lead; the format the person downloads is recorded in the audit trail. */
      export: (id: number, query?: LeadExportQuery, o?: CallOptions) => v.get<LeadExport>(`${base(id)}/exportacao`, query, o),
      /** Anonymises the person for good (LGPD); answers the lead as it is left. */
      erase: (id: number, o?: CallOptions) => v.post<LeadDetail>(`${base(id)}/anonimizar`, {}, o),
    };
  },
});
