import type { AuditAction, Conta } from '@retoma/api-client';
import { contaInput, contaListQuery, contaUpdateInput } from '@retoma/api-client/schemas';
import { Hono, type Context } from 'hono';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/context';
import { endpoints } from '../http/endpoints';
import { pathId, readInput, readQuery } from '../http/validate';
import { recordChange } from '../services/audit';
import { contaService, listIntegracoes } from '../services/contas';

/** An account as the audit trail compares it: its settings, not what happens to it (events, products). */
const settingsOf = ({ last_event: _event, produtos_count: _count, ...conta }: Conta) => conta;

/**
 * The sales platforms and the company's accounts on them. Written out rather than through `catalogueEndpoints`:
 * an account's webhook address starts with the server's public address, which the service takes from the request.
 * Each write and its audit entry are one transaction, as the catalogues' are.
 */
export function contaRoutes() {
  const app = new Hono<AppEnv>();
  const endpoint = endpoints(app);
  const service = (c: Context<AppEnv>) => contaService(c.var.deps.config.publicUrl);

  /** Runs a write and records it: `before` and `after` as the service answers them (null when absent). */
  function audited<R>(
    c: Context<AppEnv>,
    run: (db: Database) => Promise<R>,
    entry: (result: R) => [AuditAction, Conta | null, Conta | null],
  ) {
    return c.var.deps.db.transaction(async (tx) => {
      const result = await run(tx);
      const [action, before, after] = entry(result);
      const record = (after ?? before)!;
      await recordChange(tx, {
        companyId: c.var.company.id,
        actorId: c.var.userId,
        area: 'accounts',
        action,
        entityId: record.id,
        label: record.nome,
        before: before && settingsOf(before),
        after: after && settingsOf(after),
      });
      return result;
    });
  }

  endpoint('GET /integracoes', async (c) => c.json({ data: await listIntegracoes(c.var.deps.db) }));
  endpoint('GET /contas', async (c) =>
    c.json({ data: await service(c).list(c.var.deps.db, c.var.company.id, readQuery(c, contaListQuery)) }),
  );
  endpoint('GET /contas/:id', async (c) => c.json({ data: await service(c).get(c.var.deps.db, c.var.company.id, pathId(c)) }));
  endpoint('POST /contas', async (c) => {
    const input = await readInput(c, contaInput);
    const created = await audited(
      c,
      (db) => service(c).create(db, c.var.company.id, input),
      (conta) => ['create', null, conta],
    );
    return c.json({ data: created }, 201);
  });
  endpoint('PUT /contas/:id', async (c) => {
    const id = pathId(c);
    const input = await readInput(c, contaUpdateInput);
    const before = await service(c).get(c.var.deps.db, c.var.company.id, id);
    const updated = await audited(
      c,
      (db) => service(c).update(db, c.var.company.id, id, input),
      (conta) => ['update', before, conta],
    );
    return c.json({ data: updated });
  });
  endpoint('DELETE /contas/:id', async (c) => {
    const id = pathId(c);
    const before = await service(c).get(c.var.deps.db, c.var.company.id, id);
    await audited(
      c,
      (db) => service(c).remove(db, c.var.company.id, id),
      () => ['delete', before, null],
    );
    return c.body(null, 204);
  });

  return app;
}
