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
import { pathId, readInput, readQuery } from '../http/validate';
import { catalogueService } from '../services/catalogues';
import { createMensagem, deleteMensagem, getMensagem, listMensagens, updateMensagem } from '../services/mensagens';
import { createStatus, deleteStatus, getStatus, listStatus, updateStatus } from '../services/statusFinalizacao';

/** The wire names of the three simple catalogues, and the kind each one stores. */
const CATALOGUES = [
  { route: 'origems', kind: 'origem' },
  { route: 'tipo_de_duvidas', kind: 'tipo_duvida' },
  { route: 'tipo_de_perdas', kind: 'motivo_perda' },
] as const;

/** Ticket options: origins, doubt types, loss reasons, finalisation statuses and default messages. */
export function ticketOptionRoutes() {
  const app = new Hono<AppEnv>();
  const endpoint = endpoints(app);

  for (const { route, kind } of CATALOGUES) {
    const service = catalogueService(kind);
    endpoint(`GET /${route}`, async (c) =>
      c.json({ data: await service.list(c.var.deps.db, c.var.company.id, readQuery(c, catalogueListQuery)) }),
    );
    endpoint(`GET /${route}/:id`, async (c) => c.json({ data: await service.get(c.var.deps.db, c.var.company.id, pathId(c)) }));
    endpoint(`POST /${route}`, async (c) => {
      const input = await readInput(c, catalogueInput);
      return c.json({ data: await service.create(c.var.deps.db, c.var.company.id, input) }, 201);
    });
    endpoint(`PUT /${route}/:id`, async (c) => {
      const id = pathId(c);
      const input = await readInput(c, catalogueInput);
      return c.json({ data: await service.update(c.var.deps.db, c.var.company.id, id, input) });
    });
    endpoint(`DELETE /${route}/:id`, async (c) => {
      await service.remove(c.var.deps.db, c.var.company.id, pathId(c));
      return c.body(null, 204);
    });
  }

  endpoint('GET /status_de_finalizacaos', async (c) =>
    c.json({ data: await listStatus(c.var.deps.db, c.var.company.id, readQuery(c, statusFinalizacaoListQuery)) }),
  );
  endpoint('GET /status_de_finalizacaos/:id', async (c) => c.json({ data: await getStatus(c.var.deps.db, c.var.company.id, pathId(c)) }));
  endpoint('POST /status_de_finalizacaos', async (c) => {
    const input = await readInput(c, statusFinalizacaoInput);
    return c.json({ data: await createStatus(c.var.deps.db, c.var.company.id, input) }, 201);
  });
  endpoint('PUT /status_de_finalizacaos/:id', async (c) => {
    const id = pathId(c);
    const input = await readInput(c, statusFinalizacaoInput);
    return c.json({ data: await updateStatus(c.var.deps.db, c.var.company.id, id, input) });
  });
  endpoint('DELETE /status_de_finalizacaos/:id', async (c) => {
    await deleteStatus(c.var.deps.db, c.var.company.id, pathId(c));
    return c.body(null, 204);
  });

  endpoint('GET /mensagem_padraos', async (c) =>
    c.json({ data: await listMensagens(c.var.deps.db, c.var.company.id, readQuery(c, mensagemListQuery)) }),
  );
  endpoint('GET /mensagem_padraos/:id', async (c) => c.json({ data: await getMensagem(c.var.deps.db, c.var.company.id, pathId(c)) }));
  endpoint('POST /mensagem_padraos', async (c) => {
    const input = await readInput(c, mensagemPadraoInput);
    return c.json({ data: await createMensagem(c.var.deps.db, c.var.company.id, input) }, 201);
  });
  endpoint('PUT /mensagem_padraos/:id', async (c) => {
    const id = pathId(c);
    const input = await readInput(c, mensagemPadraoInput);
    return c.json({ data: await updateMensagem(c.var.deps.db, c.var.company.id, id, input) });
  });
  endpoint('DELETE /mensagem_padraos/:id', async (c) => {
    await deleteMensagem(c.var.deps.db, c.var.company.id, pathId(c));
    return c.body(null, 204);
  });

  return app;
}
