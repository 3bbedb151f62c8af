import type { PreComissaoLote, PreComissaoMetodo } from '@retoma/api-client';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { comissoes, preComissaoTransacoes, preComissoes, transacoes } from '../../db/schema';
import { conflict, HttpError, notFound, validationError } from '../../http/errors';
import { recordChange } from '../audit';
import { PRE_COMISSAO_NOT_FOUND } from './preCommissions';

const APPROVED = ['approved', 'completed'] as const;

/** The claim, locked for the decision, after checking it is in the state the method acts on. */
async function lockedClaim(db: Database, companyId: number, id: number, from: 'pendente' | 'reprovada') {
  const [claim] = await db
    .select()
    .from(preComissoes)
    .where(and(eq(preComissoes.companyId, companyId), eq(preComissoes.id, id)))
    .for('update');
  if (!claim) throw notFound(PRE_COMISSAO_NOT_FOUND);
  if (claim.situacao !== from) {
    if (claim.situacao === 'aprovada') throw conflict(`A pré-comissão #${id} já foi aprovada.`);
    throw conflict(
      from === 'pendente' ? `A pré-comissão #${id} está reprovada: restaure-a antes.` : `A pré-comissão #${id} não está reprovada.`,
    );
  }
  return claim;
}

/**
 * Refuses to approve a claim while the buyer contests its credited sale, whatever transactions would prove it (a
 * manual one included): a commission approved now would be clawed back if the chargeback comes. The platform's next
 * approval or completion ends the dispute for the seller (engine/intake.ts), and the claim is approvable again.
 */
async function refuseWhileDisputed(db: Database, claim: typeof preComissoes.$inferSelect) {
  const [sale] = await db
    .select({ transaction: transacoes.transaction, status: transacoes.status })
    .from(transacoes)
    .where(eq(transacoes.id, claim.transacaoId));
  if (sale?.status === 'dispute')
    throw validationError({
      transacoes: [`A venda ${sale.transaction} está em disputa na plataforma: aprove quando a disputa terminar.`],
    });
}

/**
 * Approves a claim with the transactions that prove it: approved purchases of its product that prove no other
 * approved claim, while its credited sale is not in dispute. Each person it pays gets a commission per side
 * (insertion, attendance; none for a zero amount or a campaign), held until the latest warranty of those
 * transactions when that is still ahead.
 */
async function approve(db: Database, companyId: number, userId: number, id: number, transacaoIds: number[]) {
  const claim = await lockedClaim(db, companyId, id, 'pendente');
  await refuseWhileDisputed(db, claim);
  const chosen = await db
    .select({
      id: transacoes.id,
      transaction: transacoes.transaction,
      status: transacoes.status,
      produtoId: transacoes.produtoId,
      warrantyDate: transacoes.warrantyDate,
    })
    .from(transacoes)
    .where(and(eq(transacoes.companyId, companyId), inArray(transacoes.id, transacaoIds)));
  const valid = chosen.filter((row) => row.produtoId === claim.produtoId && (APPROVED as readonly string[]).includes(row.status));
  if (valid.length !== transacaoIds.length)
    throw validationError({ transacoes: ['Escolha transações aprovadas do produto desta pré-comissão.'] });
  const [taken] = await db
    .select({ preComissaoId: preComissaoTransacoes.preComissaoId, transacaoId: preComissaoTransacoes.transacaoId })
    .from(preComissaoTransacoes)
    .innerJoin(preComissoes, eq(preComissoes.id, preComissaoTransacoes.preComissaoId))
    .where(and(inArray(preComissaoTransacoes.transacaoId, transacaoIds), eq(preComissoes.situacao, 'aprovada')))
    .limit(1);
  if (taken) {
    const code = valid.find((row) => row.id === taken.transacaoId)?.transaction;
    throw validationError({ transacoes: [`A transação ${code} já comprova a pré-comissão #${taken.preComissaoId}.`] });
  }
  const now = new Date();
  const warranty = Math.max(0, ...valid.map((row) => row.warrantyDate?.getTime() ?? 0));
  const retidaAte = warranty > now.getTime() ? new Date(warranty) : null;
  await db.insert(preComissaoTransacoes).values(valid.map((row) => ({ companyId, preComissaoId: id, transacaoId: row.id })));
  const sides = [
    { userId: claim.criadorUserId, natureza: 'insercao' as const, valor: claim.comissaoCriador, bonus: claim.bonusCriador },
    { userId: claim.atendenteId, natureza: 'atendimento' as const, valor: claim.comissaoAtendente, bonus: claim.bonusAtendente },
  ];
  const owed = sides.filter((side): side is typeof side & { userId: number } => side.userId !== null && side.valor > 0);
  if (owed.length > 0)
    await db.insert(comissoes).values(
      owed.map((side) => ({
        companyId,
        userId: side.userId,
        preComissaoId: id,
        leadId: claim.leadId,
        produtoId: claim.produtoId,
        natureza: side.natureza,
        valor: side.valor,
        bonus: side.bonus,
        retidaAte,
      })),
    );
  await db
    .update(preComissoes)
    .set({ situacao: 'aprovada', decididoPor: userId, decididoEm: now, updatedAt: now })
    .where(eq(preComissoes.id, id));
  const paid = (natureza: 'insercao' | 'atendimento') => owed.find((side) => side.natureza === natureza)?.valor ?? null;
  await recordChange(db, {
    companyId,
    actorId: userId,
    area: 'commissions',
    action: 'approve',
    entityId: id,
    label: claimLabel(id),
    before: { situacao: claim.situacao },
    after: {
      situacao: 'aprovada',
      transacoes: valid.map((row) => row.transaction),
      comissoes: { insercao: paid('insercao'), atendimento: paid('atendimento') },
      retida_ate: retidaAte?.toISOString() ?? null,
    },
  });
}

