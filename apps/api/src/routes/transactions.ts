import { manualTransactionInput, transactionListQuery } from '@retoma/api-client/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { endpoints } from '../http/endpoints';
import { pathId, readInput, readQuery } from '../http/validate';
import { getTransactionDetail, listTransactions } from '../services/transactionList';
import { createManualTransaction } from '../services/transactions';
import { callerFor } from './tickets';

/**
 * The company's transactions (`leads/transacoes`): the period's list, one whole, and the manual one an approver
 * records (`POST /transacaos`). A role limited to some products sees only theirs.
 */
export function transactionRoutes() {
  const app = new Hono<AppEnv>();
  const endpoint = endpoints(app);
  endpoint('GET /transacaos', async (c) =>
    c.json({ data: await listTransactions(c.var.deps.db, await callerFor(c), readQuery(c, transactionListQuery)) }),
  );
  endpoint('GET /transacaos/:id', async (c) => c.json({ data: await getTransactionDetail(c.var.deps.db, await callerFor(c), pathId(c)) }));
  endpoint('POST /transacaos', async (c) => {
    const input = await readInput(c, manualTransactionInput);
    return c.json({ data: await createManualTransaction(c.var.deps.db, await callerFor(c), input) }, 201);
  });
  return app;
}
