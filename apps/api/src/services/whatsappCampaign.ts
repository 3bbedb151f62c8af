import { whatsappUrl, type CampanhaMetrics, type ContatoTicket, type WhatsappResposta } from '@retoma/api-client';
import type { whatsappFormInput, whatsappRespostaInput } from '@retoma/api-client/schemas';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { campanhaContatoRespostas, campanhaContatos, campanhas, leadProdutos, leads, planos, produtos, tickets } from '../db/schema';
import { fill, variablesFor } from '../engine/render';
import { openCampaignTicket } from '../engine/tickets';
import { conflict, notFound, validationError } from '../http/errors';
import { campanhaMetrics } from './campaignLists';
import { whatsappNumber } from './tickets/messages';
import { splitPhone } from './tickets/write';
import { answered } from './whatsappCampaignAnswers';

type FormData = z.output<typeof whatsappFormInput>;
type RespostaData = z.output<typeof whatsappRespostaInput>;

const CONTATO_MISSING = 'Contato não encontrado.';

/** A WhatsApp campaign's numbers: the campaigns' common ones, and how many contacts an agent wrote to or not yet. */
export async function whatsappMetrics(db: Database, companyId: number, campanhaId: number): Promise<CampanhaMetrics> {
  const [common, [counts]] = await Promise.all([
    campanhaMetrics(db, companyId, campanhaId),
    db
      .select({
        respondidos: sql<number>`(count(*) filter (where ${answered}))::int`,
        total: sql<number>`count(*)::int`,
      })
      .from(campanhaContatos)
      .where(and(eq(campanhaContatos.companyId, companyId), eq(campanhaContatos.campanhaId, campanhaId))),
  ]);
  const respondidos = counts?.respondidos ?? 0;
  return { ...common, contacts_answered: respondidos, contacts_pending: (counts?.total ?? 0) - respondidos };
}

/**
 * The public form: the lead (found or created by e-mail, its name and WhatsApp number brought up to date) enters
 * the active WhatsApp campaign its token names, pending until an agent writes. A lead already in the campaign stays
 * as it is (sending the form twice enrols once). An unknown token, or a campaign or plan switched off, is a 404.
 */
export async function enrolFromForm(db: Database, token: string, data: FormData): Promise<void> {
  const [campanha] = await db
    .select({ id: campanhas.id, companyId: campanhas.companyId, produtoId: campanhas.produtoId })
    .from(campanhas)
    .innerJoin(planos, eq(planos.id, campanhas.planoId))
    .where(and(eq(campanhas.token, token), eq(campanhas.tipo, 'whatsapp'), eq(campanhas.ativo, true), eq(planos.ativo, true)));
  if (!campanha) throw notFound('Formulário não encontrado.');
  const { companyId } = campanha;
  const phone = splitPhone(data.ddi, data.telefone);
  await db.transaction(async (tx) => {
    // One statement on the (company, lower(email)) unique index: two submissions of a new lead end with one lead.
    const result = await tx.execute<{ id: number }>(sql`
      insert into ${leads} (company_id, nome, email, ddi, ddd, telefone)
      values (${companyId}, ${data.nome}, ${data.email}, ${data.ddi}, ${phone.ddd}, ${phone.telefone})
      on conflict (company_id, lower(email)) do update set
        nome = excluded.nome, ddi = excluded.ddi, ddd = excluded.ddd, telefone = excluded.telefone, updated_at = now()
      returning id`);
    const leadId = Number((result as unknown as { rows: Array<{ id: number }> }).rows[0]!.id);
    const [pair] = await tx
      .insert(leadProdutos)
      .values({ companyId, leadId, produtoId: campanha.produtoId })
      .onConflictDoUpdate({ target: [leadProdutos.companyId, leadProdutos.leadId, leadProdutos.produtoId], set: { leadId } })
      .returning({ id: leadProdutos.id });
    await tx.insert(campanhaContatos).values({ companyId, campanhaId: campanha.id, leadId, leadProdutoId: pair!.id }).onConflictDoNothing();
  });
}

