import type {
  Attendance,
  AttendResult,
  BrindeOption,
  DataEnvelope,
  ErrorBody,
  ListResponse,
  Ticket,
  TicketDetail,
} from '@retoma/api-client';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agendamentos, brindes, companies, tickets } from '../db/schema';
import { ADMIN, getHarness, type Harness } from '../test/harness';
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

const attend = (token: string, id: number) =>
  h.call<DataEnvelope<AttendResult>>('POST', `/api/${co}/atender-ticket`, { token, json: { id } });
const detail = async (id: number) =>
  (await h.call<DataEnvelope<TicketDetail>>('GET', `/api/${co}/tickets/${id}`, { token: admin })).body.data;
const finishBody = (ticket: Ticket, extra: Record<string, unknown>) => ({
  ticket_id: ticket.id,
  lead_id: ticket.lead_id,
  lead_produto_id: ticket.lead_produto_id,
  produto_id: ticket.produto_id,
  follow_up: 'Conversamos pelo WhatsApp.',
  ...extra,
});
const finish = (token: string, ticket: Ticket, extra: Record<string, unknown>) =>
  h.call<DataEnvelope<Attendance> & ErrorBody>('POST', `/api/${co}/atendimentos`, { token, json: finishBody(ticket, extra) });
const held = async (userId: number) =>
  h.db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.companyId, await h.companyId(co)), eq(tickets.atendenteId, userId)));

describe('attending (the lock)', () => {
  it('answers ok, jaatendendo, atendendo and fechado; editors cannot attend', async () => {
    const [ana, bia] = [await addMember(h, 'Atendente', 'ana', co), await addMember(h, 'Atendente', 'bia', co)];
    const first = await newTicket(h, admin, options, {}, co);
    const second = await newTicket(h, admin, options, {}, co);

    expect((await attend(ana.token, first.id)).body.data).toEqual({ status: 'ok', id: first.id });
    expect((await attend(ana.token, first.id)).body.data).toEqual({ status: 'ok', id: first.id });
    const mine = await detail(first.id);
    expect(mine.atendente).toMatchObject({ id: ana.id, name: ana.name });
    expect(mine.atendente_desde).not.toBeNull();
    expect(mine.acoesrecebidas.filter((a) => a.evento === 'atendimento_iniciado')).toHaveLength(1);

    const busy = (await attend(ana.token, second.id)).body.data;
    expect(busy).toMatchObject({ status: 'jaatendendo', id: first.id });
    const taken = (await attend(bia.token, first.id)).body.data;
    expect(taken).toMatchObject({ status: 'atendendo', id: first.id, atendente: { id: ana.id } });
    expect(taken.status === 'atendendo' && taken.msg).toContain(ana.name);

    await finish(ana.token, first, { tipo: 'perdeu', status_atendimento_id: statusNamed(options, 'Contato inválido').id });
    expect((await attend(bia.token, first.id)).body.data).toMatchObject({ status: 'fechado', id: first.id });
    expect((await attend(bia.token, 999_999)).status).toBe(404);
    expect((await attend((await addMember(h, 'editor', 'editor', co)).token, second.id)).status).toBe(403);
  });

  it('two agents pressing attend together: exactly one wins (10 parallel requests)', async () => {
    const [ana, bia] = [await addMember(h, 'Atendente', 'ana', co), await addMember(h, 'Atendente', 'bia', co)];
    const ticket = await newTicket(h, admin, options, {}, co);
    const tries = Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? ana : bia));
    const results = await Promise.all(tries.map(async (m) => ({ m, r: (await attend(m.token, ticket.id)).body.data })));
    const winners = new Set(results.filter(({ r }) => r.status === 'ok').map(({ m }) => m.id));
    expect(winners.size).toBe(1);
    const [winner] = [...winners];
    // The winner's own repeated requests are ok (re-entering); every one of the loser's is "atendendo".
    for (const { m, r } of results) expect(r.status).toBe(m.id === winner ? 'ok' : 'atendendo');
    const [row] = await h.db.select({ atendente: tickets.atendenteId }).from(tickets).where(eq(tickets.id, ticket.id));
    expect(row!.atendente).toBe(winner);
    expect((await detail(ticket.id)).acoesrecebidas.filter((a) => a.evento === 'atendimento_iniciado')).toHaveLength(1);
  });

  it('ten different agents at the same moment: exactly one ok', async () => {
    const agents: Member[] = [];
    for (let i = 0; i < 10; i += 1) agents.push(await addMember(h, 'Atendente', `agente${i}`, co));
    const ticket = await newTicket(h, admin, options, {}, co);
    const results = await Promise.all(agents.map((m) => attend(m.token, ticket.id)));
    expect(results.map((r) => r.status).every((s) => s === 200)).toBe(true);
    expect(results.filter((r) => r.body.data.status === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r.body.data.status === 'atendendo')).toHaveLength(9);
  });

  it('one ticket per agent, even from parallel tabs on different tickets', async () => {
    const ana = await addMember(h, 'Atendente', 'ana', co);
    const ids = [];
    for (let i = 0; i < 4; i += 1) ids.push((await newTicket(h, admin, options, {}, co)).id);
    const results = (await Promise.all(ids.map((id) => attend(ana.token, id)))).map((r) => r.body.data);
    const ok = results.filter((r) => r.status === 'ok');
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 'ok')) expect(r).toMatchObject({ status: 'jaatendendo', id: ok[0]!.id });
    expect(await held(ana.id)).toEqual([{ id: ok[0]!.id }]);
  });

  it('cancelling releases the ticket and records nothing; only the holder may cancel', async () => {
    const [ana, bia] = [await addMember(h, 'Atendente', 'ana', co), await addMember(h, 'Atendente', 'bia', co)];
    const ticket = await newTicket(h, admin, options, {}, co);
    await attend(ana.token, ticket.id);
    const before = (await detail(ticket.id)).acoesrecebidas.length;
    const notMine = await h.call<ErrorBody>('POST', `/api/${co}/cancelar-atendimento-ticket`, {
      token: bia.token,
      json: { id: ticket.id },
    });
    expect(notMine.status).toBe(409);
    const cancelled = await h.call<DataEnvelope<Ticket>>('POST', `/api/${co}/cancelar-atendimento-ticket`, {
      token: ana.token,
      json: { id: ticket.id },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 0, atendente: null, atendente_desde: null });
    expect((await detail(ticket.id)).acoesrecebidas).toHaveLength(before);
    expect((await attend(bia.token, ticket.id)).body.data.status).toBe('ok');
    expect((await h.call('POST', `/api/${co}/cancelar-atendimento-ticket`, { token: ana.token, json: { id: 'x' } })).status).toBe(422);
  });
});

