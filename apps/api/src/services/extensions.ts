import type { Extensao, SmsUsageMonth, ZenviaConfig, ZenviaTestResult } from '@retoma/api-client';
import type { smsUsageQuery, zenviaInput, zenviaTestInput } from '@retoma/api-client/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { envioEventos, envios, extensaoZenvia } from '../db/schema';
import { zenviaSms, type SmsSender } from '../engine/channels/sms';
import { conflict, HttpError, validationError } from '../http/errors';

/**
 * The last four characters of the token, cut in SQL (the token never reaches the response path), and only of a
 * token of 12 characters or more: of a short one, four characters would give away too much (as `contas` does).
 */
const tokenFinal = sql<string | null>`case when length(${extensaoZenvia.token}) >= 12 then right(${extensaoZenvia.token}, 4) end`;

/** The columns a response may carry: never the token. */
const zenviaColumns = {
  tokenFinal,
  remetente: extensaoZenvia.remetente,
  ativa: extensaoZenvia.ativa,
  updatedAt: extensaoZenvia.updatedAt,
};

const NOT_CONFIGURED: ZenviaConfig = { configurada: false, token_final: null, remetente: null, ativa: false, atualizado_em: null };

export async function getZenvia(db: Database, companyId: number): Promise<ZenviaConfig> {
  const [row] = await db.select(zenviaColumns).from(extensaoZenvia).where(eq(extensaoZenvia.companyId, companyId));
  if (!row) return NOT_CONFIGURED;
  return {
    configurada: true,
    token_final: row.tokenFinal,
    remetente: row.remetente,
    ativa: row.ativa,
    atualizado_em: row.updatedAt.toISOString(),
  };
}

/** Saves the account; a token left out keeps the stored one, and is required while none is stored. */
export async function saveZenvia(
  db: Database,
  companyId: number,
  userId: number,
  input: z.output<typeof zenviaInput>,
): Promise<ZenviaConfig> {
  const now = new Date();
  const values = { remetente: input.remetente, ativa: input.ativa, updatedAt: now, updatedBy: userId };
  if (input.token) {
    await db
      .insert(extensaoZenvia)
      .values({ companyId, token: input.token, ...values })
      .onConflictDoUpdate({ target: extensaoZenvia.companyId, set: { token: input.token, ...values } });
  } else {
    const kept = await db
      .update(extensaoZenvia)
      .set(values)
      .where(eq(extensaoZenvia.companyId, companyId))
      .returning({ companyId: extensaoZenvia.companyId });
    if (kept.length === 0) throw validationError({ token: ['Informe o token da Zenvia.'] });
  }
  return getZenvia(db, companyId);
}

/** Forgets the account (nothing to forget is no error: the end state is the same). */
export async function removeZenvia(db: Database, companyId: number): Promise<void> {
  await db.delete(extensaoZenvia).where(eq(extensaoZenvia.companyId, companyId));
}

/**
 * The company's own Zenvia sender when its account is saved and switched on, else null (the engine then uses the
 * server's account, or the outbox). Read inside the send's transaction, hence the reader.
 */
export async function companySmsSender(reader: Database, companyId: number, baseUrl: string): Promise<SmsSender | null> {
  const [row] = await reader
    .select({ token: extensaoZenvia.token, remetente: extensaoZenvia.remetente })
    .from(extensaoZenvia)
    .where(and(eq(extensaoZenvia.companyId, companyId), eq(extensaoZenvia.ativa, true)));
  return row ? zenviaSms({ baseUrl, token: row.token, from: row.remetente }) : null;
}

