import { whatsappRespostaInput } from '@retoma/api-client/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { endpoints } from '../http/endpoints';
import { pathId, readInput } from '../http/validate';
import { replyToContato, ticketForContato } from '../services/whatsappCampaign';

/**
 * What an agent does with a WhatsApp campaign's contact: `POST /campanha_whatsapps_contatos/{id}/responder` (the
 * message filled with the lead's data, recorded as the contact's answer; `url` opens the chat) and
 * `POST /campanha_whatsapps_contatos/{id}/ticket` (a ticket for the lead and the product; 409 while one is open).
 */
export function whatsappCampaignRoutes() {
  const app = new Hono<AppEnv>();
  const endpoint = endpoints(app);
  endpoint('POST /campanha_whatsapps_contatos/:id/responder', async (c) => {
    const id = pathId(c);
    const input = await readInput(c, whatsappRespostaInput);
    return c.json({ data: await replyToContato(c.var.deps.db, c.var.company.id, c.var.userId, id, input) }, 201);
  });
  endpoint('POST /campanha_whatsapps_contatos/:id/ticket', async (c) =>
    c.json({ data: await ticketForContato(c.var.deps.db, c.var.company.id, pathId(c)) }, 201),
  );
  return app;
}
