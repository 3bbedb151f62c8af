import { manualTransactionInput } from '@retoma/api-client/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { endpoints } from '../http/endpoints';
import { readInput } from '../http/validate';
import { createManualTransaction } from '../services/transactions';
import { callerFor } from './tickets';

/** The company's transactions: the manual one an approver records (`POST /transacaos`). */
export function transactionRoutes() {
  const app = new Hono<AppEnv>();
  const endpoint = endpoints(app);
  endpoint('POST /transacaos', async (c) => {
    const input = await readInput(c, manualTransactionInput);
    return c.json({ data: await createManualTransaction(c.var.deps.db, await callerFor(c), input) }, 201);
  });
  return app;
}
