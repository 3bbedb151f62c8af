import type { PreComissaoDetalhe } from '@retoma/api-client';
import type { comprovacaoInput } from '@retoma/api-client/schemas';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { preComissaoAnexos, preComissoes } from '../../db/schema';
import { conflict, notFound, validationError } from '../../http/errors';
import { servedImage, storedImage, type ServedImage } from '../images';
import { getPreComissao, ownClaim, PRE_COMISSAO_NOT_FOUND } from './preCommissions';

/** Screenshots one claim may carry. */
export const MAX_ANEXOS = 10;

/** The caller's own pending claim, locked while its proof changes. */
async function ownPendingClaim(db: Database, companyId: number, userId: number, id: number) {
  const [claim] = await db
    .select({ id: preComissoes.id, situacao: preComissoes.situacao })
    .from(preComissoes)
    .where(and(eq(preComissoes.companyId, companyId), eq(preComissoes.id, id), ownClaim(userId)))
    .for('update');
  if (!claim) throw notFound(PRE_COMISSAO_NOT_FOUND);
  if (claim.situacao !== 'pendente') throw conflict('A comprovação só pode mudar enquanto a pré-comissão está pendente.');
  return claim;
}

/** `POST /pre_comissaos/{id}/comprovacao`: the agent's account of the sale (text, and another purchase e-mail). */
export async function saveProof(
  db: Database,
  companyId: number,
  userId: number,
  id: number,
  input: z.output<typeof comprovacaoInput>,
): Promise<PreComissaoDetalhe> {
  await db.transaction(async (tx) => {
    await ownPendingClaim(tx, companyId, userId, id);
    await tx
      .update(preComissoes)
      .set({ descricao: input.descricao, emailSecundario: input.email_secundario, updatedAt: new Date() })
      .where(eq(preComissoes.id, id));
  });
  return getPreComissao(db, companyId, id, userId);
}

/** `POST /pre_comissaos/{id}/anexos`: one more screenshot (at most MAX_ANEXOS). */
export async function addAttachment(
  db: Database,
  companyId: number,
  userId: number,
  id: number,
  dataUrl: string,
): Promise<PreComissaoDetalhe> {
  await db.transaction(async (tx) => {
    await ownPendingClaim(tx, companyId, userId, id);
    const [held] = await tx.select({ n: count() }).from(preComissaoAnexos).where(eq(preComissaoAnexos.preComissaoId, id));
    if ((held?.n ?? 0) >= MAX_ANEXOS) throw validationError({ imagem: [`No máximo ${MAX_ANEXOS} imagens por pré-comissão.`] });
    await tx.insert(preComissaoAnexos).values({ companyId, preComissaoId: id, ...storedImage(id, dataUrl) });
  });
  return getPreComissao(db, companyId, id, userId);
}

/** `DELETE /pre_comissaos/{id}/anexos/{anexo}`: removes one of the caller's screenshots. */
export async function removeAttachment(
  db: Database,
  companyId: number,
  userId: number,
  id: number,
  anexoId: number,
): Promise<PreComissaoDetalhe> {
  await db.transaction(async (tx) => {
    await ownPendingClaim(tx, companyId, userId, id);
    const removed = await tx
      .delete(preComissaoAnexos)
      .where(and(eq(preComissaoAnexos.preComissaoId, id), eq(preComissaoAnexos.id, anexoId)))
      .returning({ id: preComissaoAnexos.id });
    if (removed.length === 0) throw notFound('Imagem não encontrada.');
  });
  return getPreComissao(db, companyId, id, userId);
}

/** A proof image by its unguessable address (served like the other uploaded images). */
export async function proofByToken(db: Database, token: string): Promise<ServedImage | null> {
  const [row] = await db
    .select({ mime: preComissaoAnexos.mime, content: preComissaoAnexos.content })
    .from(preComissaoAnexos)
    .where(eq(preComissaoAnexos.token, token));
  return row ? servedImage(row) : null;
}