describe('finishing an attendance', () => {
  it('won closes the ticket and frees the agent; only the holder finishes', async () => {
    const [ana, bia] = [await addMember(h, 'Atendente', 'ana', co), await addMember(h, 'Atendente', 'bia', co)];
    const ticket = await newTicket(h, admin, options, {}, co);
    const won = { tipo: 'ganhou', status_atendimento_id: statusNamed(options, 'Venda de upsell').id };
    expect((await finish(ana.token, ticket, won)).status).toBe(409);
    await attend(ana.token, ticket.id);
    expect((await finish(bia.token, ticket, won)).status).toBe(409);
    const res = await finish(ana.token, ticket, won);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      ticket_id: ticket.id,
      tipo: 'ganhou',
      atendente: { id: ana.id },
      status_atendimento: { nome: 'Venda de upsell', tipo: 'ganhou' },
    });
    const after = await detail(ticket.id);
    expect(after).toMatchObject({ status: 2, atendente: null });
    expect(after.acoesrecebidas[0]).toMatchObject({
      evento: 'finalizado',
      properties: { id: res.body.data.id, resultado: 'ganhou', follow_up: 'Conversamos pelo WhatsApp.' },
    });
    expect(await held(ana.id)).toEqual([]);
  });

  it('validates the outcome against the chosen status: type, loss reason, gift, upsell, ids, follow-up', async () => {
    const ana = await addMember(h, 'Atendente', 'ana', co);
    const ticket = await newTicket(
      h,
      admin,
      options,
      { produto_id: options.produtos.find((p) => p.label === 'Curso de Confeitaria Profissional')!.id },
      co,
    );
    await attend(ana.token, ticket.id);
    const errorsOf = async (extra: Record<string, unknown>) => {
      const res = await finish(ana.token, ticket, extra);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      return res.body.errors;
    };
    const perdida = statusNamed(options, 'Venda perdida');
    const realizada = statusNamed(options, 'Venda realizada');
    const upsellOnly = statusNamed(options, 'Venda de upsell');
    expect(await errorsOf({ tipo: 'perdeu', status_atendimento_id: realizada.id })).toEqual({
      status_atendimento_id: ['Este status não corresponde ao resultado escolhido.'],
    });
    expect(await errorsOf({ tipo: 'perdeu', status_atendimento_id: perdida.id })).toEqual({ tipo_de_perda_id: ['Selecione o motivo.'] });
    expect(await errorsOf({ tipo: 'perdeu', status_atendimento_id: perdida.id, tipo_de_perda_id: options.origemId })).toEqual({
      tipo_de_perda_id: ['Selecione o motivo.'],
    });
    expect(
      await errorsOf({
        tipo: 'ganhou',
        status_atendimento_id: upsellOnly.id,
        tembrinde: true,
        brinde_id: 1,
        nome_destinatario: 'X',
        email_destinatario: 'x@y.com.br',
      }),
    ).toEqual({ tembrinde: ['Este status não permite inserir brinde.'] });
    const notUpsell = options.produtos.find((p) => p.label === 'Kit Receitas Fit')!.id;
    expect(await errorsOf({ tipo: 'ganhou', status_atendimento_id: realizada.id, hasupsell: true, upsell: notUpsell })).toEqual({
      upsell: ['Este produto não é um upsell do produto do ticket.'],
    });
    expect(await errorsOf({ tipo: 'ganhou', status_atendimento_id: realizada.id, lead_id: ticket.lead_id + 1 })).toEqual({
      lead_id: ['O lead não é o deste ticket.'],
    });
    expect(await errorsOf({ tipo: 'ganhou', status_atendimento_id: realizada.id, follow_up: '  ' })).toHaveProperty('follow_up');
    expect(await errorsOf({ tipo: 'aguardando', status_atendimento_id: statusNamed(options, 'Retornar contato').id })).toEqual({
      data_agendamento: ['Escolha a data e o horário do novo atendimento.'],
    });
    expect(
      await errorsOf({
        tipo: 'aguardando',
        status_atendimento_id: statusNamed(options, 'Retornar contato').id,
        data_agendamento: '2020-01-01 10:00',
      }),
    ).toEqual({ data_agendamento: ['Agende para uma data futura.'] });

    // A gift must be an active one of the ticket's product, in this company.
    const gifts = (await h.call<DataEnvelope<BrindeOption[]>>('GET', `/api/${co}/selects/brindes`, { token: ana.token })).body.data;
    const ownGift = gifts.find((gift) => gift.label === 'Kit de bicos de confeitar')!;
    const otherProductGift = gifts.find((gift) => gift.label === 'Forma de bombom')!;
    const [inactiveGift] = await h.db
      .select({ id: brindes.id })
      .from(brindes)
      .innerJoin(companies, eq(companies.id, brindes.companyId))
      .where(and(eq(companies.slug, co), eq(brindes.nome, 'Caderno de receitas')));
    const auroraGift = (
      await h.call<DataEnvelope<BrindeOption[]>>('GET', '/api/aurora/selects/brindes', { token: await h.tokenFor(ADMIN) })
    ).body.data[0]!;
    for (const brinde_id of [otherProductGift.id, inactiveGift!.id, auroraGift.id]) {
      expect(
        await errorsOf({
          tipo: 'ganhou',
          status_atendimento_id: realizada.id,
          tembrinde: true,
          brinde_id,
          nome_destinatario: 'Quem Recebe',
          email_destinatario: 'recebe@exemplo.com.br',
        }),
      ).toEqual({ brinde_id: ['Este brinde não está disponível para o produto do ticket.'] });
    }

    // Allowed: a gift where the status permits it, and an upsell of the product.
    const upsell = ticket.produto.upsellers[0]!;
    const res = await finish(ana.token, ticket, {
      tipo: 'ganhou',
      status_atendimento_id: realizada.id,
      tembrinde: true,
      brinde_id: ownGift.id,
      nome_destinatario: 'Quem Recebe',
      email_destinatario: 'recebe@exemplo.com.br',
      hasupsell: true,
      upsell: upsell.id,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      tembrinde: true,
      brinde_id: ownGift.id,
      nome_destinatario: 'Quem Recebe',
      hasupsell: true,
      upsell: upsell.id,
    });
  });

  it('lost with a loss reason closes; waiting schedules a return and assigns the ticket to the agent', async () => {
    const [ana, bia] = [await addMember(h, 'Atendente', 'ana', co), await addMember(h, 'Atendente', 'bia', co)];
    const lost = await newTicket(h, admin, options, {}, co);
    await attend(ana.token, lost.id);
    const motivos = await h.call<ListResponse<{ id: number }>>('GET', `/api/${co}/tipo_de_perdas?status=1`, { token: ana.token });
    const perdida = statusNamed(options, 'Venda perdida');
    const res = await finish(ana.token, lost, {
      tipo: 'perdeu',
      status_atendimento_id: perdida.id,
      tipo_de_perda_id: motivos.body.data.data[0]!.id,
    });
    expect(res.body.data.tipo_de_perda?.id).toBe(motivos.body.data.data[0]!.id);
    expect((await detail(lost.id)).status).toBe(2);

    const waiting = await newTicket(h, admin, options, {}, co);
    await attend(ana.token, waiting.id);
    const when = inDays(2);
    const waited = await finish(ana.token, waiting, {
      tipo: 'aguardando',
      status_atendimento_id: statusNamed(options, 'Retornar contato').id,
      data_agendamento: when,
    });
    expect(waited.status).toBe(201);
    expect(waited.body.data.data_agendamento).toBe(when);
    const after = await detail(waiting.id);
    expect(after).toMatchObject({ status: 1, atendente: null, designado: { id: ana.id } });
    const agenda = await h.db.select().from(agendamentos).where(eq(agendamentos.ticketId, waiting.id));
    expect(agenda).toHaveLength(1);
    expect(agenda[0]).toMatchObject({ responsavelId: ana.id, concluidoEm: null });
    expect(agenda[0]!.dataAgendamento.toISOString()).toBe(when);
    // Assigned: another agent is told who it waits for; the assignee attends it again.
    const other = (await attend(bia.token, waiting.id)).body.data;
    expect(other).toMatchObject({ status: 'atendendo', atendente: { id: ana.id } });
    expect(other.status === 'atendendo' && other.msg).toContain('aguarda o retorno');
    expect((await attend(ana.token, waiting.id)).body.data.status).toBe('ok');
  });

  it('closes after the status’ number of waits (fechamento), counted since the last reopening', async () => {
    const ana = await addMember(h, 'Atendente', 'ana', co);
    const ticket = await newTicket(h, admin, options, {}, co);
    const retornar = statusNamed(options, 'Retornar contato');
    expect(retornar.fechamento).toBe(2);
    const firstAttendanceAt = async () =>
      (await h.db.select({ at: tickets.primeiroAtendimentoEm }).from(tickets).where(eq(tickets.id, ticket.id)))[0]!.at;
    expect(await firstAttendanceAt()).toBeNull();
    await attend(ana.token, ticket.id);
    const first = await finish(ana.token, ticket, { tipo: 'aguardando', status_atendimento_id: retornar.id, data_agendamento: inDays(1) });
    expect((await detail(ticket.id)).status).toBe(1);
    await attend(ana.token, ticket.id);
    await finish(ana.token, ticket, { tipo: 'aguardando', status_atendimento_id: retornar.id, data_agendamento: inDays(3) });
    // The ticket keeps when its first attendance was finished (the tickets report reads it), not the latest.
    expect((await firstAttendanceAt())?.toISOString()).toBe(new Date(first.body.data.created_at).toISOString());
    const closed = await detail(ticket.id);
    expect(closed.status).toBe(2);
    expect(closed.acoesrecebidas[0]).toMatchObject({
      acao: 'attendance_finished_closed',
      valores: { resultado: 'aguardando', retornos: 2 },
    });
    const pending = await h.db.select().from(agendamentos).where(eq(agendamentos.ticketId, ticket.id));
    expect(pending.every((a) => a.concluidoEm !== null)).toBe(true);

    // Reopened, the count starts over: one wait keeps it pending.
    const reopened = await h.call<DataEnvelope<Ticket>>('POST', `/api/${co}/ticketsReabrir`, {
      token: admin,
      json: { ticket_id: ticket.id },
    });
    expect(reopened.body.data).toMatchObject({ status: 3, designado: null });
    await attend(ana.token, ticket.id);
    await finish(ana.token, ticket, { tipo: 'aguardando', status_atendimento_id: retornar.id, data_agendamento: inDays(1) });
    expect((await detail(ticket.id)).status).toBe(1);
  });
});

