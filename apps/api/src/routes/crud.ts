import type { EndpointKey } from '@retoma/api-client';
import type { z } from 'zod';
import type { endpoints } from '../http/endpoints';
import { pathId, readInput, readQuery } from '../http/validate';
import type { CompanyCatalogue } from '../services/catalogue';

/** A path served by the five endpoints of a company catalogue (list, read, create, update, delete). */
export type CataloguePath = {
  [K in EndpointKey]: K extends `POST ${infer P}`
    ? `GET ${P}` | `GET ${P}/:id` | `PUT ${P}/:id` | `DELETE ${P}/:id` extends EndpointKey
      ? P
      : never
    : never;
}[EndpointKey];

/** The list's query and the body of a write; an update may take a body of its own (`update`). */
type CatalogueSchemas<Query, Data, UpdateData> = { query: z.ZodType<Query>; input: z.ZodType<Data> } & ([Data] extends [UpdateData]
  ? { update?: z.ZodType<UpdateData> }
  : { update: z.ZodType<UpdateData> });

/**
 * `GET path`, `GET path/:id`, `POST path`, `PUT path/:id` and `DELETE path/:id` of a catalogue of the company,
 * each under its permission: the list answers `{ data: paginator }`, a record `{ data: record }` (201 when
 * created), a delete 204.
 */
export function catalogueEndpoints<Item, Data, Query, UpdateData = Data>(
  endpoint: ReturnType<typeof endpoints>,
  path: CataloguePath,
  service: CompanyCatalogue<Item, Data, Query, UpdateData>,
  schemas: CatalogueSchemas<Query, Data, UpdateData>,
) {
  const { query, input } = schemas;
  // Without a schema of its own, an update reads the create's body, which the type above allows only when it fits.
  const update = (schemas.update ?? input) as z.ZodType<UpdateData>;
  const key = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', suffix = '') => `${method} ${path}${suffix}` as EndpointKey;

  endpoint(key('GET'), async (c) => c.json({ data: await service.list(c.var.deps.db, c.var.company.id, readQuery(c, query)) }));
  endpoint(key('GET', '/:id'), async (c) => c.json({ data: await service.get(c.var.deps.db, c.var.company.id, pathId(c)) }));
  endpoint(key('POST'), async (c) => {
    const data = await readInput(c, input);
    return c.json({ data: await service.create(c.var.deps.db, c.var.company.id, data) }, 201);
  });
  endpoint(key('PUT', '/:id'), async (c) => {
    const id = pathId(c);
    const data = await readInput(c, update);
    return c.json({ data: await service.update(c.var.deps.db, c.var.company.id, id, data) });
  });
  endpoint(key('DELETE', '/:id'), async (c) => {
    await service.remove(c.var.deps.db, c.var.company.id, pathId(c));
    return c.body(null, 204);
  });
}
