import {
  catalogueInput,
  catalogueListQuery,
  mensagemListQuery,
  mensagemPadraoInput,
  statusFinalizacaoInput,
  statusFinalizacaoListQuery,
} from '@retoma/api-client/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { endpoints } from '../http/endpoints';
import { catalogueService } from '../services/catalogues';
import { mensagens } from '../services/mensagens';
import { statusFinalizacao } from '../services/statusFinalizacao';
import { catalogueEndpoints } from './crud';

/** The wire names of the three simple catalogues, and the kind each one stores. */
const CATALOGUES = [
  { route: '/origems', kind: 'origem' },
  { route: '/tipo_de_duvidas', kind: 'tipo_duvida' },
  { route: '/tipo_de_perdas', kind: 'motivo_perda' },
] as const;

/** Ticket options: origins, doubt types, loss reasons, finalisation statuses and default messages. */
export function ticketOptionRoutes() {
  const app = new Hono<AppEnv>();
  const endpoint = endpoints(app);

  for (const { route, kind } of CATALOGUES) {
    catalogueEndpoints(endpoint, route, catalogueService(kind), { query: catalogueListQuery, input: catalogueInput });
  }
  catalogueEndpoints(endpoint, '/status_de_finalizacaos', statusFinalizacao, {
    query: statusFinalizacaoListQuery,
    input: statusFinalizacaoInput,
  });
  catalogueEndpoints(endpoint, '/mensagem_padraos', mensagens, { query: mensagemListQuery, input: mensagemPadraoInput });

  return app;
}
