import type { Appointment, DataEnvelope, ErrorBody, Ticket } from '@retoma/api-client';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agendamentos } from '../db/schema';
import { AGENT, getHarness, type Harness } from '../test/harness';
import { addMember, inDays, type Member, newTicket, statusNamed, type TicketOptions, ticketTestCompany } from '../test/tickets';

let h: Harness;
let co: string;
let admin: string;
let options: TicketOptions;
beforeAll(async () => {
  h = await getHarness();
  const company = await ticketTestCompany(h);
  ({ co, options } = company);
  admin = company.manager.token;
});

const agenda = (token: string, route = 'agendamentos', query = '', company = co) =>
  h.call<DataEnvelope<Appointment[]> & ErrorBody>('GET', `/api/${company}/${route}${query}`, { token });

/** A ticket `member` finished as waiting, with a return `days` ahead. */
async function waitingTicket(member: Member, days: number): Promise<Ticket> {
  const ticket = await newTicket(h, admin, options, {}, co);
  await h.call('POST', `/api/${co}/atender-ticket`, { token: member.token, json: { id: ticket.id } });
  const res = await h.call('POST', `/api/${co}/atendimentos`, {
    token: member.token,
    json: {
      ticket_id: ticket.id,
      lead_id: ticket.lead_id,
      lead_produto_id: ticket.lead_produto_id,
      produto_id: ticket.produto_id,
      tipo: 'aguardando',
      follow_up: 'Retornar amanhã cedo.',
      status_atendimento_id: statusNamed(options, 'Aguardando pagamento do boleto').id,
      data_agendamento: inDays(days),
    },
  });
  expect(res.status).toBe(201);
  return ticket;
}

