import type { HttpClient } from '../client';
import type { WhatsappRespostaInput } from '../schemas/whatsappCampaign';
import type { ContatoTicket, WhatsappResposta } from '../types';
import { defineResource, responseSchemas } from './define';
import { seg, verbs, type CallOptions } from './http';

/**
 * What an agent does with a WhatsApp campaign's contact, from the campaign's contact list: write to the lead on
 * WhatsApp, or make it a ticket. Both change the campaign's data (answered counts, tickets), so they need
 * `planos_campanhas_editar`, the rule every other change of a campaign's data has (cancelling a scheduled send).
 */
export const whatsappCampaignResource = defineResource({
  endpoints: {
    'POST /campanha_whatsapps_contatos/:id/responder': 'planos_campanhas_editar',
    'POST /campanha_whatsapps_contatos/:id/ticket': 'planos_campanhas_editar',
  },
  responses: async () => {
    const { dataOf, whatsappRespostaSchema, contatoTicketSchema } = await responseSchemas();
    return { reply: dataOf(whatsappRespostaSchema), ticket: dataOf(contatoTicketSchema) };
  },
  create(http: HttpClient) {
    const v = verbs(http);
    return {
      /**
       * The message (the campaign's own when `mensagem` is left out) filled with the lead's data and recorded as
       * the contact's answer; `url` opens it in WhatsApp, addressed to the lead.
       */
      reply: (contatoId: number, input: WhatsappRespostaInput = {}, o?: CallOptions) =>
        v.post<WhatsappResposta>(`campanha_whatsapps_contatos/${seg(contatoId)}/responder`, input, o),
      /** A ticket for the contact's lead and the campaign's product; 409 while the lead has one open for it. */
      ticket: (contatoId: number, o?: CallOptions) => v.post<ContatoTicket>(`campanha_whatsapps_contatos/${seg(contatoId)}/ticket`, {}, o),
    };
  },
});
