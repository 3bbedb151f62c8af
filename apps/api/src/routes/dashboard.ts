import { dashboardPeriodQuery, myTicketActivitiesQuery, myTicketsQuery } from '@retoma/api-client/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { endpoints } from '../http/endpoints';
import { readQuery } from '../http/validate';
import { dailyComparison, myTicketActivities, myTickets, overdueReturns } from '../services/dashboard';
import { callerFor } from './tickets';

/** The dashboard's figures (`GET dashboard/{route}`): the caller's own, in this company. */
export function dashboardRoutes() {
  const app = new Hono<AppEnv>();
  const endpoint = endpoints(app);

  endpoint('GET /dashboard/meus_tickets', async (c) => {
    const q = readQuery(c, myTicketsQuery);
    return c.json({ data: await myTickets(c.var.deps.db, await callerFor(c), q) });
  });
  endpoint('GET /dashboard/meus_tickets_atividades', async (c) => {
    const q = readQuery(c, myTicketActivitiesQuery);
    return c.json({ data: await myTicketActivities(c.var.deps.db, await callerFor(c), q) });
  });
  endpoint('GET /dashboard/tickets_atrasados', async (c) => c.json({ data: await overdueReturns(c.var.deps.db, await callerFor(c)) }));
  for (const figure of ['atendimentos', 'inseridos'] as const) {
    endpoint(`GET /dashboard/${figure}`, async (c) => {
      const q = readQuery(c, dashboardPeriodQuery);
      return c.json({ data: await dailyComparison(c.var.deps.db, await callerFor(c), figure, q) });
    });
  }

  return app;
}
