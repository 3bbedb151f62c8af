import { smsUsageQuery, zenviaInput, zenviaTestInput } from '@retoma/api-client/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { endpoints } from '../http/endpoints';
import { HttpError } from '../http/errors';
import { RATE_LIMITED_MESSAGE } from '../http/rateLimit';
import { readInput, readQuery } from '../http/validate';
import { getZenvia, listExtensoes, removeZenvia, saveZenvia, smsUsage, testZenvia } from '../services/extensions';

/** Test SMS a company may send per window. */
const TESTS_PER_WINDOW = 10;
const TEST_WINDOW_MS = 60_000;

/**
 * The company's extensions: the catalogue, and its own Zenvia SMS account (token write-only: no answer carries
 * it, and it is never logged). The test SMS goes to the provider at the server's configured address.
 */
export function extensionRoutes() {
  const app = new Hono<AppEnv>();
  const endpoint = endpoints(app);

  endpoint('GET /extensoes', async (c) => c.json({ data: await listExtensoes(c.var.deps.db, c.var.company.id) }));
  endpoint('GET /extensoes/relatorio', async (c) =>
    c.json({ data: await smsUsage(c.var.deps.db, c.var.company, readQuery(c, smsUsageQuery)) }),
  );
  endpoint('GET /extensoes/zenvia', async (c) => c.json({ data: await getZenvia(c.var.deps.db, c.var.company.id) }));
  endpoint('PUT /extensoes/zenvia', async (c) => {
    const input = await readInput(c, zenviaInput);
    return c.json({ data: await saveZenvia(c.var.deps.db, c.var.company.id, c.var.userId, input) });
  });
  // Answers the account's state afterwards (none), as a save does.
  endpoint('DELETE /extensoes/zenvia', async (c) => {
    await removeZenvia(c.var.deps.db, c.var.company.id);
    return c.json({ data: await getZenvia(c.var.deps.db, c.var.company.id) });
  });
  endpoint('POST /extensoes/zenvia/teste', async (c) => {
    const input = await readInput(c, zenviaTestInput);
    // Each test is a real SMS the company pays for: a few a minute per company, whoever asks.
    const { hits, resetAt } = await c.var.limits.hit(`zenvia-test company ${c.var.company.id}`, TEST_WINDOW_MS);
    if (hits > TESTS_PER_WINDOW) {
      const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
      throw new HttpError(
        429,
        RATE_LIMITED_MESSAGE.replace('{seconds}', String(seconds)),
        { error: 'rate_limited' },
        { 'Retry-After': String(seconds) },
      );
    }
    return c.json({ data: await testZenvia(c.var.deps.db, c.var.company.id, c.var.deps.config.zenviaUrl, input) });
  });

  return app;
}
