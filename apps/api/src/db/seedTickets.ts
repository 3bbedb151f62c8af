import {
  renderMessage,
  type ActivityEvent,
  type ActivityKind,
  type ActivityValues,
  type ActivityProperties,
  type ActorType,
  type AttendanceOutcome,
  type PaymentType,
  type TransactionStatus,
} from '@retoma/api-client';
import {
  AREA_CODES,
  cpf,
  createRandom,
  EMAIL_DOMAINS,
  FIRST_NAMES,
  LAST_NAMES,
  plainText,
  SYSTEM_ORIGENS,
} from '@retoma/api-client/fixtures';
import { and, eq } from 'drizzle-orm';
import type { Database } from './client';
import { DEMO_TICKET_TEXTS } from './demoData';
import {
  agendamentos,
  atendimentos,
  atividades,
  catalogos,
  leadProdutos,
  leads,
  produtos,
  statusDeFinalizacao,
  tickets,
  transacoes,
} from './schema';

/**
 * Demo leads and tickets of one company: every status, origin and product, creators that are users and
 * campaigns, attendances with their outcomes, the timeline of each ticket, purchases, and the agent's agenda
 * (returns overdue, due today and ahead). A fixed-seed generator makes every seed the same data; times are
 * counted back from the seeding hour, so the agenda is always around "today".
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const chunks = <T>(rows: T[], size = 400): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

async function insertAll<T>(rows: T[], insert: (chunk: T[]) => Promise<Array<{ id: number }>>): Promise<number[]> {
  const ids: number[] = [];
  for (const chunk of chunks(rows)) if (chunk.length) ids.push(...(await insert(chunk)).map((row) => row.id));
  return ids;
}

export interface TicketSeedOptions {
  companyId: number;
  seed: number;
  leads: number;
  /** Members who create and attend tickets; the first one is the agent whose agenda is filled, the last one reopens. */
  agents: Array<{ id: number; name: string }>;
  /** Members who only create tickets (they appear as creators). */
  creators: Array<{ id: number; name: string }>;
  /** The seeding moment (rounded to the hour by the caller). */
  now: Date;
}

interface PlannedEvent {
  evento: ActivityEvent;
  acao: ActivityKind;
  valores?: ActivityValues;
  userId: number | null;
  causer?: { type: ActorType; id: number; nome: string };
  properties?: ActivityProperties;
  at: Date;
  /** Filled with the attendance's id once it exists. */
  attendance?: number;
}

interface PlannedAttendance {
  atendenteId: number;
  tipo: AttendanceOutcome;
  statusId: number;
  perdaId: number | null;
  followUp: string;
  at: Date;
  agenda: { when: Date; responsavelId: number; done: Date | null } | null;
}