/** How the trail names a claim. */
const claimLabel = (id: number) => `Pré-comissão #${id}`;

async function move(
  db: Database,
  companyId: number,
  userId: number,
  id: number,
  from: 'pendente' | 'reprovada',
  to: 'pendente' | 'reprovada',
) {
  const claim = await lockedClaim(db, companyId, id, from);
  const now = new Date();
  await db
    .update(preComissoes)
    .set({ situacao: to, decididoPor: to === 'pendente' ? null : userId, decididoEm: to === 'pendente' ? null : now, updatedAt: now })
    .where(eq(preComissoes.id, id));
  // The amounts at stake go with the decision, so the trail says what a rejection withheld (or a restoration reopened).
  await recordChange(db, {
    companyId,
    actorId: userId,
    area: 'commissions',
    action: to === 'reprovada' ? 'reject' : 'restore',
    entityId: id,
    label: claimLabel(id),
    before: { situacao: from },
    after: { situacao: to, comissao_criador: claim.comissaoCriador, comissao_atendente: claim.comissaoAtendente },
  });
}

/** `POST /pre_comissaos/{method}/{id}`: one claim, in one transaction; `transacoes` proves an approval. */
export function actOnOne(
  db: Database,
  companyId: number,
  userId: number,
  method: PreComissaoMetodo,
  id: number,
  transacaoIds: number[] = [],
) {
  return db.transaction(async (tx) => {
    if (method === 'aprovar') return approve(tx, companyId, userId, id, transacaoIds);
    if (method === 'reprovar') return move(tx, companyId, userId, id, 'pendente', 'reprovada');
    return move(tx, companyId, userId, id, 'reprovada', 'pendente');
  });
}

/**
 * `POST /pre_comissaos/{method}` with `ids`: each claim on its own (one refused leaves the others done). A list is
 * approved on each claim's own credited transaction; one whose sale is not an approved purchase is left, with why.
 */
export async function actOnList(
  db: Database,
  companyId: number,
  userId: number,
  method: PreComissaoMetodo,
  ids: number[],
): Promise<PreComissaoLote> {
  const credited = await db
    .select({ id: preComissoes.id, transacaoId: preComissoes.transacaoId })
    .from(preComissoes)
    .where(and(eq(preComissoes.companyId, companyId), inArray(preComissoes.id, ids)));
  const result: PreComissaoLote = { feitos: [], recusados: [] };
  for (const id of ids) {
    const claim = credited.find((row) => row.id === id);
    try {
      if (!claim) throw notFound(PRE_COMISSAO_NOT_FOUND);
      await actOnOne(db, companyId, userId, method, id, [claim.transacaoId]);
      result.feitos.push(id);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const field = error.body.errors;
      result.recusados.push({ id, motivo: field ? Object.values(field).flat().join(', ') : error.message });
    }
  }
  return result;
}
