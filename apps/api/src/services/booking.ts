import type { AgendamentoConfig, BookingConfirmation, BookingDay, BookingPage } from '@retoma/api-client';
import type { bookingInput, bookingSlotsQuery } from '@retoma/api-client/schemas';
import { and, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { rowsOf, type Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import {
  agendamentoReservas,
  agendamentos,
  atividades,
  campanhaContatos,
  campanhas,
  catalogos,
  companies,
  leadProdutos,
  leads,
  planos,
  produtos,
  tickets,
} from '../db/schema';
import { conflict, notFound, validationError } from '../http/errors';
import { activeAgent } from './bookingAgent';
import { freeSlots, isSlot } from './bookingSlots';
import { configOf } from './campaigns';
import { iso } from './pagination';
import { addDays, dayIn, endOfDayIn, startOfDayIn } from './timeZone';

/**
 * The public booking page of a scheduling campaign: a lead picks a free slot and books it; the booking becomes the
 * lead's ticket (the campaign's origin and doubt type, assigned to the campaign's agent) with an agenda entry at the
 * booked time, and a contact of the campaign. The campaign is named by its token, never by its id.
 */

/** The page's address, as the campaign's settings show it and the engine fills `[LINK_AGENDAMENTO_LEADS]`. */
export function bookingPageUrl(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/agendamento?token=${encodeURIComponent(token)}`;
}

export const BOOKING_NOT_FOUND = 'Agendamento não encontrado: confira o link que você recebeu.';
export const SLOT_TAKEN = 'Este horário acabou de ser reservado por outra pessoa. Escolha outro horário.';
const SLOT_UNAVAILABLE = 'Este horário não está disponível. Escolha um dos horários livres.';
/** Without a period the page is offered the next two weeks. */
const DEFAULT_DAYS = 14;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface BookingCampaign {
  id: number;
  companyId: number;
  nome: string;
  produto: { id: number; nome: string };
  empresa: string;
  fuso: string;
  config: AgendamentoConfig;
}

/** The active scheduling campaign of an active plan with this token; anything else is a 404 that says nothing more. */
async function campaignOf(db: Database, token: string): Promise<BookingCampaign> {
  if (!UUID.test(token)) throw notFound(BOOKING_NOT_FOUND);
  const [row] = await db
    .select({
      id: campanhas.id,
      companyId: campanhas.companyId,
      nome: campanhas.nome,
      config: campanhas.config,
      produto: { id: produtos.id, nome: produtos.nome },
      empresa: companies.name,
      fuso: companies.timeZone,
    })
    .from(campanhas)
    .innerJoin(planos, eq(planos.id, campanhas.planoId))
    .innerJoin(produtos, eq(produtos.id, campanhas.produtoId))
    .innerJoin(companies, eq(companies.id, campanhas.companyId))
    .where(and(eq(campanhas.token, token), eq(campanhas.tipo, 'agendamento'), eq(campanhas.ativo, true), eq(planos.ativo, true)));
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  return { ...row, config: configOf('agendamento', row.config) };
}

/** `GET /api/public/agendamento/{token}`: what the page shows of the company and the campaign. */
export async function bookingPage(db: Database, token: string): Promise<BookingPage> {
  const campaign = await campaignOf(db, token);
  return {
    empresa: campaign.empresa,
    campanha: campaign.nome,
    descricao: campaign.config.descricao,
    produto: campaign.produto.nome,
    fuso: campaign.fuso,
    duracao_minutos: campaign.config.duracao_minutos,
    obrigado_url: campaign.config.obrigado_url,
  };
}

/** The starts of the campaign's booked slots between two instants. */
async function takenBetween(db: Database, campanhaId: number, from: Date, to: Date): Promise<Set<number>> {
  const rows = await db
    .select({ horario: agendamentoReservas.horario })
    .from(agendamentoReservas)
    .where(
      and(eq(agendamentoReservas.campanhaId, campanhaId), gte(agendamentoReservas.horario, from), lt(agendamentoReservas.horario, to)),
    );
  return new Set(rows.map((row) => row.horario.getTime()));
}

/**
 * `GET /api/public/agendamento/{token}/horarios?de&ate`: the free slots of each day of the period (at most 31 days;
 * from today for two weeks by default), in the company's zone: the configured week days and hours only, never a
 * past slot, never a taken one.
 */
export async function bookingSlots(
  db: Database,
  token: string,
  q: z.output<typeof bookingSlotsQuery>,
  now = new Date(),
): Promise<BookingDay[]> {
  const campaign = await campaignOf(db, token);
  const zone = campaign.fuso;
  const today = dayIn(now, zone);
  const first = q.de ?? today;
  const last = q.ate ?? addDays(first, DEFAULT_DAYS - 1);
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  const taken = await takenBetween(db, campaign.id, startOfDayIn(first, zone), endOfDayIn(last, zone));
  return freeSlots(days, campaign.config, zone, now, taken).map((day) => ({ dia: day.dia, horarios: day.horarios.map(iso) }));
}

/** The company's lead with this e-mail, created or brought up to date with what the lead typed (one statement). */
async function upsertLead(tx: Database, companyId: number, input: z.output<typeof bookingInput>): Promise<number> {
  const rows = await tx.execute<{ id: number }>(sql`
    insert into ${leads} (company_id, nome, email, ddi, ddd, telefone)
    values (${companyId}, ${input.nome}, ${input.email}, ${input.ddi}, ${input.ddd}, ${input.telefone})
    on conflict (company_id, lower(email)) do update set
      nome = excluded.nome, ddi = excluded.ddi, ddd = excluded.ddd, telefone = excluded.telefone, updated_at = now()
    returning id`);
  return Number(rowsOf<{ id: number }>(rows)[0]!.id);
}

/** A catalogue entry the settings name, if it is still the company's. */
async function catalogueId(tx: Database, companyId: number, kind: 'origem' | 'tipo_duvida', id: number | null): Promise<number | null> {
  if (id === null) return null;
  const [row] = await tx
    .select({ id: catalogos.id })
    .from(catalogos)
    .where(and(eq(catalogos.companyId, companyId), eq(catalogos.kind, kind), eq(catalogos.id, id)));
  return row?.id ?? null;
}

/**
 * The lead's ticket for the booking: its open ticket for the product when it has one (one open ticket per lead and
 * product), else a new one created by the campaign, waiting for the booked return (pending) and assigned to the
 * campaign's agent.
 */
async function ticketFor(
  tx: Database,
  campaign: BookingCampaign,
  ids: { leadId: number; leadProdutoId: number; agentId: number | null },
  when: Date,
): Promise<number> {
  const { companyId } = campaign;
  const openTicket = async () => {
    const [row] = await tx
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.companyId, companyId), eq(tickets.leadProdutoId, ids.leadProdutoId), ne(tickets.status, 2)));
    return row?.id;
  };
  const causer = { causerType: 'agendamento' as const, causerId: campaign.id, causerNome: campaign.nome };
  const properties = { data_agendamento: when.toISOString() };
  const existing = await openTicket();
  if (existing !== undefined) {
    await tx.insert(atividades).values({
      companyId,
      leadId: ids.leadId,
      ticketId: existing,
      evento: 'reagendado',
      acao: 'time_booked_by_lead',
      properties,
      ...causer,
    });
    return existing;
  }
  const [created] = await tx
    .insert(tickets)
    .values({
      companyId,
      leadId: ids.leadId,
      produtoId: campaign.produto.id,
      leadProdutoId: ids.leadProdutoId,
      origemId: await catalogueId(tx, companyId, 'origem', campaign.config.origem_id),
      tipoDuvidaId: await catalogueId(tx, companyId, 'tipo_duvida', campaign.config.tipo_duvida_id),
      status: 1,
      designadoId: ids.agentId,
      responsavelType: 'agendamento',
      responsavelId: campaign.id,
      responsavelNome: campaign.nome,
    })
    .returning({ id: tickets.id });
  await tx.insert(atividades).values({
    companyId,
    leadId: ids.leadId,
    ticketId: created!.id,
    evento: 'criado',
    acao: 'ticket_created_by_booking',
    properties,
    ...causer,
  });
  return created!.id;
}

/** The lead's contact in the campaign (one active at a time), now pointing at the booking's ticket. */
async function contactFor(
  tx: Database,
  campaign: BookingCampaign,
  ids: { leadId: number; leadProdutoId: number; ticketId: number },
): Promise<number> {
  const [active] = await tx
    .update(campanhaContatos)
    .set({ ticketId: ids.ticketId })
    .where(and(eq(campanhaContatos.campanhaId, campaign.id), eq(campanhaContatos.leadId, ids.leadId), isNull(campanhaContatos.saiuEm)))
    .returning({ id: campanhaContatos.id });
  if (active) return active.id;
  const [created] = await tx
    .insert(campanhaContatos)
    .values({
      companyId: campaign.companyId,
      campanhaId: campaign.id,
      leadId: ids.leadId,
      leadProdutoId: ids.leadProdutoId,
      ticketId: ids.ticketId,
    })
    .returning({ id: campanhaContatos.id });
  return created!.id;
}

/**
 * `POST /api/public/agendamento/{token}`: books a free slot, in one transaction: the lead (by e-mail, in the
 * campaign's company), the ticket, the agenda entry at the booked time for the campaign's agent (none: the ticket
 * is nobody's until an agent takes it), the campaign's contact and the booking. A slot taken meanwhile is a 409:
 * the slot's unique index decides between two leads racing for it.
 */
export async function book(
  db: Database,
  token: string,
  input: z.output<typeof bookingInput>,
  now = new Date(),
): Promise<BookingConfirmation> {
  const campaign = await campaignOf(db, token);
  const { companyId } = campaign;
  const when = new Date(input.horario);
  if (!(when.getTime() > now.getTime()) || !isSlot(when, campaign.config, campaign.fuso))
    throw validationError({ horario: [SLOT_UNAVAILABLE] });
  const slotTaken = async () => (await takenBetween(db, campaign.id, when, new Date(when.getTime() + 1))).size > 0;
  if (await slotTaken()) throw conflict(SLOT_TAKEN);
  const agentId = await activeAgent(db, companyId, campaign.config.atendente_id);
  try {
    await db.transaction(async (tx) => {
      const leadId = await upsertLead(tx, companyId, input);
      // A no-op update on conflict, so the existing pair's id comes back in the same statement.
      const [pair] = await tx
        .insert(leadProdutos)
        .values({ companyId, leadId, produtoId: campaign.produto.id })
        .onConflictDoUpdate({ target: [leadProdutos.companyId, leadProdutos.leadId, leadProdutos.produtoId], set: { leadId } })
        .returning({ id: leadProdutos.id });
      const leadProdutoId = pair!.id;
      const ticketId = await ticketFor(tx, campaign, { leadId, leadProdutoId, agentId }, when);
      const [entry] = await tx
        .insert(agendamentos)
        .values({ companyId, ticketId, leadId, responsavelId: agentId, dataAgendamento: when })
        .returning({ id: agendamentos.id });
      const contatoId = await contactFor(tx, campaign, { leadId, leadProdutoId, ticketId });
      await tx
        .insert(agendamentoReservas)
        .values({ companyId, campanhaId: campaign.id, horario: when, leadId, contatoId, ticketId, agendamentoId: entry!.id });
    });
  } catch (error) {
    // The other lead's booking committed first: this one is rolled back whole.
    if (isUniqueViolation(error) && (await slotTaken())) throw conflict(SLOT_TAKEN);
    throw error;
  }
  return {
    horario: iso(when),
    fuso: campaign.fuso,
    duracao_minutos: campaign.config.duracao_minutos,
    obrigado_url: campaign.config.obrigado_url,
  };
}
