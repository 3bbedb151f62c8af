import { leadExportQuery, leadListQuery, leadTabQuery, leadTimelineQuery, leadUpdateInput } from '@retoma/api-client/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { endpoints } from '../http/endpoints';
import { pathId, readInput, readQuery } from '../http/validate';
import { getLead, listLeads, updateLead } from '../services/leads';
import { exportLead, eraseLead } from '../services/leadsPrivacy';
import { deleteLead, leadRemoval, leadTicketsPage, leadTransactionsPage } from '../services/leadsRemoval';
import { leadTimeline } from '../services/leadsTimeline';

/**
 * The company's leads: `GET /leads` (searched, filtered, paginated), one lead with its timeline and tabs, its name
 * and phone corrected, its deletion (what goes with it said first by `/exclusao`; refused when it has sales or
 * tickets), and the LGPD rights: `/exportacao` (everything held about the person) and `/anonimizar` (erasure).
 */
export function leadRoutes() {
  const app = new Hono<AppEnv>();
  const endpoint = endpoints(app);
  const db = (c: { var: AppEnv['Variables'] }) => c.var.deps.db;
  endpoint('GET /leads', async (c) => c.json({ data: await listLeads(db(c), c.var.company, readQuery(c, leadListQuery)) }));
  endpoint('GET /leads/:id', async (c) => c.json({ data: await getLead(db(c), c.var.company.id, pathId(c)) }));
  endpoint('PUT /leads/:id', async (c) => {
    const id = pathId(c);
    const input = await readInput(c, leadUpdateInput);
    return c.json({ data: await updateLead(db(c), c.var.company.id, id, input) });
  });
  endpoint('GET /leads/:id/exclusao', async (c) => c.json({ data: await leadRemoval(db(c), c.var.company.id, pathId(c)) }));
  endpoint('DELETE /leads/:id', async (c) => {
    await deleteLead(db(c), c.var.company.id, c.var.userId, pathId(c));
    return c.body(null, 204);
  });
  endpoint('GET /leads/:id/linha-do-tempo', async (c) => {
    const id = pathId(c);
    return c.json({ data: await leadTimeline(db(c), c.var.company.id, id, readQuery(c, leadTimelineQuery)) });
  });
  endpoint('GET /leads/:id/transacoes', async (c) => {
    const id = pathId(c);
    return c.json({ data: await leadTransactionsPage(db(c), c.var.company.id, id, readQuery(c, leadTabQuery)) });
  });
  endpoint('GET /leads/:id/tickets', async (c) => {
    const id = pathId(c);
    return c.json({ data: await leadTicketsPage(db(c), c.var.company.id, id, readQuery(c, leadTabQuery)) });
  });
  endpoint('GET /leads/:id/exportacao', async (c) => {
    const id = pathId(c);
    const { formato } = readQuery(c, leadExportQuery);
    return c.json({ data: await exportLead(db(c), c.var.company.id, c.var.userId, id, formato) });
  });
  endpoint('POST /leads/:id/anonimizar', async (c) => c.json({ data: await eraseLead(db(c), c.var.company.id, c.var.userId, pathId(c)) }));
  return app;
}
