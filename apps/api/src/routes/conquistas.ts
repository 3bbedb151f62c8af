import { conquistaInput, conquistaListQuery } from '@retoma/api-client/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { endpoints } from '../http/endpoints';
import { conquistaService } from '../services/conquistas';
import { catalogueEndpoints } from './crud';

/** Achievements of the company's members (settings › conquistas). */
export function conquistaRoutes() {
  const app = new Hono<AppEnv>();
  catalogueEndpoints(endpoints(app), '/conquistas', conquistaService, { query: conquistaListQuery, input: conquistaInput });
  return app;
}
