import { and, asc, eq, gt, inArray, lt, notExists, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { produtos, transacoes, users, vendasRecuperadas } from '../../db/schema';
import { diagnose } from './diagnosis';
import { actOnOne } from './methods';
import { openPreCommission } from './open';
import { generateOrders, setPaid } from './orders';

/**
 * Demo commissions of a company, so every commission screen has something on a fresh start: claims of two people on
 * the company's approved sales of products that pay commission — one approved, ordered and paid; one approved and
 * ready to order; one approved and held within its warranty; one pending and diagnosed; one pending never diagnosed;
 * one rejected. Made through the same functions the engine and the screens use. The claims name no credit row
 * (`vendaId` null), so the recovery reports and campaign figures stay as the recovery seed made them.
 */
export async function seedCommissions(db: Database, companyId: number, emails: [string, string], now: Date): Promise<void> {
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const [first, second] = emails.map((email) => people.find((person) => person.email === email)!.id) as [number, number];
  const salesWhere = (warranty: SQL) =>
    db
      .select({
        id: transacoes.id,
        leadId: transacoes.leadId,
        leadProdutoId: transacoes.leadProdutoId,
        produtoId: transacoes.produtoId,
        valor: transacoes.fullPrice,
      })
      .from(transacoes)
      .innerJoin(produtos, eq(produtos.id, transacoes.produtoId))
      .where(
        and(
          eq(transacoes.companyId, companyId),
          eq(transacoes.status, 'approved'),
          eq(produtos.habComissao, true),
          warranty,
          notExists(
            db.select({ id: vendasRecuperadas.id }).from(vendasRecuperadas).where(eq(vendasRecuperadas.transacaoId, transacoes.id)),
          ),
        ),
      )
      .orderBy(asc(transacoes.id));
  // Five sales whose warranty is over, and one still within it (the held commission).
  const sales = [
    ...(await salesWhere(lt(transacoes.warrantyDate, now)).limit(5)),
    ...(await salesWhere(gt(transacoes.warrantyDate, now)).limit(1)),
  ];
  const claims: number[] = [];
  for (const [index, sale] of sales.entries()) {
    const usuarioId = index % 2 === 0 ? first : second;
    const id = await openPreCommission(db, {
      ...sale,
      companyId,
      vendaId: null,
      transacaoId: sale.id,
      origem: 'link_agente',
      usuarioId,
      ticketId: null,
    });
    if (id !== null) claims.push(id);
  }
  // The fourth claim stays pending, never diagnosed.
  const [paid, ready, pending, , rejected, held] = claims.length === 6 ? claims : [];
  const approve = (id: number | undefined) =>
    id === undefined ? undefined : actOnOne(db, companyId, first, 'aprovar', id, [sales[claims.indexOf(id)]!.id]);
  for (const id of [paid, ready, held]) await approve(id);
  if (paid !== undefined) {
    const [ordem] = await generateOrders(db, companyId, first, [first]);
    await setPaid(db, companyId, first, [ordem!.id], true);
  }
  if (pending !== undefined) await diagnose(db, companyId, [pending]);
  if (rejected !== undefined) await actOnOne(db, companyId, first, 'reprovar', rejected);
}