describe('agenda', () => {
  it('lists my pending returns soonest first, with the seeded overdue ones flagged', async () => {
    const seeded = (await agenda(await h.tokenFor(AGENT), 'agendamentos', '', 'aurora')).body.data;
    expect(seeded.length).toBeGreaterThan(5);
    expect(seeded.some((a) => a.atrasado)).toBe(true);
    expect(seeded.some((a) => !a.atrasado)).toBe(true);
    for (const a of seeded) expect(a.atrasado).toBe(Date.parse(a.data_agendamento) < Date.now());
    const times = seeded.map((a) => a.data_agendamento);
    expect([...times].sort()).toEqual(times);

    const ana = await addMember(h, 'Atendente', 'ana', co);
    const ticket = await waitingTicket(ana, 2);
    const mine = (await agenda(ana.token)).body.data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      ticket_id: ticket.id,
      atrasado: false,
      concluido_em: null,
      lead: { id: ticket.lead_id },
      produto: { id: ticket.produto_id },
      responsavel: { id: ana.id },
      atendimento: { follow_up: 'Retornar amanhã cedo.', atendente_id: ana.id },
      ticket: { id: ticket.id, status: 1 },
    });
  });

  it('filters by period (Brasília days, at most 400) and separates the three tabs', async () => {
    const ana = await addMember(h, 'Atendente', 'ana', co);
    const ticket = await waitingTicket(ana, 5);
    const day = new Date(Date.now() + 5 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
    expect((await agenda(ana.token, 'agendamentos', `?dt_inicio=${day}&dt_fim=${day}`)).body.data.map((a) => a.ticket_id)).toEqual([
      ticket.id,
    ]);
    expect((await agenda(ana.token, 'agendamentos', '?dt_inicio=2020-01-01&dt_fim=2020-01-31')).body.data).toEqual([]);
    const tooLong = await agenda(ana.token, 'agendamentos', '?dt_inicio=2024-01-01&dt_fim=2025-12-31');
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors?.dt_fim).toEqual(['Escolha um período de até 400 dias.']);
    expect((await agenda(ana.token, 'agendamentos', '?dt_inicio=ontem')).status).toBe(422);

    // Anyone's pending returns, unless someone is attending the ticket right now.
    expect((await agenda(admin, 'agendamentos_natendimento')).body.data.some((a) => a.ticket_id === ticket.id)).toBe(true);
    await h.call('POST', `/api/${co}/atender-ticket`, { token: ana.token, json: { id: ticket.id } });
    expect((await agenda(admin, 'agendamentos_natendimento')).body.data.some((a) => a.ticket_id === ticket.id)).toBe(false);
    // Finishing again completes the return: gone from "mine", still in "todos" with its completion time.
    await h.call('POST', `/api/${co}/atendimentos`, {
      token: ana.token,
      json: {
        ticket_id: ticket.id,
        lead_id: ticket.lead_id,
        lead_produto_id: ticket.lead_produto_id,
        produto_id: ticket.produto_id,
        tipo: 'ganhou',
        follow_up: 'Pagou o boleto.',
        status_atendimento_id: statusNamed(options, 'Venda realizada').id,
      },
    });
    expect((await agenda(ana.token)).body.data).toEqual([]);
    const all = (await agenda(admin, 'agendamentos_todos')).body.data.find((a) => a.ticket_id === ticket.id);
    expect(all).toMatchObject({ atrasado: false, concluido_em: expect.any(String), ticket: { status: 2 } });
  });

  it('lists a return still overdue whatever the period starts on, and a done one only in its period', async () => {
    const bia = await addMember(h, 'Atendente', 'bia', co);
    const overdue = await waitingTicket(bia, 3);
    const done = await waitingTicket(bia, 4);
    const longAgo = new Date(Date.now() - 40 * 86_400_000);
    await h.db.update(agendamentos).set({ dataAgendamento: longAgo }).where(eq(agendamentos.ticketId, overdue.id));
    await h.db.update(agendamentos).set({ dataAgendamento: longAgo, concluidoEm: new Date() }).where(eq(agendamentos.ticketId, done.id));
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
    const thisWeek = `?dt_inicio=${today}&dt_fim=${today}`;
    expect((await agenda(bia.token, 'agendamentos', thisWeek)).body.data).toEqual([
      expect.objectContaining({ ticket_id: overdue.id, atrasado: true }),
    ]);
    const all = (await agenda(admin, 'agendamentos_todos', thisWeek)).body.data.map((a) => a.ticket_id);
    expect(all).toContain(overdue.id);
    expect(all).not.toContain(done.id);
  });

  it('reschedules own returns to the future; someone else’s only with ticket_transferir', async () => {
    const [ana, bia] = [await addMember(h, 'Atendente', 'ana', co), await addMember(h, 'Atendente', 'bia', co)];
    await waitingTicket(ana, 1);
    const [entry] = (await agenda(ana.token)).body.data;
    const move = (token: string, body: object, id = entry!.id) =>
      h.call<DataEnvelope<Appointment> & ErrorBody>('POST', `/api/${co}/agendamentos/${id}`, {
        token,
        json: { _method: 'PUT', id, ...body },
      });

    const moved = await move(ana.token, { data_agendamento: '2099-03-20 14:00' });
    expect(moved.status).toBe(200);
    // Without an offset the picker's time is Brasília time.
    expect(moved.body.data.data_agendamento).toBe('2099-03-20T17:00:00.000Z');
    const history = await h.call<DataEnvelope<{ acoesrecebidas: Array<{ evento: string }> }>>(
      'GET',
      `/api/${co}/tickets/${entry!.ticket_id}`,
      { token: admin },
    );
    expect(history.body.data.acoesrecebidas[0]!.evento).toBe('reagendado');

    expect((await move(ana.token, { data_agendamento: '2020-01-01 10:00' })).body.errors?.data_agendamento).toEqual([
      'Escolha um horário futuro.',
    ]);
    expect((await move(ana.token, { data_agendamento: 'amanhã' })).status).toBe(422);
    expect((await move(ana.token, { data_agendamento: '2099-03-20 14:00', id: entry!.id + 1 }, entry!.id)).body.errors?.id).toBeDefined();
    expect((await move(bia.token, { data_agendamento: '2099-03-21 09:00' })).status).toBe(403);
    const byManager = await move(admin, { data_agendamento: '2099-03-21T09:00:00-03:00' });
    expect(byManager.body.data.data_agendamento).toBe('2099-03-21T12:00:00.000Z');
    expect((await move(admin, { data_agendamento: '2099-03-21 09:00' }, 999_999)).status).toBe(404);
    const helena = await h.tokenFor('helena@vitoria.dev');
    expect(
      (
        await h.call('POST', `/api/vitoria/agendamentos/${entry!.id}`, {
          token: helena,
          json: { _method: 'PUT', id: entry!.id, data_agendamento: '2099-01-01 10:00' },
        })
      ).status,
    ).toBe(404);
  });
});
