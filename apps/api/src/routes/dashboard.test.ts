import type { DataEnvelope, ErrorBody, ListResponse, MonthComparison, MyTicketsStats, Ticket } from '@retoma/api-client';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agendamentos, atividades, companies, memberships, tickets } from '../db/schema';
import { getHarness, type Harness } from '../test/harness';
import {
  addMember,
  createTestCompany,
  inDays,
  type Member,
  newTicket,
  statusNamed,
  type TicketOptions,
  ticketTestCompany,
} from '../test/tickets';

/**
 * In a company of its own: Ana attends three tickets (won, lost, waiting) and creates two; Bia wins one of Ana's
 * and attends one of the manager's. Every figure below is Ana's, from that real history.
 */
let h: Harness;
let co: string;
let admin: Member;
let ana: Member;
let bia: Member;
let options: TicketOptions;
let attended: Ticket[];
let created: Ticket[];
beforeAll(async () => {
  h = await getHarness();
  ({ co, manager: admin, options } = await ticketTestCompany(h));
  [ana, bia] = [await addMember(h, 'Atendente', 'ana', co), await addMember(h, 'Atendente', 'bia', co)];
  attended = [
    await newTicket(h, admin.token, options, {}, co),
    await newTicket(h, admin.token, options, {}, co),
    await newTicket(h, admin.token, options, {}, co),
  ];
  const outcomes = [
    { tipo: 'ganhou', status_atendimento_id: statusNamed(options, 'Venda realizada').id },
    { tipo: 'perdeu', status_atendimento_id: statusNamed(options, 'Contato inválido').id },
    { tipo: 'aguardando', status_atendimento_id: statusNamed(options, 'Retornar contato').id, data_agendamento: inDays(1) },
  ];
  for (const [i, ticket] of attended.entries()) await attendAndFinish(ana, ticket, outcomes[i]!);
  created = [await newTicket(h, ana.token, options, {}, co), await newTicket(h, ana.token, options, {}, co)];
  await attendAndFinish(bia, created[0]!, outcomes[0]!);
  await attendAndFinish(bia, await newTicket(h, admin.token, options, {}, co), outcomes[1]!);
});

