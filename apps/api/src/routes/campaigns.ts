import { CAMPANHA_ROUTES, METRICS_KINDS, type CampaignKind, type EndpointKey } from '@retoma/api-client';
import { campanhaCreateInput, campanhaUpdateInput } from '@retoma/api-client/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { endpoints } from '../http/endpoints';
import { pathId, readInput } from '../http/validate';
import { campanhaMetrics } from '../services/campaignLists';
import { createCampanha, getCampanha, removeCampanha, updateCampanha } from '../services/campaigns';
import { whatsappMetrics } from '../services/whatsappCampaign';

/**
 * The five kinds of campaign, each on its own route family (`/campanha_carrinhos/{id}`, ...): read, create, update
 * (name, switch, the kind's settings) and delete; cart, boleto and WhatsApp campaigns also answer their metrics.
 */
export function campaignRoutes() {
  const app = new Hono<AppEnv>();
  const endpoint = endpoints(app);
  for (const kind of Object.keys(CAMPANHA_ROUTES) as CampaignKind[]) {
    const path = `/${CAMPANHA_ROUTES[kind]}`;
    const key = (method: string, suffix = '') => `${method} ${path}${suffix}` as EndpointKey;
    const update = campanhaUpdateInput(kind);
    endpoint(key('GET', '/:id'), async (c) => c.json({ data: await getCampanha(c.var.deps.db, c.var.company.id, kind, pathId(c)) }));
    endpoint(key('POST'), async (c) => {
      const input = await readInput(c, campanhaCreateInput);
      return c.json({ data: await createCampanha(c.var.deps.db, c.var.company.id, kind, input) }, 201);
    });
    endpoint(key('PUT', '/:id'), async (c) => {
      const id = pathId(c);
      const input = await readInput(c, update);
      return c.json({ data: await updateCampanha(c.var.deps.db, c.var.company.id, kind, id, input) });
    });
    endpoint(key('DELETE', '/:id'), async (c) => {
      await removeCampanha(c.var.deps.db, c.var.company.id, kind, pathId(c));
      return c.body(null, 204);
    });
    if ((METRICS_KINDS as readonly string[]).includes(kind)) {
      endpoint(key('GET', '/:id/metrics'), async (c) => {
        const campanha = await getCampanha(c.var.deps.db, c.var.company.id, kind, pathId(c));
        const metrics = kind === 'whatsapp' ? whatsappMetrics : campanhaMetrics;
        return c.json({ data: await metrics(c.var.deps.db, c.var.company.id, campanha.id) });
      });
    }
  }
  return app;
}
