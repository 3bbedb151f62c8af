import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { comissoes, preComissaoTransacoes, preComissoes } from '../../db/schema';
import { recordChange } from '../audit';

/**
 * A refund or chargeback of a sale takes its commissions back, in the engine's transaction: one not yet in an
 * order is cancelled (it will never be paid); one already ordered or paid gets a negative adjustment of the same
 * amount, which the person's next order carries. The sale is the pre-commission's credited transaction or one of
 * the transactions chosen to prove it. Each commission is clawed back once, and the audit trail says so (by the
 * system: no person decided it). Answers how many were.
 */
export async function clawBackCommissions(db: Database, transacaoId: number, eventName: string, at: Date): Promise<number> {
  const claims = db
    .select({ id: preComissoes.id })
    .from(preComissoes)
    .where(
      or(
        eq(preComissoes.transacaoId, transacaoId),
        inArray(
          preComissoes.id,
          db
            .select({ id: preComissaoTransacoes.preComissaoId })
            .from(preComissaoTransacoes)
            .where(eq(preComissaoTransacoes.transacaoId, transacaoId)),
        ),
      ),
    );
  const taken = await db
    .update(comissoes)
    .set({ estornadaEm: at, motivoEstorno: eventName, updatedAt: at })
    .where(and(inArray(comissoes.preComissaoId, claims), ne(comissoes.natureza, 'estorno'), isNull(comissoes.estornadaEm)))
    .returning();
  const ordered = taken.filter((row) => row.ordemId !== null);
  const adjustments =
    ordered.length === 0
      ? []
      : await db
          .insert(comissoes)
          .values(
            ordered.map((row) => ({
              companyId: row.companyId,
              userId: row.userId,
              preComissaoId: row.preComissaoId,
              leadId: row.leadId,
              produtoId: row.produtoId,
              natureza: 'estorno' as const,
              valor: -row.valor,
              bonus: -row.bonus,
              estornoDeId: row.id,
              motivoEstorno: eventName,
              createdAt: at,
              updatedAt: at,
            })),
          )
          .returning({ id: comissoes.id, estornoDeId: comissoes.estornoDeId });
  for (const row of taken)
    await recordChange(db, {
      companyId: row.companyId,
      actorId: null,
      area: 'commissions',
      action: 'clawback',
      entityId: row.id,
      label: `Comissão #${row.id}`,
      before: { estornada_em: null },
      after: {
        estornada_em: at.toISOString(),
        motivo_estorno: eventName,
        user_id: row.userId,
        valor: row.valor,
        bonus: row.bonus,
        ordem_id: row.ordemId,
        ajuste_id: adjustments.find((adjustment) => adjustment.estornoDeId === row.id)?.id ?? null,
      },
    });
  return taken.length;
}
