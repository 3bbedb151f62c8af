import type { AuditAction, AuditArea, EndpointKey } from '@retoma/api-client';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/context';
import type { endpoints } from '../http/endpoints';
import { pathId, readInput, readQuery } from '../http/validate';
import { recordChange } from '../services/audit';
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

/** A catalogue whose writes the audit trail records: its area, and the name a record is known by. */
export interface AuditedAs<Item> {
  area: AuditArea;
  label: (item: Item) => string;
}

/**
 * `GET path`, `GET path/:id`, `POST path`, `PUT path/:id` and `DELETE path/:id` of a catalogue of the company,
 * each under its permission: the list answers `{ data: paginator }`, a record `{ data: record }` (201 when
 * created), a delete 204. With `audit`, each write and its audit entry are one transaction.
 */
export function catalogueEndpoints<Item extends { id: number }, Data, Query, UpdateData = Data>(
  endpoint: ReturnType<typeof endpoints>,
  path: CataloguePath,
  service: CompanyCatalogue<Item, Data, Query, UpdateData>,
  schemas: CatalogueSchemas<Query, Data, UpdateData>,
  options: { audit?: AuditedAs<Item> } = {},
) {
  const { query, input } = schemas;
  const { audit } = options;
  // Without a schema of its own, an update reads the create's body, which the type above allows only when it fits.
  const update = (schemas.update ?? input) as z.ZodType<UpdateData>;
  const key = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', suffix = '') => `${method} ${path}${suffix}` as EndpointKey;

  endpoint(key('GET'), async (c) => c.json({ data: await service.list(c.var.deps.db, c.var.company.id, readQuery(c, query)) }));
  endpoint(key('GET', '/:id'), async (c) => c.json({ data: await service.get(c.var.deps.db, c.var.company.id, pathId(c)) }));
  endpoint(key('POST'), async (c) => {
    const data = await readInput(c, input);
    const created = await write(
      c,
      (db) => service.create(db, c.var.company.id, data),
      (item) => ['create', null, item],
    );
    return c.json({ data: created }, 201);
  });
  endpoint(key('PUT', '/:id'), async (c) => {
    const id = pathId(c);
    const data = await readInput(c, update);
    const before = audit ? await service.get(c.var.deps.db, c.var.company.id, id) : null;
    return c.json({
      data: await write(
        c,
        (db) => service.update(db, c.var.company.id, id, data),
        (item) => ['update', before, item],
      ),
    });
  });
  endpoint(key('DELETE', '/:id'), async (c) => {
    const id = pathId(c);
    const before = audit ? await service.get(c.var.deps.db, c.var.company.id, id) : null;
    await write(
      c,
      (db) => service.remove(db, c.var.company.id, id),
      () => ['delete', before, null],
    );
    return c.body(null, 204);
  });

  /** Runs a write; when audited, records it in the same transaction (no change without its entry, nor the reverse). */
  async function write<R>(
    c: Context<AppEnv>,
    run: (db: Database) => Promise<R>,
    entry: (result: R) => [AuditAction, Item | null, Item | null],
  ) {
    if (!audit) return run(c.var.deps.db);
    return c.var.deps.db.transaction(async (tx) => {
      const result = await run(tx);
      const [action, before, after] = entry(result);
      const record = (after ?? before)!;
      await recordChange(tx, {
        companyId: c.var.company.id,
        actorId: c.var.userId,
        area: audit.area,
        action,
        entityId: record.id,
        label: audit.label(record),
        before,
        after,
      });
      return result;
    });
  }
}
