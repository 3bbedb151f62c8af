import { AGENDA_SCOPES, type AgendaScope } from '@retoma/api-client';
import { agendaQuery, registerCallInput, rescheduleInput } from '@retoma/api-client/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { endpoints } from '../http/endpoints';
import { pathId, readInput, readQuery } from '../http/validate';
import { listAgenda, reschedule } from '../services/agenda';
import { getCall, hangUpCall, registerCall } from '../services/tickets/calls';
import { callerFor } from './tickets';

/** The agent's agenda (scheduled returns) and the calls made while attending. */
export function agendaRoutes() {
  const app = new Hono<AppEnv>();
  const endpoint = endpoints(app);

  for (const [scope, route] of Object.entries(AGENDA_SCOPES) as Array<[AgendaScope, (typeof AGENDA_SCOPES)[AgendaScope]]>) {
    endpoint(`GET /${route}`, async (c) => {
      const q = readQuery(c, agendaQuery);
      return c.json({ data: await listAgenda(c.var.deps.db, await callerFor(c), scope, q) });
    });
  }
  endpoint('PUT /agendamentos/:id', async (c) => {
    const id = pathId(c);
    const input = await readInput(c, rescheduleInput);
    return c.json({ data: await reschedule(c.var.deps.db, await callerFor(c), id, input) });
  });

  endpoint('POST /chamadas', async (c) => {
    const input = await readInput(c, registerCallInput);
    return c.json({ data: await registerCall(c.var.deps.db, await callerFor(c), input) }, 201);
  });
  endpoint('GET /chamadas/:identificacao', async (c) =>
    c.json({ data: await getCall(c.var.deps.db, await callerFor(c), c.req.param('identificacao') ?? '') }),
  );
  endpoint('POST /desligarchamada/:identificacao', async (c) =>
    c.json({ data: await hangUpCall(c.var.deps.db, await callerFor(c), c.req.param('identificacao') ?? '') }),
  );

  return app;
}
