import { SYSTEM_ORIGENS } from '@retoma/api-client/fixtures';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from './client';
import { atividades, campanhaContatos, campanhas, catalogos, tickets } from './schema';

/**
 * The demo cancelled-purchases campaign's tickets, as the engine opens them: one per contact, made by the campaign
 * when the contact entered (origin the sales platform, the campaign's question type); the contacts that left have
 * theirs closed when they left. Its pending and closed tabs then list real-looking tickets on a fresh start.
 */
export async function seedCancelledTickets(tx: Database, companyId: number, campanhaId: number): Promise<void> {
  const [campanha] = await tx
    .select({ nome: campanhas.nome, produtoId: campanhas.produtoId, config: campanhas.config })
    .from(campanhas)
    .where(eq(campanhas.id, campanhaId));
  const [origem] = await tx
    .select({ id: catalogos.id })
    .from(catalogos)
    .where(and(eq(catalogos.companyId, companyId), eq(catalogos.kind, 'origem'), eq(catalogos.nome, SYSTEM_ORIGENS[0]!)));
  if (!campanha) return;
  const duvida = typeof campanha.config.tipo_duvida_id === 'number' ? campanha.config.tipo_duvida_id : null;
  const contatos = await tx
    .select({
      id: campanhaContatos.id,
      leadId: campanhaContatos.leadId,
      leadProdutoId: campanhaContatos.leadProdutoId,
      entrouEm: campanhaContatos.entrouEm,
      saiuEm: campanhaContatos.saiuEm,
    })
    .from(campanhaContatos)
    .where(eq(campanhaContatos.campanhaId, campanhaId))
    .orderBy(asc(campanhaContatos.id));
  for (const contato of contatos) {
    if (contato.leadProdutoId === null) continue;
    const [ticket] = await tx
      .insert(tickets)
      .values({
        companyId,
        leadId: contato.leadId,
        produtoId: campanha.produtoId,
        leadProdutoId: contato.leadProdutoId,
        origemId: origem?.id ?? null,
        tipoDuvidaId: duvida,
        status: contato.saiuEm ? 2 : 0,
        fechadoEm: contato.saiuEm,
        responsavelType: 'cancelado',
        responsavelId: campanhaId,
        responsavelNome: campanha.nome,
        createdAt: contato.entrouEm,
        updatedAt: contato.saiuEm ?? contato.entrouEm,
      })
      .returning({ id: tickets.id });
    await tx.insert(atividades).values({
      companyId,
      leadId: contato.leadId,
      ticketId: ticket!.id,
      evento: 'criado',
      acao: 'ticket_created',
      causerType: 'cancelado',
      causerId: campanhaId,
      causerNome: campanha.nome,
      createdAt: contato.entrouEm,
    });
    await tx.update(campanhaContatos).set({ ticketId: ticket!.id }).where(eq(campanhaContatos.id, contato.id));
  }
}
