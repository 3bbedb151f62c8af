import {
  NOTIFICATION_ICONS,
  type AppNotification,
  type DataEnvelope,
  type ErrorBody,
  type ListResponse,
  type Ticket,
} from '@retoma/api-client';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agendamentos, memberships, notifications } from '../db/schema';
import { AGENT, getHarness, type Harness } from '../test/harness';
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

let h: Harness;
let co: string;
let admin: Member;
let options: TicketOptions;
beforeAll(async () => {
  h = await getHarness();
  ({ co, manager: admin, options } = await ticketTestCompany(h));
});

const all = (token: string, company = co, query = '') =>
  h.call<ListResponse<AppNotification>>('GET', `/api/${company}/notifications/todas${query}`, { token });
const unread = (token: string, company = co) =>
  h.call<DataEnvelope<AppNotification[]>>('GET', `/api/${company}/notifications/nlidas`, { token });
const markAllRead = (token: string, company = co) =>
  h.call<DataEnvelope<{ marcadas: number }>>('POST', `/api/${company}/notifications/setlidas`, { token });

const attend = (m: Member, ticket: Ticket) => h.call('POST', `/api/${co}/atender-ticket`, { token: m.token, json: { id: ticket.id } });
const finish = (m: Member, ticket: Ticket, extra: Record<string, unknown>) =>
  h.call('POST', `/api/${co}/atendimentos`, {
    token: m.token,
    json: {
      ticket_id: ticket.id,
      lead_id: ticket.lead_id,
      lead_produto_id: ticket.lead_produto_id,
      produto_id: ticket.produto_id,
      follow_up: 'Conversamos pelo WhatsApp.',
      ...extra,
    },
  });
const lost = (m: Member, ticket: Ticket) =>
  finish(m, ticket, { tipo: 'perdeu', status_atendimento_id: statusNamed(options, 'Contato inválido').id });
const waiting = (m: Member, ticket: Ticket) =>
  finish(m, ticket, {
    tipo: 'aguardando',
    status_atendimento_id: statusNamed(options, 'Retornar contato').id,
    data_agendamento: inDays(1),
  });

describe('notifications made by ticket events', () => {
  it('a transfer tells the member who received the ticket, not the one who moved it', async () => {
    const bia = await addMember(h, 'Atendente', 'bia', co);
    const ticket = await newTicket(h, admin.token, options, { nome: 'Carlos Pereira' }, co);
    const moved = await h.call('POST', `/api/${co}/ticketsTransferir`, {
      token: admin.token,
      json: { ticket_id: ticket.id, user_id: bia.id },
    });
    expect(moved.status).toBe(200);

    const [mine] = (await unread(bia.token)).body.data;
    expect(mine).toMatchObject({
      read_at: null,
      data: {
        icon: NOTIFICATION_ICONS.transferido,
        category: 'primary',
        acao: 'ticket_transferred',
        valores: { usuario: admin.name, lead: 'Carlos Pereira' },
        title: null,
        message: null,
        ticket_id: ticket.id,
      },
    });
    expect(typeof mine!.id).toBe('string');
    expect((await unread(admin.token)).body.data).toEqual([]);

    // Moving it to oneself tells nobody.
    await h.call('POST', `/api/${co}/ticketsTransferir`, { token: admin.token, json: { ticket_id: ticket.id, user_id: admin.id } });
    expect((await unread(admin.token)).body.data).toEqual([]);
  });

  it('a reopening tells the active members who attended the ticket', async () => {
    const [ana, caio] = [await addMember(h, 'Atendente', 'ana', co), await addMember(h, 'Atendente', 'caio', co)];
    const ticket = await newTicket(h, admin.token, options, { nome: 'Juliana Costa' }, co);
    await attend(ana, ticket);
    await lost(ana, ticket);
    const reopened = await h.call('POST', `/api/${co}/ticketsReabrir`, { token: admin.token, json: { ticket_id: ticket.id } });
    expect(reopened.status).toBe(200);

    expect((await unread(ana.token)).body.data.map((n) => n.data)).toEqual([
      expect.objectContaining({
        icon: NOTIFICATION_ICONS.reaberto,
        acao: 'ticket_reopened',
        valores: { usuario: admin.name, lead: 'Juliana Costa' },
        title: null,
        message: null,
        ticket_id: ticket.id,
      }),
    ]);
    expect((await unread(caio.token)).body.data).toEqual([]);
    expect((await unread(admin.token)).body.data.filter((n) => n.data.ticket_id === ticket.id)).toEqual([]);
  });

  it('a return that came due is notified once, and again at its new time when rescheduled', async () => {
    const ana = await addMember(h, 'Atendente', 'ana', co);
    const ticket = await newTicket(h, admin.token, options, { nome: 'Marcos Oliveira' }, co);
    await attend(ana, ticket);
    expect((await waiting(ana, ticket)).status).toBe(201);
    // Not due yet: nothing.
    expect((await unread(ana.token)).body.data).toEqual([]);

    const dueAt = new Date(Date.now() - 3_600_000);
    await h.db.update(agendamentos).set({ dataAgendamento: dueAt }).where(eq(agendamentos.ticketId, ticket.id));
    const first = (await unread(ana.token)).body.data;
    expect(first).toHaveLength(1);
    expect(first[0]!.data).toMatchObject({
      icon: NOTIFICATION_ICONS.retorno,
      category: 'danger',
      acao: 'return_due',
      valores: { lead: 'Marcos Oliveira' },
      title: null,
      message: null,
      ticket_id: ticket.id,
      time: dueAt.toISOString(),
    });
    expect((await all(ana.token)).body.data.total).toBe(1);

    const later = new Date(Date.now() - 600_000);
    await h.db.update(agendamentos).set({ dataAgendamento: later }).where(eq(agendamentos.ticketId, ticket.id));
    expect((await all(ana.token)).body.data.data.map((n) => n.data.time)).toEqual([later.toISOString(), dueAt.toISOString()]);

    // Done: no new notification for it.
    await h.db
      .update(agendamentos)
      .set({ dataAgendamento: new Date(Date.now() - 60_000), concluidoEm: new Date() })
      .where(eq(agendamentos.ticketId, ticket.id));
    expect((await all(ana.token)).body.data.total).toBe(2);
  });
});