/** No answer at all: the network failed (fetch's TypeError) or the provider took longer than the adapter waits. */
const unreachable = (error: unknown) =>
  error instanceof TypeError || (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'));

const TEST_TEXT = 'Retoma: SMS de teste da extensão Zenvia. Se chegou, os SMS das campanhas sairão por esta conta.';

/** One SMS through the saved account (on or off: it is tested before being switched on); a refusal is a 422 with the reason. */
export async function testZenvia(
  db: Database,
  companyId: number,
  baseUrl: string,
  input: z.output<typeof zenviaTestInput>,
): Promise<ZenviaTestResult> {
  const [row] = await db
    .select({ token: extensaoZenvia.token, remetente: extensaoZenvia.remetente })
    .from(extensaoZenvia)
    .where(eq(extensaoZenvia.companyId, companyId));
  if (!row) throw conflict('Salve o token da Zenvia antes de enviar um teste.');
  const sender = zenviaSms({ baseUrl, token: row.token, from: row.remetente });
  try {
    const id = await sender.send({ to: input.telefone, text: TEST_TEXT, externalId: `teste-${companyId}-${Date.now()}` });
    return { mensagem_id: id, telefone: input.telefone };
  } catch (error) {
    // The provider's refusal (or its silence) is about the account or the number, not a server fault: a 422 in words.
    if (unreachable(error)) throw new HttpError(422, 'O SMS de teste não foi enviado: a Zenvia não respondeu. Tente de novo em instantes.');
    const motivo = (error instanceof Error ? error.message : String(error)).replace(/[.\s]+$/, '');
    throw new HttpError(422, `O SMS de teste não foi enviado. ${motivo}.`);
  }
}

/** The catalogue: the SMS provider works; the chat tool, the freight marketplace and the postal service are not offered yet. */
export async function listExtensoes(db: Database, companyId: number): Promise<Extensao[]> {
  const zenvia = await getZenvia(db, companyId);
  const unavailable = (tipo: Extensao['tipo']): Extensao => ({ tipo, disponivel: false, configurada: false, ativa: false });
  return [
    { tipo: 'zenvia', disponivel: true, configurada: zenvia.configurada, ativa: zenvia.ativa },
    unavailable('slack'),
    unavailable('melhor_envio'),
    unavailable('correios'),
  ];
}

/**
 * The company's campaign SMS per month, in its time zone, over the last `meses` months (this one included), oldest
 * first and every month listed: those sent (counted at their send), those the provider reported delivered, and those
 * given up (counted when they failed). One query, on the company's sends of channel SMS that ended.
 */
export async function smsUsage(
  db: Database,
  company: { id: number; timeZone: string },
  q: z.output<typeof smsUsageQuery>,
): Promise<SmsUsageMonth[]> {
  const zone = company.timeZone;
  const thisMonth = sql`date_trunc('month', now() at time zone ${zone})`;
  const firstMonth = sql`(${thisMonth} - make_interval(months => ${q.meses - 1}))`;
  const endedAt = sql`coalesce(${envios.enviadoEm}, ${envios.updatedAt})`;
  const result = await db.execute(sql`
    with meses as (
      select generate_series(${firstMonth}, ${thisMonth}, interval '1 month') as mes
    ), sms as (
      select date_trunc('month', ${endedAt} at time zone ${zone}) as mes, ${envios.situacao} as situacao,
        exists (
          select 1 from ${envioEventos}
          where ${envioEventos.envioId} = ${envios.id} and ${envioEventos.evento} = 'entregue'
        ) as entregue
      from ${envios}
      where ${envios.companyId} = ${company.id} and ${envios.canal} = 'sms' and ${envios.situacao} in ('enviado', 'falhou')
        and ${endedAt} >= (${firstMonth} at time zone ${zone})
    )
    select to_char(meses.mes, 'YYYY-MM') as mes,
      (count(*) filter (where sms.situacao = 'enviado'))::int as enviados,
      (count(*) filter (where sms.situacao = 'enviado' and sms.entregue))::int as entregues,
      (count(*) filter (where sms.situacao = 'falhou'))::int as falhas
    from meses left join sms on sms.mes = meses.mes
    group by meses.mes
    order by meses.mes`);
  // PGlite and node-postgres both answer `{ rows }`; drizzle types the two drivers' results apart.
  const { rows } = result as unknown as { rows: Array<{ mes: string; enviados: number; entregues: number; falhas: number }> };
  return rows.map((row) => ({
    mes: row.mes,
    total: Number(row.enviados) + Number(row.falhas),
    enviados: Number(row.enviados),
    entregues: Number(row.entregues),
    falhas: Number(row.falhas),
  }));
}