/** A contact of one of the company's WhatsApp campaigns, with what its actions need. */
async function contatoOf(db: Database, companyId: number, contatoId: number) {
  const [row] = await db
    .select({
      id: campanhaContatos.id,
      leadId: campanhaContatos.leadId,
      leadProdutoId: campanhaContatos.leadProdutoId,
      lead: { nome: leads.nome, email: leads.email, ddi: leads.ddi, ddd: leads.ddd, telefone: leads.telefone },
      produto: { id: produtos.id, nome: produtos.nome },
      campanha: { id: campanhas.id, tipo: campanhas.tipo, nome: campanhas.nome, config: campanhas.config },
    })
    .from(campanhaContatos)
    .innerJoin(campanhas, eq(campanhas.id, campanhaContatos.campanhaId))
    .innerJoin(leads, eq(leads.id, campanhaContatos.leadId))
    .innerJoin(produtos, eq(produtos.id, campanhas.produtoId))
    .where(and(eq(campanhaContatos.companyId, companyId), eq(campanhaContatos.id, contatoId), eq(campanhas.tipo, 'whatsapp')));
  if (!row) throw notFound(CONTATO_MISSING);
  return row;
}

/**
 * An agent writes to a contact on WhatsApp: the message (the agent's, or the campaign's own) is filled with the
 * lead's data and recorded as the contact's answer, and the answer carries the address that opens the chat. A lead
 * without a phone cannot be written to (409); no message at all is a field error.
 */
export async function replyToContato(
  db: Database,
  companyId: number,
  userId: number,
  contatoId: number,
  data: RespostaData,
): Promise<WhatsappResposta> {
  const contato = await contatoOf(db, companyId, contatoId);
  const template = data.mensagem ?? (typeof contato.campanha.config.mensagem === 'string' ? contato.campanha.config.mensagem : '');
  if (!template.trim()) throw validationError({ mensagem: ['Escreva a mensagem (a campanha ainda não tem uma mensagem própria).'] });
  if (!contato.lead.telefone) throw conflict('Este lead não informou um número de WhatsApp.');
  const values = await variablesFor(db, { companyId, lead: contato.lead, produto: contato.produto }, template);
  const mensagem = fill(template, values);
  await db.insert(campanhaContatoRespostas).values({ companyId, contatoId, usuarioId: userId, mensagem });
  return { mensagem, url: whatsappUrl(whatsappNumber(contato.lead), mensagem) };
}

/**
 * Hands a contact to the agents: a ticket for its lead and the campaign's product, made by the campaign (as the
 * engine makes the other campaigns' tickets). Refused (409, naming it) while the lead has a ticket open for the
 * product: one open ticket per lead and product.
 */
export async function ticketForContato(db: Database, companyId: number, contatoId: number): Promise<ContatoTicket> {
  const contato = await contatoOf(db, companyId, contatoId);
  const leadProdutoId = contato.leadProdutoId ?? (await pairOf(db, companyId, contato.leadId, contato.produto.id));
  const [open] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.companyId, companyId), eq(tickets.leadProdutoId, leadProdutoId), ne(tickets.status, 2)));
  if (open) throw conflict(`Este lead já tem o ticket #${open.id} aberto para este produto.`);
  const ticketId = await openCampaignTicket(db, {
    companyId,
    contatoId,
    leadId: contato.leadId,
    produtoId: contato.produto.id,
    leadProdutoId,
    campanha: { ...contato.campanha, tipo: 'whatsapp' },
  });
  return { ticket_id: ticketId };
}

/** The lead × product pair of a contact enrolled without one. */
async function pairOf(db: Database, companyId: number, leadId: number, produtoId: number): Promise<number> {
  const [pair] = await db
    .insert(leadProdutos)
    .values({ companyId, leadId, produtoId })
    .onConflictDoUpdate({ target: [leadProdutos.companyId, leadProdutos.leadId, leadProdutos.produtoId], set: { leadId } })
    .returning({ id: leadProdutos.id });
  return pair!.id;
}
