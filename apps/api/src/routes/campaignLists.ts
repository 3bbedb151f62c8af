import { CONTATOS_ROUTES, SEQUENCE_KINDS, type CampaignKind, type EndpointKey } from '@retoma/api-client';
import { agendadoListQuery, contatoListQuery, historicoListQuery } from '@retoma/api-client/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { endpoints } from '../http/endpoints';
import { pathId, readQuery } from '../http/validate';
import { cancelAgendado, getHistorico, listAgendados, listContatos, listHistorico } from '../services/campaignLists';

/**
 * What the engine did for a cart or boleto campaign: its history (one send in full) and its scheduled sends (cancel
 * one); and every kind's contacts. Every list is paginated in SQL.
 */
export function campaignListRoutes() {
  const app = new Hono<AppEnv>();
  const endpoint = endpoints(app);
  for (const kind of SEQUENCE_KINDS) {
    const path = `/campanha_${kind}`;
    const key = (method: string, suffix: string) => `${method} ${path}${suffix}` as EndpointKey;
    endpoint(key('GET', '_historicos'), async (c) =>
      c.json({ data: await listHistorico(c.var.deps.db, c.var.company, kind, readQuery(c, historicoListQuery)) }),
    );
    endpoint(key('GET', '_historicos/:id'), async (c) =>
      c.json({ data: await getHistorico(c.var.deps.db, c.var.company.id, kind, pathId(c)) }),
    );
    endpoint(key('GET', '_rastreio/:id'), async (c) => {
      const campanhaId = pathId(c);
      return c.json({ data: await listAgendados(c.var.deps.db, c.var.company, kind, campanhaId, readQuery(c, agendadoListQuery)) });
    });
    endpoint(key('DELETE', '_rastreio/:id'), async (c) => {
      await cancelAgendado(c.var.deps.db, c.var.company.id, kind, pathId(c));
      return c.body(null, 204);
    });
  }
  for (const kind of Object.keys(CONTATOS_ROUTES) as CampaignKind[]) {
    endpoint(`GET /${CONTATOS_ROUTES[kind]}` as EndpointKey, async (c) =>
      c.json({ data: await listContatos(c.var.deps.db, c.var.company, kind, readQuery(c, contatoListQuery)) }),
    );
  }
  return app;
}
