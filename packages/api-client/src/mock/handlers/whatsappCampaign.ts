import type { ContatoTicket, WhatsappResposta } from '../../types';
import { item } from './core';

/**
 * `mockHandlers.whatsappCampaign.*`, mirroring `client.whatsappCampaign`: writing to a contact
 * (`reply(buildWhatsappResposta())`) and making it a ticket (`ticket({ ticket_id: 7 })`, `ticket.error(409, ...)`).
 */
export const whatsappCampaignHandlers = {
  reply: item<WhatsappResposta>('post', 'campanha_whatsapps_contatos/:id/responder'),
  ticket: item<ContatoTicket>('post', 'campanha_whatsapps_contatos/:id/ticket'),
};
