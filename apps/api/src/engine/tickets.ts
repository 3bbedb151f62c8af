import { SYSTEM_ORIGENS } from '@retoma/api-client/fixtures';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { atividades, campanhaContatos, catalogos, tickets } from '../db/schema';

export interface CampaignRef {
  id: number;
  tipo: 'carrinho' | 'boleto' | 'cancelado' | 'agendamento' | 'whatsapp';
  nome: string;
  config: Record<string, unknown>;
}

/**
 * Hands a contact to the agents: a ticket created by the campaign (its creator is the campaign, kept by name), or
 * the lead's open ticket for the product when there is one (one open ticket per lead and product). The cancelled
 * purchases' campaign names its platform as origin and its question type in its settings.
 */
export async function openCampaignTicket(
  db: Database,
  target: { companyId: number; contatoId: number; leadId: number; produtoId: number; leadProdutoId: number; campanha: CampaignRef },
): Promise<number> {
  const { companyId, campanha } = target;
  const openTicket = () =>
    db
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.companyId, companyId), eq(tickets.leadProdutoId, target.leadProdutoId), ne(tickets.status, 2)));
  let [ticket] = await openTicket();
  if (!ticket && campanha.tipo === 'cancelado' && campanha.config.reabertura === true)
    ticket = await reopenLast(db, companyId, campanha, target);
  if (!ticket) {
    const origemName = campanha.tipo === 'cancelado' ? SYSTEM_ORIGENS[0]! : SYSTEM_ORIGENS[1]!;
    const [origem] = await db
      .select({ id: catalogos.id })
      .from(catalogos)
      .where(and(eq(catalogos.companyId, companyId), eq(catalogos.kind, 'origem'), eq(catalogos.nome, origemName)));
    const duvida = Number(campanha.config.tipo_duvida_id);
    const [duvidaRow] = Number.isInteger(duvida)
      ? await db
          .select({ id: catalogos.id })
          .from(catalogos)
          .where(and(eq(catalogos.companyId, companyId), eq(catalogos.kind, 'tipo_duvida'), eq(catalogos.id, duvida)))
      : [];
    // Two events racing for the same pair end with one ticket (the open-ticket index refuses the second).
    const [created] = await db
      .insert(tickets)
      .values({
        companyId,
        leadId: target.leadId,
        produtoId: target.produtoId,
        leadProdutoId: target.leadProdutoId,
        origemId: origem?.id ?? null,
        tipoDuvidaId: duvidaRow?.id ?? null,
        responsavelType: campanha.tipo,
        responsavelId: campanha.id,
        responsavelNome: campanha.nome,
      })
      .onConflictDoNothing()
      .returning({ id: tickets.id });
    if (created) {
      await db.insert(atividades).values({
        companyId,
        leadId: target.leadId,
        ticketId: created.id,
        evento: 'criado',
        acao: 'ticket_created',
        causerType: campanha.tipo,
        causerId: campanha.id,
        causerNome: campanha.nome,
      });
      ticket = created;
    } else [ticket] = await openTicket();
  }
  await db.update(campanhaContatos).set({ ticketId: ticket!.id }).where(eq(campanhaContatos.id, target.contatoId));
  return ticket!.id;
}

/**
 * The cancelled-purchases campaign set to reopen (`reabertura`): the lead's last closed ticket for the product is
 * reopened (status 3, as an agent's reopening leaves it) instead of a new one, so its history stays in one place.
 * Undefined when there is none (or another event reopened it first).
 */
async function reopenLast(
  db: Database,
  companyId: number,
  campanha: CampaignRef,
  target: { leadId: number; leadProdutoId: number },
): Promise<{ id: number } | undefined> {
  const [closed] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.companyId, companyId), eq(tickets.leadProdutoId, target.leadProdutoId), eq(tickets.status, 2)))
    .orderBy(desc(tickets.fechadoEm), desc(tickets.id))
    .limit(1);
  if (!closed) return undefined;
  const now = new Date();
  const [reopened] = await db
    .update(tickets)
    .set({ status: 3, designadoId: null, reabertoEm: now, fechadoEm: null, updatedAt: now })
    .where(and(eq(tickets.id, closed.id), eq(tickets.status, 2)))
    .returning({ id: tickets.id });
  if (!reopened) return undefined;
  await db.insert(atividades).values({
    companyId,
    leadId: target.leadId,
    ticketId: reopened.id,
    evento: 'reaberto',
    acao: 'ticket_reopened',
    causerType: campanha.tipo,
    causerId: campanha.id,
    causerNome: campanha.nome,
  });
  return reopened;
}