describe('transfer and reopen', () => {
  it('transfers a ticket (and its pending returns) to another member, freeing any holder', async () => {
    const [ana, bia] = [await addMember(h, 'Atendente', 'ana', co), await addMember(h, 'Atendente', 'bia', co)];
    const ticket = await newTicket(h, admin, options, {}, co);
    await attend(ana.token, ticket.id);
    await finish(ana.token, ticket, {
      tipo: 'aguardando',
      status_atendimento_id: statusNamed(options, 'Retornar contato').id,
      data_agendamento: inDays(1),
    });
    await attend(ana.token, ticket.id);

    const denied = await h.call<ErrorBody>('POST', `/api/${co}/ticketsTransferir`, {
      token: ana.token,
      json: { ticket_id: ticket.id, user_id: bia.id },
    });
    expect(denied.status).toBe(403);
    const helena = await h.userId('helena@vitoria.dev');
    const outsider = await h.call<ErrorBody>('POST', `/api/${co}/ticketsTransferir`, {
      token: admin,
      json: { ticket_id: ticket.id, user_id: helena },
    });
    expect(outsider.body.errors?.user_id).toEqual(['Selecione um usuário ativo da empresa.']);

    const moved = await h.call<DataEnvelope<Ticket>>('POST', `/api/${co}/ticketsTransferir`, {
      token: admin,
      json: { ticket_id: ticket.id, user_id: bia.id },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ designado: { id: bia.id }, atendente: null });
    expect(moved.body.data.ultima_acao).toMatchObject({
      evento: 'transferido',
      acao: 'ticket_transferred',
      valores: { usuario: bia.name },
    });
    const agenda = await h.db.select().from(agendamentos).where(eq(agendamentos.ticketId, ticket.id));
    expect(agenda.map((a) => a.responsavelId)).toEqual([bia.id]);
    expect((await attend(ana.token, ticket.id)).body.data).toMatchObject({ status: 'atendendo', atendente: { id: bia.id } });
    expect((await attend(bia.token, ticket.id)).body.data.status).toBe('ok');
  });

  it('reopens closed tickets only, and not while the lead has another open ticket for the product', async () => {
    const ana = await addMember(h, 'Atendente', 'ana', co);
    const ticket = await newTicket(h, admin, options, {}, co);
    const notClosed = await h.call<ErrorBody>('POST', `/api/${co}/ticketsReabrir`, { token: admin, json: { ticket_id: ticket.id } });
    expect(notClosed.status).toBe(409);
    await attend(ana.token, ticket.id);
    await finish(ana.token, ticket, { tipo: 'perdeu', status_atendimento_id: statusNamed(options, 'Contato inválido').id });
    const transferClosed = await h.call<ErrorBody>('POST', `/api/${co}/ticketsTransferir`, {
      token: admin,
      json: { ticket_id: ticket.id, user_id: ana.id },
    });
    expect(transferClosed.status).toBe(409);
    expect((await h.call('POST', `/api/${co}/ticketsReabrir`, { token: ana.token, json: { ticket_id: ticket.id } })).status).toBe(403);

    const again = await newTicket(h, admin, options, { email: ticket.lead.email }, co);
    const blocked = await h.call<ErrorBody>('POST', `/api/${co}/ticketsReabrir`, { token: admin, json: { ticket_id: ticket.id } });
    expect(blocked.status).toBe(409);
    await h.call('DELETE', `/api/${co}/tickets/${again.id}`, { token: admin });
    const reopened = await h.call<DataEnvelope<Ticket>>('POST', `/api/${co}/ticketsReabrir`, {
      token: admin,
      json: { ticket_id: ticket.id },
    });
    expect(reopened.body.data).toMatchObject({ status: 3, ultima_acao: { evento: 'reaberto' } });
    expect((await attend(ana.token, ticket.id)).body.data.status).toBe('ok');
  });
});

describe('permissions of the attendance flow', () => {
  it('readers without ticket_detalhar see a ticket only while they hold it', async () => {
    // An agent's role minus the detail permission: the attend screen still loads what it holds.
    const created = await h.call<DataEnvelope<{ id: number }>>('POST', `/api/${co}/roles`, {
      token: admin,
      json: { nome: `Só atende ${Date.now()}`, permissions: ['ticket', 'ticket_atender'], full_products: true, produtos: [] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const ana = await addMember(h, 'Atendente', 'ana', co);
    await h.call('PUT', `/api/${co}/users_companies/${ana.id}`, { token: admin, json: { role_id: created.body.data.id } });
    const ticket = await newTicket(h, admin, options, {}, co);
    expect((await h.call<ErrorBody>('GET', `/api/${co}/tickets/${ticket.id}`, { token: ana.token })).status).toBe(403);
    expect((await attend(ana.token, ticket.id)).body.data.status).toBe('ok');
    expect((await h.call<ErrorBody>('GET', `/api/${co}/tickets/${ticket.id}`, { token: ana.token })).status).toBe(200);
  });
});
