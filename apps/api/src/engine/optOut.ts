import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { campanhaContatos, descadastros, envioEventos, envios, leads } from '../db/schema';

export const OPTED_OUT_REASON = 'O lead pediu para não receber mais mensagens: envio cancelado.';

/**
 * The recipient of a send asked for nothing more: their e-mail and phone go on the company's opt-out list (every
 * campaign honours it, for good), their active contacts leave, and what was scheduled for them is cancelled.
 * Asking twice changes nothing. Returns false when no send has this tracking id.
 */
export async function optOut(db: Database, rastreio: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [send] = await tx
      .select({
        id: envios.id,
        companyId: envios.companyId,
        leadId: campanhaContatos.leadId,
        email: leads.email,
        ddi: leads.ddi,
        ddd: leads.ddd,
        telefone: leads.telefone,
      })
      .from(envios)
      .innerJoin(campanhaContatos, eq(campanhaContatos.id, envios.contatoId))
      .innerJoin(leads, eq(leads.id, campanhaContatos.leadId))
      .where(eq(envios.rastreio, rastreio));
    if (!send) return false;
    const phone = send.telefone ? `${send.ddi}${send.ddd}${send.telefone}`.replace(/\D/g, '') : '';
    const destinos = [send.email.trim().toLowerCase(), ...(phone ? [phone] : [])];
    const added = await tx
      .insert(descadastros)
      .values(destinos.map((destino) => ({ companyId: send.companyId, destino, envioId: send.id })))
      .onConflictDoNothing()
      .returning({ id: descadastros.id });
    if (added.length === 0) return true;
    await tx.insert(envioEventos).values({ companyId: send.companyId, envioId: send.id, evento: 'descadastrou' });
    const left = await tx
      .update(campanhaContatos)
      .set({ situacao: 'descadastrado', saiuEm: now })
      .where(and(eq(campanhaContatos.companyId, send.companyId), eq(campanhaContatos.leadId, send.leadId), isNull(campanhaContatos.saiuEm)))
      .returning({ id: campanhaContatos.id });
    if (left.length > 0)
      await tx
        .update(envios)
        .set({ situacao: 'cancelado', motivo: OPTED_OUT_REASON, bloqueadoAte: null, updatedAt: now })
        .where(
          and(
            inArray(
              envios.contatoId,
              left.map((row) => row.id),
            ),
            eq(envios.situacao, 'agendado'),
          ),
        );
    return true;
  });
}
