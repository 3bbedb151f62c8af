import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { atendimentos, campanhaContatos, campanhas, envioEventos, envios, memberships, vendasRecuperadas } from '../db/schema';
import type { CreditoOrigem } from '../db/schema/recovery';
import { clawBackCommissions } from '../services/commissions/clawback';
import { openPreCommission } from '../services/commissions/open';
import type { EngineSettings } from './config';

const DAY = 86_400_000;

/** Why pending sends of a lead who bought are cancelled (the history shows it). */
export const BOUGHT_REASON = 'O lead comprou o produto: envio cancelado.';

export interface Purchase {
  companyId: number;
  leadId: number;
  produtoId: number;
  leadProdutoId: number;
  transacaoId: number;
  valor: number;
  sck: string | null;
  at: Date;
}

/**
 * A purchase approved for a lead and product: every active contact of the lead in the product's campaigns leaves
 * as recovered and its pending sends are cancelled, in the event's transaction. A worker holding one of those sends
 * (`enviando`) has it locked until its own transaction ends: either it went out before this purchase (and stays
 * `enviado`), or this update cancels it first and the worker finds it cancelled and sends nothing.
 */
export async function stopForPurchase(db: Database, purchase: Purchase): Promise<number[]> {
  const left = await db
    .update(campanhaContatos)
    .set({ situacao: 'recuperado', saiuEm: purchase.at })
    .where(
      and(
        eq(campanhaContatos.companyId, purchase.companyId),
        eq(campanhaContatos.leadId, purchase.leadId),
        isNull(campanhaContatos.saiuEm),
        inArray(
          campanhaContatos.campanhaId,
          db.select({ id: campanhas.id }).from(campanhas).where(eq(campanhas.produtoId, purchase.produtoId)),
        ),
      ),
    )
    .returning({ id: campanhaContatos.id });
  const ids = left.map((row) => row.id);
  if (ids.length > 0)
    await db
      .update(envios)
      .set({ situacao: 'cancelado', motivo: BOUGHT_REASON, bloqueadoAte: null, updatedAt: purchase.at })
      .where(and(inArray(envios.contatoId, ids), inArray(envios.situacao, ['agendado', 'enviando'])));
  return ids;
}

interface Credit {
  origem: CreditoOrigem;
  usuarioId?: number | null;
  ticketId?: number | null;
  campanhaId?: number | null;
  passoId?: number | null;
  envioId?: number | null;
}

/** The lead's sends of this product's campaigns (the attribution looks at what they did with them). */
const sendsOfLead = (db: Database, purchase: Purchase) =>
  db
    .select({ id: envios.id })
    .from(envios)
    .innerJoin(campanhaContatos, eq(campanhaContatos.id, envios.contatoId))
    .innerJoin(campanhas, eq(campanhas.id, envios.campanhaId))
    .where(
      and(
        eq(campanhaContatos.companyId, purchase.companyId),
        eq(campanhaContatos.leadId, purchase.leadId),
        eq(campanhas.produtoId, purchase.produtoId),
      ),
    );

/**
 * Who the sale is credited to, within the attribution window before it: the agent whose personal link carried it
 * (the checkout's `sck` is their tracking code), else the agent who won the lead's ticket for the product, else the
 * campaign step the lead opened or clicked last, else the last step that reached them. None: no recovery.
 */
async function creditFor(db: Database, purchase: Purchase, since: Date): Promise<Credit | null> {
  if (purchase.sck) {
    const [agent] = await db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.companyId, purchase.companyId), eq(memberships.sck, purchase.sck)));
    if (agent) return { origem: 'link_agente', usuarioId: agent.userId };
  }
  const [won] = await db
    .select({ userId: atendimentos.atendenteId, ticketId: atendimentos.ticketId })
    .from(atendimentos)
    .where(
      and(
        eq(atendimentos.companyId, purchase.companyId),
        eq(atendimentos.leadProdutoId, purchase.leadProdutoId),
        eq(atendimentos.tipo, 'ganhou'),
        gte(atendimentos.createdAt, since),
      ),
    )
    .orderBy(desc(atendimentos.createdAt))
    .limit(1);
  if (won) return { origem: 'ticket', usuarioId: won.userId, ticketId: won.ticketId };
  const [engaged] = await db
    .select({ envioId: envios.id, campanhaId: envios.campanhaId, passoId: envios.passoId })
    .from(envioEventos)
    .innerJoin(envios, eq(envios.id, envioEventos.envioId))
    .where(
      and(
        inArray(envioEventos.envioId, sendsOfLead(db, purchase)),
        inArray(envioEventos.evento, ['aberto', 'clicou']),
        gte(envioEventos.ocorridoEm, since),
      ),
    )
    .orderBy(desc(envioEventos.ocorridoEm), desc(envioEventos.id))
    .limit(1);
  const [reached] = engaged
    ? [engaged]
    : await db
        .select({ envioId: envios.id, campanhaId: envios.campanhaId, passoId: envios.passoId })
        .from(envios)
        .where(and(inArray(envios.id, sendsOfLead(db, purchase)), eq(envios.situacao, 'enviado'), gte(envios.enviadoEm, since)))
        .orderBy(desc(envios.enviadoEm), desc(envios.id))
        .limit(1);
  return reached ? { origem: 'campanha', ...reached } : null;
}

/** Records the sale as recovered when something preceded it within the window; once per transaction. */
export async function creditPurchase(db: Database, settings: EngineSettings, purchase: Purchase): Promise<CreditoOrigem | null> {
  const since = new Date(purchase.at.getTime() - settings.janelaAtribuicaoDias * DAY);
  const credit = await creditFor(db, purchase, since);
  if (!credit) return null;
  const [row] = await db
    .insert(vendasRecuperadas)
    .values({
      companyId: purchase.companyId,
      transacaoId: purchase.transacaoId,
      leadId: purchase.leadId,
      produtoId: purchase.produtoId,
      valor: purchase.valor,
      recuperadaEm: purchase.at,
      ...credit,
    })
    .onConflictDoNothing()
    .returning({ id: vendasRecuperadas.id });
  if (!row) return null;
  // A sale credited to a person opens their claim to its commission (when the product pays one).
  await openPreCommission(db, {
    ...purchase,
    vendaId: row.id,
    origem: credit.origem,
    usuarioId: credit.usuarioId ?? null,
    ticketId: credit.ticketId ?? null,
  });
  return credit.origem;
}

/** A refund or chargeback takes the credit back (the row stays, so reports can show what was reversed), and its commissions. */
export async function reverseCredit(db: Database, transacaoId: number, eventName: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(vendasRecuperadas)
    .set({ revertidaEm: at, motivoReversao: eventName, updatedAt: sql`now()` })
    .where(and(eq(vendasRecuperadas.transacaoId, transacaoId), isNull(vendasRecuperadas.revertidaEm)))
    .returning({ id: vendasRecuperadas.id });
  // The commissions of the sale are taken back too (also when a manager approved them on this transaction alone).
  await clawBackCommissions(db, transacaoId, eventName, at);
  return rows.length > 0;
}