async function attendAndFinish(m: Member, ticket: Ticket, outcome: Record<string, unknown>) {
  await h.call('POST', `/api/${co}/atender-ticket`, { token: m.token, json: { id: ticket.id } });
  const res = await h.call('POST', `/api/${co}/atendimentos`, {
    token: m.token,
    json: {
      ticket_id: ticket.id,
      lead_id: ticket.lead_id,
      lead_produto_id: ticket.lead_produto_id,
      produto_id: ticket.produto_id,
      follow_up: 'Conversamos pelo WhatsApp.',
      ...outcome,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

const get = <T>(m: Member, route: string, query = '', company = co) =>
  h.call<DataEnvelope<T> & ErrorBody>('GET', `/api/${company}/dashboard/${route}${query}`, { token: m.token });

/** `YYYY-MM-DD` in Brasília, `days` from today. */
const day = (days = 0) => new Date(Date.now() - 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe('GET dashboard/meus_tickets', () => {
  it('counts the caller’s attendances by outcome, and the tickets they inserted by where they stand', async () => {
    expect((await get<MyTicketsStats>(ana, 'meus_tickets')).body.data).toEqual({
      type: 'atendimento',
      tickets_ganhou: 1,
      tickets_aguardando: 1,
      tickets_perdeu: 1,
    });
    expect((await get<MyTicketsStats>(ana, 'meus_tickets', '?type=inseridos')).body.data).toEqual({
      type: 'inseridos',
      tickets_finalizados: 1,
      tickets_pendentes: 0,
      tickets_abertos: 1,
    });
    expect((await get<MyTicketsStats>(bia, 'meus_tickets')).body.data).toMatchObject({
      tickets_ganhou: 1,
      tickets_perdeu: 1,
      tickets_aguardando: 0,
    });
  });

  it('follows the period', async () => {
    const longAgo = await get<MyTicketsStats>(ana, 'meus_tickets', '?dt_inicio=2024-01-01&dt_fim=2024-12-31');
    expect(longAgo.body.data).toEqual({ type: 'atendimento', tickets_ganhou: 0, tickets_aguardando: 0, tickets_perdeu: 0 });
    const today = await get<MyTicketsStats>(ana, 'meus_tickets', `?dt_inicio=${day()}&dt_fim=${day()}`);
    expect(today.body.data).toMatchObject({ tickets_ganhou: 1 });
  });

  it('refuses malformed periods and types on their parameter', async () => {
    expect((await get(ana, 'meus_tickets', '?dt_inicio=2025-02-30')).body.errors?.dt_inicio).toBeDefined();
    expect((await get(ana, 'meus_tickets', '?dt_inicio=2025-03-10&dt_fim=2025-03-01')).body.errors?.dt_fim).toEqual([
      'A data final não pode ser anterior à inicial.',
    ]);
    // One end alone is measured against today.
    expect((await get(ana, 'meus_tickets', '?dt_inicio=2020-01-01')).body.errors?.dt_inicio).toEqual([
      'Escolha um período de até 400 dias.',
    ]);
    expect((await get(ana, 'atendimentos', `?dt_inicio=${day(5)}`)).body.errors?.dt_inicio).toEqual([
      'A data final não pode ser anterior à inicial.',
    ]);
    const typo = await get(ana, 'meus_tickets', '?type=inseridor');
    expect(typo.status).toBe(422);
    expect(typo.body.errors?.type).toBeDefined();
  });

  it('starts at zero for someone new, and in another company', async () => {
    const novo = await addMember(h, 'Atendente', 'novo', co);
    expect((await get<MyTicketsStats>(novo, 'meus_tickets')).body.data).toMatchObject({ tickets_ganhou: 0, tickets_perdeu: 0 });
    const elsewhere = await createTestCompany(h);
    const [role] = await h.db.select({ roleId: memberships.roleId }).from(memberships).where(eq(memberships.userId, ana.id));
    await h.db
      .insert(memberships)
      .values({ companyId: await h.companyId(elsewhere), userId: ana.id, roleId: role!.roleId, status: 'active' });
    expect((await get<MyTicketsStats>(ana, 'meus_tickets', '', elsewhere)).body.data).toMatchObject({ tickets_ganhou: 0 });
    expect((await get<ListResponse<Ticket>['data']>(ana, 'meus_tickets_atividades', '', elsewhere)).body.data.total).toBe(0);
    const outsider = await addMember(h, 'Administrador', 'fora', 'vitoria');
    const refused = await get(outsider, 'meus_tickets');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('not.access.in.company');
  });
});

describe('GET dashboard/meus_tickets_atividades', () => {
  it('lists the tickets the caller took part in, the last touched first, with their last action', async () => {
    const page = (await get<ListResponse<Ticket>['data']>(ana, 'meus_tickets_atividades', '?per_page=10')).body.data;
    const mine = [...attended, ...created].map((t) => t.id).reverse();
    expect(page.data.map((t) => t.id)).toEqual(mine);
    expect(page).toMatchObject({ total: 5, per_page: 10, current_page: 1 });
    expect(page.data[0]!.ultima_acao).toMatchObject({ evento: 'criado' });
    // Bia won one of Ana's tickets afterwards: its last action is Bia's.
    expect(page.data[1]!.ultima_acao).toMatchObject({ evento: 'finalizado', causer: { id: bia.id } });
    expect((await get<ListResponse<Ticket>['data']>(ana, 'meus_tickets_atividades', '?per_page=10&page=2')).body.data.data).toEqual([]);
    expect((await get(ana, 'meus_tickets_atividades', '?per_page=4')).status).toBe(422);
  });

  it('a ticket touched many times since counts once, in the place of its newest entry', async () => {
    // Caio's newest 300 entries are all on one ticket: the tickets he touched before lie beyond the first batch read.
    const caio = await addMember(h, 'Atendente', 'caio', co);
    const [older, old, busy] = [
      await newTicket(h, admin.token, options, {}, co),
      await newTicket(h, admin.token, options, {}, co),
      await newTicket(h, admin.token, options, {}, co),
    ];
    const [company] = await h.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, co));
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const entry = (ticket: Ticket, createdAt: Date) => ({
      companyId: company!.id,
      leadId: ticket.lead_id,
      ticketId: ticket.id,
      evento: 'criado' as const,
      description: 'Nota do Caio',
      causerType: 'user' as const,
      causerId: caio.id,
      createdAt,
    });
    await h.db
      .insert(atividades)
      .values([
        entry(older!, hoursAgo(3)),
        entry(old!, hoursAgo(2)),
        ...Array.from({ length: 300 }, (_, i) => entry(busy!, hoursAgo(1 - i / 1000))),
      ]);
    const page = (await get<ListResponse<Ticket>['data']>(caio, 'meus_tickets_atividades', '?per_page=10')).body.data;
    expect(page.data.map((t) => t.id)).toEqual([busy!.id, old!.id, older!.id]);
    expect(page.total).toBe(3);
    const second = (await get<ListResponse<Ticket>['data']>(caio, 'meus_tickets_atividades', '?per_page=10&page=2')).body.data;
    expect(second).toMatchObject({ data: [], total: 3 });

    // A newer entry moves its ticket first; once removed, the ticket takes its last remaining entry's place again,
    // and a ticket with none of his entries left leaves his list.
    const ids = async () => (await get<ListResponse<Ticket>['data']>(caio, 'meus_tickets_atividades', '?per_page=10')).body.data;
    const [note] = await h.db
      .insert(atividades)
      .values(entry(older!, hoursAgo(0.1)))
      .returning({ id: atividades.id });
    expect((await ids()).data.map((t) => t.id)).toEqual([older!.id, busy!.id, old!.id]);
    await h.db.delete(atividades).where(eq(atividades.id, note!.id));
    expect((await ids()).data.map((t) => t.id)).toEqual([busy!.id, old!.id, older!.id]);
    await h.db.delete(atividades).where(and(eq(atividades.ticketId, busy!.id), eq(atividades.causerId, caio.id)));
    expect(await ids()).toMatchObject({ total: 2 });
    expect((await ids()).data.map((t) => t.id)).toEqual([old!.id, older!.id]);
    // A deleted ticket leaves every list it was on, and its count.
    await h.db.delete(tickets).where(eq(tickets.id, old!.id));
    expect(await ids()).toMatchObject({ total: 1, data: [{ id: older!.id }] });
  });
});

describe('GET dashboard/tickets_atrasados', () => {
  it('counts the caller’s pending returns whose time has passed', async () => {
    expect((await get<{ total: number }>(ana, 'tickets_atrasados')).body.data).toEqual({ total: 0 });
    await h.db
      .update(agendamentos)
      .set({ dataAgendamento: new Date(Date.now() - 3_600_000) })
      .where(eq(agendamentos.ticketId, attended[2]!.id));
    expect((await get<{ total: number }>(ana, 'tickets_atrasados')).body.data).toEqual({ total: 1 });
    expect((await get<{ total: number }>(bia, 'tickets_atrasados')).body.data).toEqual({ total: 0 });
  });
});

describe('GET dashboard/atendimentos and inseridos', () => {
  it('day by day over the period against the days right before it', async () => {
    const week = (await get<MonthComparison>(ana, 'atendimentos')).body.data;
    expect(week.periodo_atual.map((d) => d.dia)).toEqual([-6, -5, -4, -3, -2, -1, 0].map(day));
    expect(week.periodo_anterior.map((d) => d.dia)).toEqual([-13, -12, -11, -10, -9, -8, -7].map(day));
    expect(week.periodo_atual.at(-1)).toEqual({ dia: day(), quantidade: 3 });
    expect(week.periodo_anterior.every((d) => d.quantidade === 0)).toBe(true);

    const inserted = (await get<MonthComparison>(ana, 'inseridos', `?dt_inicio=${day(-2)}&dt_fim=${day()}`)).body.data;
    expect(inserted.periodo_atual).toEqual([
      { dia: day(-2), quantidade: 0 },
      { dia: day(-1), quantidade: 0 },
      { dia: day(), quantidade: 2 },
    ]);
    expect(inserted.periodo_anterior).toHaveLength(3);
    expect((await get(ana, 'inseridos', '?dt_inicio=2024-01-01&dt_fim=2025-12-31')).body.errors?.dt_fim).toEqual([
      'Escolha um período de até 400 dias.',
    ]);
  });
});
