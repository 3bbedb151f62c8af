import { linkInput, linkListQuery, produtoInput, produtoListQuery } from '@retoma/api-client/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { endpoints } from '../http/endpoints';
import { linkService } from '../services/links';
import { produtoService } from '../services/produtos';
import { catalogueEndpoints } from './crud';

/** Products (with their commission settings) and their sales links. */
export function productRoutes() {
  const app = new Hono<AppEnv>();
  const endpoint = endpoints(app);

  catalogueEndpoints(
    endpoint,
    '/produtos',
    produtoService,
    { query: produtoListQuery, input: produtoInput },
    { audit: { area: 'products', label: (produto) => produto.nome } },
  );
  catalogueEndpoints(
    endpoint,
    '/links',
    linkService,
    { query: linkListQuery, input: linkInput },
    { audit: { area: 'links', label: (link) => link.descricao } },
  );

  return app;
}
