import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { contas, integracoes, platformEvents } from '../db/schema';
import { queueEvent } from '../engine/eventQueue';
import { receiveEvent } from '../engine/intake';
import type { AppEnv } from '../http/context';
import { HttpError, notFound, validationError } from '../http/errors';
import { PLATFORMS } from '../platforms';
import type { MalformedEvent } from '../platforms/types';

const WRONG_TOKEN = 'Token da conta inválido: confira o token cadastrado na conta.';
const NOT_JSON = 'O corpo do evento não é um JSON válido.';
const MALFORMED = 'Evento malformado: confira os campos indicados.';
const PROBLEMS: Record<MalformedEvent['problem'], string> = {
  ausente: 'Campo obrigatório ausente.',
  invalido: 'Valor inválido.',
  versao: 'Versão do webhook não suportada: configure a versão 2.0.0.',
};

/** Events applied at once by one process; more arriving meanwhile wait in the queue (engine/eventQueue.ts). */
const INLINE_SLOTS = 2;

/** Equal secrets, compared in constant time (digests first, so their lengths give nothing away either). */
function sameSecret(given: string | null, expected: string): boolean {
  if (given === null) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * `POST /api/webhooks/{platform}/{webhook_key}`: where a sales platform posts the events of one account (the
 * address the accounts screen shows). No session: the unguessable key names the account and the platform's token
 * proves the sender. Every event that reaches a known account is kept in its event log, refused ones with why.
 */
export function webhookRoutes({ inlineSlots = INLINE_SLOTS } = {}) {
  const app = new Hono<AppEnv>();
  let applying = 0;

  app.post('/:platform/:key', async (c) => {
    const { db } = c.var.deps;
    const adapter = PLATFORMS.get(c.req.param('platform'));
    if (!adapter) throw notFound('Recurso não encontrado.');
    const [conta] = await db
      .select({ id: contas.id, companyId: contas.companyId, token: contas.token })
      .from(contas)
      .innerJoin(integracoes, eq(integracoes.id, contas.integracaoId))
      .where(and(eq(contas.webhookKey, c.req.param('key')), eq(integracoes.slug, adapter.slug)));
    if (!conta) throw notFound('Conta não encontrada.');
    const logFailure = (event: string, error: string, externalId: string | null = null) =>
      db.insert(platformEvents).values({ companyId: conta.companyId, contaId: conta.id, event, outcome: 'failed', error, externalId });

    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      await logFailure('desconhecido', NOT_JSON);
      throw validationError({ body: [NOT_JSON] }, NOT_JSON);
    }
    const parsed = adapter.parse(body);
    if (!sameSecret(adapter.tokenOf(c.req.raw.headers, body), conta.token)) {
      const name = parsed.ok && parsed.event ? parsed.event.name : parsed.name;
      const externalId = parsed.ok && parsed.event ? parsed.event.externalId : parsed.externalId;
      await logFailure(name || 'desconhecido', WRONG_TOKEN, externalId);
      throw new HttpError(401, WRONG_TOKEN);
    }
    if (!parsed.ok) {
      const problem = PROBLEMS[parsed.error.problem];
      await logFailure(parsed.name, `${MALFORMED} ${parsed.error.field}: ${problem}`, parsed.externalId);
      throw validationError({ [parsed.error.field]: [problem] }, MALFORMED);
    }
    if (parsed.event === null) {
      // A kind of event the engine does not act on: kept in the log (once), answered so the platform stops retrying.
      await db
        .insert(platformEvents)
        .values({ companyId: conta.companyId, contaId: conta.id, event: parsed.name, outcome: 'ignored', externalId: parsed.externalId })
        .onConflictDoNothing();
      return c.json({ outcome: 'ignored' });
    }
    // Applied now while a slot is free (the effect is there when the platform gets its answer); in a burst, kept for
    // the engine worker, so the platform never waits for more than one insert.
    if (applying >= inlineSlots) return c.json(await queueEvent(db, conta, parsed.event, body));
    applying += 1;
    try {
      return c.json(await receiveEvent(db, conta, parsed.event));
    } finally {
      applying -= 1;
    }
  });

  return app;
}