export async function seedTickets(db: Database, options: TicketSeedOptions): Promise<void> {
  const { companyId, now } = options;
  const random = createRandom(options.seed);
  // One after the other: inside the seed's transaction there is one connection, which runs one query at a time.
  const produtoRows = await db
    .select({ id: produtos.id, nome: produtos.nome, preco: produtos.preco })
    .from(produtos)
    .where(and(eq(produtos.companyId, companyId), eq(produtos.status, true)));
  const catalogueRows = await db
    .select({ id: catalogos.id, kind: catalogos.kind, nome: catalogos.nome })
    .from(catalogos)
    .where(eq(catalogos.companyId, companyId));
  const statusRows = await db
    .select({
      id: statusDeFinalizacao.id,
      tipo: statusDeFinalizacao.tipo,
      habPerda: statusDeFinalizacao.habPerda,
      padrao: statusDeFinalizacao.padrao,
    })
    .from(statusDeFinalizacao)
    .where(eq(statusDeFinalizacao.companyId, companyId));
  const origensManuais = catalogueRows.filter((c) => c.kind === 'origem' && !SYSTEM_ORIGENS.includes(c.nome));
  const origensCampanha = catalogueRows.filter((c) => c.kind === 'origem' && SYSTEM_ORIGENS.includes(c.nome));
  const duvidas = catalogueRows.filter((c) => c.kind === 'tipo_duvida');
  const perdas = catalogueRows.filter((c) => c.kind === 'motivo_perda');
  const statusOf = (tipo: AttendanceOutcome) => statusRows.filter((s) => s.tipo === tipo && !s.padrao);
  const texts = DEMO_TICKET_TEXTS;
  const [agenda, ...otherAgents] = options.agents;
  const canWait = statusOf('aguardando').length > 0;
  const canClose = statusOf('ganhou').length > 0 && statusOf('perdeu').length > 0 && perdas.length > 0;
  const everyone = [...options.agents, ...options.creators];

  // Leads, spread over the last 60 days.
  const leadPlans = Array.from({ length: options.leads }, (_, i) => {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const nome = random.bool(0.35) ? `${first} ${random.pick(LAST_NAMES)} ${last}` : `${first} ${last}`;
    const createdAt = new Date(now.getTime() - random.int(2 * 24, 60 * 24) * HOUR);
    return {
      companyId,
      nome,
      email: `${plainText(first)}.${plainText(last)}${i + 1}@${random.pick(EMAIL_DOMAINS)}`,
      cpf: random.bool(0.85) ? cpf(random) : null,
      ddi: '55',
      ddd: random.pick(AREA_CODES),
      telefone: `9${random.int(1000_0000, 9999_9999)}`,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const leadIds = await insertAll(leadPlans, (chunk) => db.insert(leads).values(chunk).returning({ id: leads.id }));

  // Each lead wanted one product, some two.
  const pairs = leadPlans.flatMap((lead, i) => {
    const first = random.pick(produtoRows);
    const others = produtoRows.filter((p) => p.id !== first.id);
    // A company with a single product has no second one to want.
    const second = random.bool(0.2) && others.length > 0 ? random.pick(others) : undefined;
    return [first, ...(second ? [second] : [])].map((produto) => ({ lead, leadId: leadIds[i]!, produto }));
  });
  const pairIds = await insertAll(
    pairs.map((p) => ({ companyId, leadId: p.leadId, produtoId: p.produto.id, createdAt: p.lead.createdAt })),
    (chunk) => db.insert(leadProdutos).values(chunk).returning({ id: leadProdutos.id }),
  );

  // One ticket per pair, in creation order so ids grow with time.
  const plans = pairs
    .map((pair, i) => ({
      ...pair,
      leadProdutoId: pairIds[i]!,
      createdAt: new Date(pair.lead.createdAt.getTime() + random.int(5, 90) * 60_000),
    }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((pair) => {
      const roll = random.int(1, 100);
      const wanted: 0 | 1 | 2 | 3 = roll <= 42 ? 0 : roll <= 62 ? 1 : roll <= 90 ? 2 : 3;
      // A company without statuses of some outcome (settings › status de finalização) keeps those tickets open.
      const status = (wanted === 1 && !canWait) || (wanted >= 2 && !canClose) ? 0 : wanted;
      const byCampaign = random.bool(0.45);
      const campaign = random.pick(texts.campanhas);
      const creator = random.pick(everyone);
      const events: PlannedEvent[] = [];
      const attendances: PlannedAttendance[] = [];
      const start = pair.createdAt.getTime();
      // Everything of a ticket happens between its creation and an hour ago.
      const span = Math.max(HOUR, now.getTime() - HOUR - start);
      const moment = (fraction: number) => new Date(start + Math.round(span * fraction));
      events.push({
        evento: 'criado',
        acao: 'ticket_created',
        userId: byCampaign ? null : creator.id,
        ...(byCampaign ? { causer: { type: campaign.type, id: campaign.id, nome: campaign.nome } } : {}),
        at: pair.createdAt,
      });
      const attend = (who: { id: number; name: string }, tipo: AttendanceOutcome, from: number, to: number, withAgenda: boolean) => {
        events.push({ evento: 'atendimento_iniciado', acao: 'attendance_started', userId: who.id, at: moment(from) });
        if (random.bool(0.5)) {
          const mensagem = renderMessage(random.pick(texts.whatsapp), {
            '[NOME_LEAD]': pair.lead.nome.split(' ')[0]!,
            '[EMAIL_LEAD]': pair.lead.email,
            '[NOME_ATENDENTE]': who.name,
            '[NOME_PRODUTO]': pair.produto.nome,
          });
          events.push({
            evento: 'whatsapp',
            acao: 'whatsapp_sent',
            userId: who.id,
            properties: { tipo: 'whatsapp', mensagem },
            at: moment((from + to) / 2),
          });
        }
        const status = random.pick(statusOf(tipo));
        const at = moment(to);
        const perdaId = tipo === 'perdeu' && status.habPerda ? random.pick(perdas).id : null;
        attendances.push({
          atendenteId: who.id,
          tipo,
          statusId: status.id,
          perdaId,
          followUp: random.pick(texts.followUps[tipo]),
          at,
          agenda: withAgenda ? { when: new Date(at.getTime() + random.int(1, 3) * DAY), responsavelId: who.id, done: null } : null,
        });
      };
      const attendant = random.bool(0.7) ? agenda! : random.pick(otherAgents.length ? otherAgents : [agenda!]);
      let designadoId: number | null = null;
      let reabertoEm: Date | null = null;
      if (status === 1) {
        attend(attendant, 'aguardando', 0.4, 0.8, true);
        designadoId = attendant.id;
        // The agent's returns are spread from two days late to ten days ahead, on business hours.
        const last = attendances[attendances.length - 1]!;
        const day = new Date(now.getTime() + random.int(-2, 10) * DAY);
        day.setUTCHours(random.int(12, 21), random.pick([0, 15, 30, 45]), 0, 0);
        last.agenda!.when = day.getTime() > last.at.getTime() ? day : new Date(last.at.getTime() + 2 * HOUR);
      } else if (status === 2 || status === 3) {
        if (random.bool(0.3)) {
          attend(attendant, 'aguardando', 0.2, 0.35, true);
          const waited = attendances[0]!;
          waited.agenda!.done = moment(0.6);
          waited.agenda!.when = moment(0.55);
        }
        attend(attendant, random.bool(0.55) ? 'ganhou' : 'perdeu', 0.6, status === 3 ? 0.7 : 0.9, false);
        if (status === 3) {
          reabertoEm = moment(0.85);
          events.push({ evento: 'reaberto', acao: 'ticket_reopened', userId: options.agents.at(-1)!.id, at: reabertoEm });
        }
      }
      const closedAt = status === 2 ? attendances[attendances.length - 1]!.at : null;
      const updatedAt = [pair.createdAt, ...events.map((e) => e.at), ...attendances.map((a) => a.at)].reduce((a, b) => (b > a ? b : a));
      return {
        pair,
        events,
        attendances,
        ticket: {
          companyId,
          leadId: pair.leadId,
          produtoId: pair.produto.id,
          leadProdutoId: pair.leadProdutoId,
          origemId: random.pick(byCampaign && origensCampanha.length ? origensCampanha : origensManuais).id,
          tipoDuvidaId: random.pick(duvidas).id,
          detalhamento: random.pick(texts.detalhamentos),
          status,
          responsavelType: byCampaign ? campaign.type : ('user' as ActorType),
          responsavelId: byCampaign ? campaign.id : creator.id,
          responsavelNome: byCampaign ? campaign.nome : null,
          designadoId,
          reabertoEm,
          fechadoEm: closedAt,
          primeiroAtendimentoEm: attendances.map((a) => a.at).reduce<Date | null>((first, at) => (first && first < at ? first : at), null),
          createdAt: pair.createdAt,
          updatedAt,
        },
      };
    });
  const ticketIds = await insertAll(
    plans.map((p) => p.ticket),
    (chunk) => db.insert(tickets).values(chunk).returning({ id: tickets.id }),
  );

  // Attendances, then the returns they scheduled.
  const attendanceRows = plans.flatMap((plan, i) =>
    plan.attendances.map((a) => ({
      plan: a,
      row: {
        companyId,
        ticketId: ticketIds[i]!,
        atendenteId: a.atendenteId,
        leadId: plan.pair.leadId,
        leadProdutoId: plan.pair.leadProdutoId,
        produtoId: plan.pair.produto.id,
        tipo: a.tipo,
        followUp: a.followUp,
        statusAtendimentoId: a.statusId,
        tipoDePerdaId: a.perdaId,
        dataAgendamento: a.agenda?.when ?? null,
        createdAt: a.at,
      },
    })),
  );
  const attendanceIds = await insertAll(
    attendanceRows.map((a) => a.row),
    (chunk) => db.insert(atendimentos).values(chunk).returning({ id: atendimentos.id }),
  );
  const byAttendance = new Map(attendanceRows.map((a, i) => [a.plan, attendanceIds[i]!]));
  const agendaRows = attendanceRows.flatMap(({ plan, row }) =>
    plan.agenda
      ? [
          {
            companyId,
            ticketId: row.ticketId,
            atendimentoId: byAttendance.get(plan)!,
            leadId: row.leadId,
            responsavelId: plan.agenda.responsavelId,
            dataAgendamento: plan.agenda.when,
            concluidoEm: plan.agenda.done,
            createdAt: plan.at,
            updatedAt: plan.at,
          },
        ]
      : [],
  );
  await insertAll(agendaRows, (chunk) => db.insert(agendamentos).values(chunk).returning({ id: agendamentos.id }));

  // The timeline: the planned events plus one "finalizado" per attendance.
  const activityRows = plans.flatMap((plan, i) => {
    const finished: PlannedEvent[] = plan.attendances.map((a) => ({
      evento: 'finalizado',
      acao: 'attendance_finished',
      valores: { resultado: a.tipo },
      userId: a.atendenteId,
      properties: {
        id: byAttendance.get(a)!,
        follow_up: a.followUp,
        resultado: a.tipo,
        data_agendamento: a.agenda ? a.agenda.when.toISOString() : null,
      },
      at: a.at,
    }));
    return [...plan.events, ...finished]
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map((e) => ({
        companyId,
        leadId: plan.pair.leadId,
        ticketId: ticketIds[i]!,
        evento: e.evento,
        acao: e.acao,
        valores: e.valores ?? {},
        causerType: e.causer?.type ?? (e.userId === null ? ('sistema' as const) : ('user' as const)),
        causerId: e.causer?.id ?? e.userId,
        causerNome: e.causer?.nome ?? null,
        properties: e.properties ?? {},
        createdAt: e.at,
      }));
  });
  await insertAll(activityRows, (chunk) => db.insert(atividades).values(chunk).returning({ id: atividades.id }));

  // Purchases: the abandoned attempt behind campaign tickets, the approved sale behind won ones.
  let code = options.seed * 1_000_000;
  const transactionRows = plans.flatMap((plan) => {
    const won = plan.attendances.some((a) => a.tipo === 'ganhou');
    const abandoned = plan.ticket.responsavelType !== 'user' || random.bool(0.3);
    const rows: Array<{ status: TransactionStatus; payment: PaymentType; at: Date }> = [];
    if (abandoned) {
      const payment: PaymentType = random.pick(['billet', 'credit_card', 'pix'] as const);
      const status: TransactionStatus =
        payment === 'billet'
          ? random.pick(['billet_printed', 'expired'] as const)
          : random.pick(['canceled', 'started', 'delayed'] as const);
      rows.push({ status, payment, at: new Date(plan.pair.createdAt.getTime() - random.int(10, 120) * 60_000) });
    }
    if (won)
      rows.push({ status: 'approved', payment: random.pick(['credit_card', 'pix', 'billet'] as const), at: plan.attendances.at(-1)!.at });
    return rows.map((t) => {
      const full = plan.pair.produto.preco;
      const fee = Math.round(full * 0.099 * 100) / 100;
      code += 1;
      return {
        companyId,
        leadId: plan.pair.leadId,
        leadProdutoId: plan.pair.leadProdutoId,
        produtoId: plan.pair.produto.id,
        transaction: `HP${String(code).padStart(11, '0')}`,
        status: t.status,
        paymentType: t.payment,
        installmentsNumber: t.payment === 'credit_card' ? random.pick([1, 3, 6, 12]) : 1,
        fullPrice: full,
        cmsVendor: Math.round((full - fee) * 100) / 100,
        cmsMarketplace: fee,
        purchaseDate: t.at,
        confirmationPurchaseDate: t.status === 'approved' ? t.at : null,
        warrantyDate: t.status === 'approved' ? new Date(t.at.getTime() + 7 * DAY) : null,
        src: plan.ticket.responsavelType === 'user' ? null : `retoma-${plan.ticket.responsavelType}`,
        createdAt: t.at,
        updatedAt: t.at,
      };
    });
  });
  await insertAll(transactionRows, (chunk) => db.insert(transacoes).values(chunk).returning({ id: transacoes.id }));
}
