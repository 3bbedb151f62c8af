import type { HttpClient } from '../client';
import type { WhatsappListReplyInput, WhatsappListTransformInput } from '../schemas';
import type { WhatsappLink, WhatsappListEntry, WhatsappListPage, WhatsappListParams, WhatsappListTransformResult } from '../types';
import { seg, verbs, type CallOptions } from './http';

export function whatsappListsResource(http: HttpClient) {
  const v = verbs(http);
  return {
    /** The page plus the tab counters (`numeros`). `{status: 1}` lists the active entries only. */
    list: (params?: WhatsappListParams, o?: CallOptions) => v.getBody<WhatsappListPage>('whatsapplists', params, o),
    get: (id: number, o?: CallOptions) => v.get<WhatsappListEntry>(`whatsapplists/${seg(id)}`, undefined, o),
    /** Records the answer and returns the deep link the browser opens. */
    reply: (input: WhatsappListReplyInput, o?: CallOptions) => v.post<WhatsappLink>(`whatsapplists_resposta/${seg(input.id)}`, input, o),
    /** Turns an answered entry into a ticket (the route's spelling is the spec's). */
    transform: (input: WhatsappListTransformInput, o?: CallOptions) =>
      v.post<WhatsappListTransformResult>(`whatsapplists_trasform/${seg(input.id)}`, input, o),
  };
}