describe('GET notifications/todas and nlidas', () => {
  async function seeded(member: Member, company: string, spec: Array<{ title: string; hoursAgo: number; read?: boolean }>) {
    const companyId = await h.companyId(company);
    await h.db.insert(notifications).values(
      spec.map((n) => ({
        companyId,
        userId: member.id,
        ticketId: null,
        icon: NOTIFICATION_ICONS.retorno,
        category: 'warning' as const,
        title: n.title,
        message: `Mensagem de ${n.title}`,
        time: new Date(Date.now() - n.hoursAgo * 3_600_000),
        dedupeKey: `teste:${n.title}`,
        readAt: n.read ? new Date() : null,
      })),
    );
  }

  it('lists the last week only, newest first, paginated; unread are the unread ones', async () => {
    const ana = await addMember(h, 'Atendente', 'ana', co);
    await seeded(ana, co, [
      { title: 'Ontem', hoursAgo: 24 },
      { title: 'Agora', hoursAgo: 0.1 },
      { title: 'Lida', hoursAgo: 30, read: true },
      { title: 'Há seis dias', hoursAgo: 6 * 24 },
      { title: 'Há oito dias', hoursAgo: 8 * 24 },
    ]);
    const page = (await all(ana.token)).body.data;
    expect(page.data.map((n) => n.data.title)).toEqual(['Agora', 'Ontem', 'Lida', 'Há seis dias']);
    expect(page).toMatchObject({ total: 4, current_page: 1, per_page: 25 });
    expect(page.data[2]!.read_at).not.toBeNull();

    const second = (await all(ana.token, co, '?per_page=10&page=2')).body.data;
    expect(second).toMatchObject({ total: 4, data: [], current_page: 2 });
    expect((await unread(ana.token)).body.data.map((n) => n.data.title)).toEqual(['Agora', 'Ontem', 'Há seis dias']);

    const bad = await h.call<ErrorBody>('GET', `/api/${co}/notifications/todas?per_page=7`, { token: ana.token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.per_page).toBeDefined();
  });

  it('mark all read: only the caller’s, only in this company', async () => {
    const [ana, bia] = [await addMember(h, 'Atendente', 'ana', co), await addMember(h, 'Atendente', 'bia', co)];
    const other = await createTestCompany(h);
    const companyId = await h.companyId(other);
    const [roleOfAna] = await h.db.select({ roleId: memberships.roleId }).from(memberships).where(eq(memberships.userId, ana.id));
    await h.db.insert(memberships).values({ companyId, userId: ana.id, roleId: roleOfAna!.roleId, status: 'active' });
    await seeded(ana, co, [
      { title: 'Um', hoursAgo: 1 },
      { title: 'Dois', hoursAgo: 2 },
    ]);
    await seeded(ana, other, [{ title: 'Na outra empresa', hoursAgo: 1 }]);
    await seeded(bia, co, [{ title: 'Da Bia', hoursAgo: 1 }]);

    expect((await markAllRead(ana.token)).body.data).toEqual({ marcadas: 2 });
    expect((await unread(ana.token)).body.data).toEqual([]);
    expect((await all(ana.token)).body.data.data.every((n) => n.read_at !== null)).toBe(true);
    expect((await unread(ana.token, other)).body.data.map((n) => n.data.title)).toEqual(['Na outra empresa']);
    expect((await unread(bia.token)).body.data.map((n) => n.data.title)).toEqual(['Da Bia']);
    expect((await markAllRead(ana.token)).body.data).toEqual({ marcadas: 0 });
  });

  it('another company’s notifications stay there: a non-member is refused', async () => {
    const ana = await addMember(h, 'Atendente', 'ana', co);
    await seeded(ana, co, [{ title: 'Só aqui', hoursAgo: 1 }]);
    const outsider = await addMember(h, 'Administrador', 'outra', 'vitoria');
    const refused = await h.call<ErrorBody>('GET', `/api/${co}/notifications/todas`, { token: outsider.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('not.access.in.company');
    expect((await markAllRead(outsider.token)).status).toBe(403);
    expect((await all(outsider.token, 'vitoria')).body.data.total).toBe(0);
    const rows = await h.db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(and(eq(notifications.userId, ana.id), eq(notifications.title, 'Só aqui')));
    expect(rows).toEqual([{ readAt: null }]);
  });
});

describe('the demo seed', () => {
  // Other tests may mark these read on a shared PostgreSQL, so only what no test undoes is checked here.
  it('gives the agent of aurora notifications from the demo tickets, some already read', async () => {
    const rows = await h.db
      .select({ icon: notifications.icon, readAt: notifications.readAt })
      .from(notifications)
      .where(and(eq(notifications.companyId, await h.companyId('aurora')), eq(notifications.userId, await h.userId(AGENT))));
    expect(rows.some((row) => row.icon === NOTIFICATION_ICONS.retorno)).toBe(true);
    expect(rows.some((row) => row.readAt !== null)).toBe(true);
  });
});
