import type { Diagnostico, DiagnosticoCodigo, DiagnosticoVeredito, TransactionStatus } from '@retoma/api-client';
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preComissoes, recuperacaoConfig, transacoes } from '../../db/schema';
import type { DiagnosticoMotivoRow } from '../../db/schema/commissions';
import { toDiagnostico } from './diagnosisShape';

const DAY = 86_400_000;
/** The engine's attribution window when the company never changed it (recuperacao_config's default). */
const DEFAULT_WINDOW_DAYS = 5;

/**
 * A sale the buyer took back (reject), or contests (wait: the platform has not decided), dated when the transaction
 * moved there. A claim on a sale in dispute is not approved meanwhile: a disputed transaction is no candidate, and
 * `approve` (methods.ts) refuses the claim whose credited sale is in dispute, whatever would prove it (422 on
 * `transacoes` naming the dispute, never a 5xx). That is the least surprising rule for a manager: a commission
 * approved now would be clawed back if the chargeback comes, and the approval that ends the dispute in the seller's
 * favour makes the claim approvable again, with nothing to undo.
 */
const AGAINST: Partial<Record<TransactionStatus, { veredito: DiagnosticoVeredito; codigo: DiagnosticoCodigo }>> = {
  refunded: { veredito: 'ruim', codigo: 'reembolso' },
  chargeback: { veredito: 'ruim', codigo: 'chargeback' },
  dispute: { veredito: 'aguardar', codigo: 'disputa' },
};

const whenOf = (row: { confirmationPurchaseDate: Date | null; purchaseDate: Date | null; createdAt: Date }) =>
  row.confirmationPurchaseDate ?? row.purchaseDate ?? row.createdAt;

/**
 * The reasons for and against one claim, as of now: the lead's approved purchases of the product within the window
 * before the credited sale (and after it), their warranties, refunds, chargebacks and disputes, another live claim to
 * the same sale, and the agent's word that the lead bought with another e-mail.
 */
async function reasonsFor(
  db: Database,
  claim: typeof preComissoes.$inferSelect,
  windowDays: number,
  now: Date,
): Promise<DiagnosticoMotivoRow[]> {
  // The window runs back from the credited sale (its approval), not from when the claim was opened.
  const [sale] = await db
    .select({
      confirmationPurchaseDate: transacoes.confirmationPurchaseDate,
      purchaseDate: transacoes.purchaseDate,
      createdAt: transacoes.createdAt,
    })
    .from(transacoes)
    .where(eq(transacoes.id, claim.transacaoId));
  const since = new Date((sale ? whenOf(sale) : claim.createdAt).getTime() - windowDays * DAY);
  const [purchases, others] = await Promise.all([
    db
      .select({
        transaction: transacoes.transaction,
        status: transacoes.status,
        confirmationPurchaseDate: transacoes.confirmationPurchaseDate,
        purchaseDate: transacoes.purchaseDate,
        warrantyDate: transacoes.warrantyDate,
        createdAt: transacoes.createdAt,
        updatedAt: transacoes.updatedAt,
      })
      .from(transacoes)
      .where(
        and(
          eq(transacoes.leadProdutoId, claim.leadProdutoId),
          gte(sql`coalesce(${transacoes.confirmationPurchaseDate}, ${transacoes.purchaseDate}, ${transacoes.createdAt})`, since),
        ),
      ),
    db
      .select({ id: preComissoes.id })
      .from(preComissoes)
      .where(
        and(
          eq(preComissoes.leadProdutoId, claim.leadProdutoId),
          ne(preComissoes.id, claim.id),
          inArray(preComissoes.situacao, ['pendente', 'aprovada']),
          gte(preComissoes.createdAt, since),
        ),
      ),
  ]);
  const motivos: DiagnosticoMotivoRow[] = [];
  const approved = purchases.filter((row) => row.status === 'approved' || row.status === 'completed');
  for (const row of approved) {
    motivos.push({ veredito: 'bom', codigo: 'transacao_aprovada', transacao: row.transaction, data: whenOf(row).toISOString() });
    if (row.warrantyDate && row.warrantyDate > now)
      motivos.push({ veredito: 'aguardar', codigo: 'garantia_em_curso', transacao: row.transaction, data: row.warrantyDate.toISOString() });
    else if (row.warrantyDate)
      motivos.push({ veredito: 'bom', codigo: 'garantia_cumprida', transacao: row.transaction, data: row.warrantyDate.toISOString() });
  }
  // A sale in dispute was paid: the lead did buy, so "no approved transaction" would send the manager the wrong way.
  if (approved.length === 0 && !purchases.some((row) => row.status === 'dispute'))
    motivos.push({ veredito: 'ruim', codigo: 'sem_transacao', dias: windowDays });
  for (const row of purchases) {
    const against = AGAINST[row.status];
    if (against) motivos.push({ ...against, transacao: row.transaction, data: row.updatedAt.toISOString() });
  }
  for (const other of others) motivos.push({ veredito: 'ruim', codigo: 'duplicada', pre_comissao_id: other.id });
  if (claim.emailSecundario) motivos.push({ veredito: 'aguardar', codigo: 'email_secundario' });
  return motivos;
}

/** `POST /pre_comissao_diagnosticos`: diagnoses each claim named (of the company; others are left out) and keeps the result. */
export async function diagnose(db: Database, companyId: number, ids: number[]): Promise<Diagnostico[]> {
  const [config] = await db
    .select({ dias: recuperacaoConfig.janelaAtribuicaoDias })
    .from(recuperacaoConfig)
    .where(eq(recuperacaoConfig.companyId, companyId));
  const windowDays = config?.dias ?? DEFAULT_WINDOW_DAYS;
  const claims = await db
    .select()
    .from(preComissoes)
    .where(and(eq(preComissoes.companyId, companyId), inArray(preComissoes.id, ids)));
  const now = new Date();
  const results: Diagnostico[] = [];
  for (const claim of claims.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))) {
    const motivos = await reasonsFor(db, claim, windowDays, now);
    await db.update(preComissoes).set({ diagnostico: motivos, diagnosticadoEm: now }).where(eq(preComissoes.id, claim.id));
    results.push(toDiagnostico(claim.id, motivos, now)!);
  }
  return results;
}
