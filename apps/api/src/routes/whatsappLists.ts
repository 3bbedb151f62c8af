import {
  whatsappListAnswerInput,
  whatsappListCountsQuery,
  whatsappListQuery,
  whatsappListTransformInput,
} from '@retoma/api-client/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { endpoints } from '../http/endpoints';
import { pathId, readInput, readQuery } from '../http/validate';
import {
  answerWhatsappListEntry,
  getWhatsappListEntry,
  listWhatsappList,
  removeWhatsappListEntry,
  transformWhatsappListEntry,
  whatsappListCounts,
  whatsappListResponsibles,
} from '../services/whatsappList';
import { callerFor } from './tickets';

/**
 * The WhatsApp list (`whatsapplist/listagem`): the campaign contacts to write to on WhatsApp by tab, with counts and
 * the filter's options; one contact, answering it, turning it into a ticket, taking it off the list.
 */
export function whatsappListRoutes() {
  const app = new Hono<AppEnv>();
  const endpoint = endpoints(app);
  endpoint('GET /whatsapplists', async (c) =>
    c.json({ data: await listWhatsappList(c.var.deps.db, await callerFor(c), readQuery(c, whatsappListQuery)) }),
  );
  endpoint('GET /whatsapplists_numeros', async (c) =>
    c.json({ data: await whatsappListCounts(c.var.deps.db, await callerFor(c), readQuery(c, whatsappListCountsQuery)) }),
  );
  endpoint('GET /whatsapplists_responsaveis', async (c) =>
    c.json({ data: await whatsappListResponsibles(c.var.deps.db, await callerFor(c)) }),
  );
  endpoint('GET /whatsapplists/:id', async (c) =>
    c.json({ data: await getWhatsappListEntry(c.var.deps.db, await callerFor(c), pathId(c)) }),
  );
  endpoint('POST /whatsapplists_resposta/:id', async (c) => {
    const id = pathId(c);
    const input = await readInput(c, whatsappListAnswerInput);
    return c.json({ data: await answerWhatsappListEntry(c.var.deps.db, await callerFor(c), id, input) }, 201);
  });
  endpoint('POST /whatsapplists_trasform/:id', async (c) => {
    const id = pathId(c);
    const input = await readInput(c, whatsappListTransformInput);
    return c.json({ data: await transformWhatsappListEntry(c.var.deps.db, await callerFor(c), id, input) }, 201);
  });
  endpoint('DELETE /whatsapplists/:id', async (c) => {
    await removeWhatsappListEntry(c.var.deps.db, await callerFor(c), pathId(c));
    return c.body(null, 204);
  });
  return app;
}
