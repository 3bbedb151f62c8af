import type { HttpClient } from '../client';
import type { WhatsappListAnswerInput, WhatsappListTransformInput } from '../schemas/whatsappList';
import type {
  Paginator,
  WhatsappLink,
  WhatsappListCounts,
  WhatsappListDetail,
  WhatsappListEntry,
  WhatsappListParams,
  WhatsappListResponsibles,
  WhatsappListTicket,
} from '../types';
import { defineResource, responseSchemas } from './define';
import { seg, verbs, type CallOptions } from './http';

/**
 * The WhatsApp list (`whatsapplist/listagem`, `whatsapplist`): the campaign contacts to write to on WhatsApp, by tab
 * with counts; answer one (its message filled with the lead's data, kept in the lead's history, `url` opens
 * WhatsApp), turn one into a ticket, take one off the list.
 */
export const whatsappListResource = defineResource({
  endpoints: {
    'GET /whatsapplists': 'whatsapplist',
    'GET /whatsapplists_numeros': 'whatsapplist',
    'GET /whatsapplists_responsaveis': 'whatsapplist',
    'GET /whatsapplists/:id': 'whatsapplist',
    'POST /whatsapplists_resposta/:id': 'whatsapplist',
    'POST /whatsapplists_trasform/:id': 'whatsapplist',
    'DELETE /whatsapplists/:id': 'whatsapplist',
  },
  responses: async () => {
    const {
      dataOf,
      pageOf,
      NO_BODY,
      whatsappLinkSchema,
      whatsappListCountsSchema,
      whatsappListDetailSchema,
      whatsappListEntrySchema,
      whatsappListResponsiblesSchema,
      whatsappListTicketSchema,
    } = await responseSchemas();
    return {
      list: pageOf(whatsappListEntrySchema),
      counts: dataOf(whatsappListCountsSchema),
      responsibles: dataOf(whatsappListResponsiblesSchema),
      get: dataOf(whatsappListDetailSchema),
      answer: dataOf(whatsappLinkSchema),
      transform: dataOf(whatsappListTicketSchema),
      remove: NO_BODY,
    };
  },
  create(http: HttpClient) {
    const v = verbs(http);
    return {
      /** One tab's page (pendentes by default), newest first. */
      list: (params?: WhatsappListParams, o?: CallOptions) => v.get<Paginator<WhatsappListEntry>>('whatsapplists', params, o),
      /** Each tab's count under the same filters. */
      counts: (params?: Omit<WhatsappListParams, 'page' | 'per_page' | 'sort' | 'situacao'>, o?: CallOptions) =>
        v.get<WhatsappListCounts>('whatsapplists_numeros', params, o),
      /** The "Responsável" filter's options: members who answered, the list's campaigns. */
      responsibles: (o?: CallOptions) => v.get<WhatsappListResponsibles>('whatsapplists_responsaveis', undefined, o),
      /** One contact with every message written to it. */
      get: (id: number, o?: CallOptions) => v.get<WhatsappListDetail>(`whatsapplists/${seg(id)}`, undefined, o),
      /** Writes to the contact: the message as it goes (variables filled) and the address that opens it in WhatsApp. */
      answer: (id: number, input: WhatsappListAnswerInput, o?: CallOptions) =>
        v.post<WhatsappLink>(`whatsapplists_resposta/${seg(id)}`, input, o),
      /** A ticket for the contact (attend now, or a return on `data`); 409 naming the lead's open ticket for the product. */
      transform: (id: number, input: WhatsappListTransformInput = {}, o?: CallOptions) =>
        v.post<WhatsappListTicket>(`whatsapplists_trasform/${seg(id)}`, input, o),
      /** Takes the contact off the list for good (its campaign and the lead's history stay). */
      remove: (id: number, o?: CallOptions) => v.remove(`whatsapplists/${seg(id)}`, id, o),
    };
  },
});
