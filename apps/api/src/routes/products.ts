import { linkInput, linkListQuery, produtoInput, produtoListQuery } from '@retoma/api-client/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { endpoints } from '../http/endpoints';
import { pathId, readInput, readQuery } from '../http/validate';
import { createLink, deleteLink, getLink, listLinks, updateLink } from '../services/links';
import { createProduto, deleteProduto, getProduto, listProdutos, updateProduto } from '../services/produtos';

/** Products (with their commission settings) and their sales links. */
export function productRoutes() {
  const app = new Hono<AppEnv>();
  const endpoint = endpoints(app);

  endpoint('GET /produtos', async (c) =>
    c.json({ data: await listProdutos(c.var.deps.db, c.var.company.id, readQuery(c, produtoListQuery)) }),
  );
  endpoint('GET /produtos/:id', async (c) => c.json({ data: await getProduto(c.var.deps.db, c.var.company.id, pathId(c)) }));
  endpoint('POST /produtos', async (c) => {
    const input = await readInput(c, produtoInput);
    return c.json({ data: await createProduto(c.var.deps.db, c.var.company.id, input) }, 201);
  });
  endpoint('PUT /produtos/:id', async (c) => {
    const id = pathId(c);
    const input = await readInput(c, produtoInput);
    return c.json({ data: await updateProduto(c.var.deps.db, c.var.company.id, id, input) });
  });
  endpoint('DELETE /produtos/:id', async (c) => {
    await deleteProduto(c.var.deps.db, c.var.company.id, pathId(c));
    return c.body(null, 204);
  });

  endpoint('GET /links', async (c) => c.json({ data: await listLinks(c.var.deps.db, c.var.company.id, readQuery(c, linkListQuery)) }));
  endpoint('GET /links/:id', async (c) => c.json({ data: await getLink(c.var.deps.db, c.var.company.id, pathId(c)) }));
  endpoint('POST /links', async (c) => {
    const input = await readInput(c, linkInput);
    return c.json({ data: await createLink(c.var.deps.db, c.var.company.id, input) }, 201);
  });
  endpoint('PUT /links/:id', async (c) => {
    const id = pathId(c);
    const input = await readInput(c, linkInput);
    return c.json({ data: await updateLink(c.var.deps.db, c.var.company.id, id, input) });
  });
  endpoint('DELETE /links/:id', async (c) => {
    await deleteLink(c.var.deps.db, c.var.company.id, pathId(c));
    return c.body(null, 204);
  });

  return app;
}
