import type {
  Appointment,
  BookingConfirmation,
  BookingDay,
  BookingPage,
  Campanha,
  CampanhaContato,
  DataEnvelope,
  ErrorBody,
  ListResponse,
  Plano,
  Ticket,
} from '@retoma/api-client';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agendamentoReservas, campanhaContatos, leads, tickets } from '../db/schema';
import { bookingPageUrl } from '../services/booking';
import { freeSlots, isSlot, slotsOfDay } from '../services/bookingSlots';
import { addDays, dayIn } from '../services/timeZone';
import { getHarness, type Harness } from '../test/harness';
import { addMember, createTestCompany, ticketOptions, type Member, type TicketOptions } from '../test/tickets';

/**
 * The scheduling campaign's public booking page (no session, named by the campaign's token) and its contacts list:
 * a booking becomes the lead's ticket with an agenda entry for the campaign's agent, exactly one per slot.
 */

let h: Harness;
let co: string;
let gestor: Member;
let agente: Member;
let options: TicketOptions;
let campanha: Campanha<'agendamento'>;
const ZONE = 'America/Sao_Paulo';

type One<T> = DataEnvelope<T> & ErrorBody;
const call = <T>(method: string, path: string, json?: object, token = gestor.token, company = co) =>
  h.call<T & ErrorBody>(method, `/api/${company}/${path}`, { token, json });
const pub = <T>(method: string, path: string, json?: object) => h.call<T & ErrorBody>(method, `/api/public/${path}`, { json, token: null });

const CONFIG = {
  descricao: 'Escolha um horário para conversar com um especialista.',
  obrigado_url: 'https://exemplo.com.br/obrigado',
  dias_semana: [1, 2, 3, 4, 5],
  hora_inicio: '09:00',
  hora_fim: '12:00',
  duracao_minutos: 60,
  ddd: '11',
  telefone: '987654321',
};

/** The `n`th weekday (Monday–Friday) after today, in the company's zone: each test books on a day of its own. */
function nextWeekday(n = 1): string {
  let day = dayIn(new Date(), ZONE);
  for (let found = 0; found < n;) {
    day = addDays(day, 1);
    if (![0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) found += 1;
  }
  return day;
}

const lead = (label: string, horario: string) => ({
  nome: `Lead ${label}`,
  email: `agenda-${label}-${Date.now()}@exemplo.com.br`,
  ddi: '55',
  ddd: '21',
  telefone: '912345678',
  horario,
});

async function createCampaign(nome: string, config: object = {}) {
  const plano = (await call<One<Plano>>('POST', 'planos', { nome: `Plano ${nome}`, status: 1 })).body.data;
  const created = (
    await call<One<Campanha<'agendamento'>>>('POST', 'campanha_agendamentos', {
      nome,
      produto_id: options.produtos[0]!.id,
      plano_id: plano.id,
    })
  ).body.data;
  const res = await call<One<Campanha<'agendamento'>>>('POST', `campanha_agendamentos/${created.id}`, {
    _method: 'PUT',
    config: { ...CONFIG, origem_id: options.origemId, tipo_duvida_id: options.tipoDuvidaId, ...config },
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

beforeAll(async () => {
  h = await getHarness();
  co = await createTestCompany(h);
  gestor = await addMember(h, 'Administrador', 'gestor', co);
  agente = await addMember(h, 'Atendente', 'agente', co);
  options = await ticketOptions(h, gestor.token, co);
  campanha = await createCampaign('Agende sua conversa', { atendente_id: agente.id });
});

describe('slots (pure)', () => {
  const hours = { dias_semana: [1, 2, 3, 4, 5], hora_inicio: '09:00', hora_fim: '10:30', duracao_minutos: 30 };

  it('offers the configured week days and hours only, each slot ending by the last hour, in the zone', () => {
    // 2026-11-30 is a Monday; Brasília is UTC−3.
    expect(slotsOfDay('2026-11-30', hours, ZONE).map((slot) => slot.toISOString())).toEqual([
      '2026-11-30T12:00:00.000Z',
      '2026-11-30T12:30:00.000Z',
      '2026-11-30T13:00:00.000Z',
    ]);
    expect(slotsOfDay('2026-11-29', hours, ZONE)).toEqual([]);
    expect(slotsOfDay('2026-11-30', { ...hours, duracao_minutos: 60 }, ZONE)).toHaveLength(1);
    expect(isSlot(new Date('2026-11-30T12:30:00.000Z'), hours, ZONE)).toBe(true);
    expect(isSlot(new Date('2026-11-30T12:15:00.000Z'), hours, ZONE)).toBe(false);
    expect(isSlot(new Date('2026-11-30T13:30:00.000Z'), hours, ZONE)).toBe(false);
  });

  it('leaves out past and taken slots, and days without any', () => {
    const now = new Date('2026-11-30T12:10:00.000Z');
    const taken = new Set([new Date('2026-11-30T13:00:00.000Z').getTime()]);
    expect(freeSlots(['2026-11-29', '2026-11-30', '2026-12-01'], hours, ZONE, now, taken)).toEqual([
      { dia: '2026-11-30', horarios: [new Date('2026-11-30T12:30:00.000Z')] },
      { dia: '2026-12-01', horarios: slotsOfDay('2026-12-01', hours, ZONE) },
    ]);
  });

  it('names the page by the token on the app’s address', () => {
    expect(bookingPageUrl('https://app.retoma.dev/', 'a b')).toBe('https://app.retoma.dev/agendamento?token=a%20b');
  });
});

describe('the public page', () => {
  it('shows the company, the campaign and how slots are said, without a session', async () => {
    const res = await pub<One<BookingPage>>('GET', `agendamento/${campanha.token}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      empresa: expect.stringContaining('Empresa de teste'),
      campanha: 'Agende sua conversa',
      descricao: CONFIG.descricao,
      produto: campanha.produto.nome,
      fuso: ZONE,
      duracao_minutos: 60,
      obrigado_url: CONFIG.obrigado_url,
    });
  });

  it('is a 404 for an unknown or malformed token and for a campaign switched off', async () => {
    expect((await pub('GET', 'agendamento/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await pub('GET', 'agendamento/nao-e-um-token')).status).toBe(404);
    const off = await createCampaign('Desligada');
    await call('POST', `campanha_agendamentos/${off.id}`, { _method: 'PUT', status: 0 });
    const res = await pub<ErrorBody>('GET', `agendamento/${off.token}/horarios`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Agendamento não encontrado: confira o link que você recebeu.');
    expect((await pub('POST', `agendamento/${off.token}`, lead('desligada', new Date().toISOString()))).status).toBe(404);
  });

  it('lists free slots per day of the period: configured days and hours, none past, at most 31 days', async () => {
    const day = nextWeekday(1);
    const res = await pub<One<BookingDay[]>>('GET', `agendamento/${campanha.token}/horarios?de=${day}&ate=${addDays(day, 6)}`);
    expect(res.status).toBe(200);
    const days = res.body.data;
    expect(days.length).toBe(5);
    for (const { dia, horarios } of days) {
      expect([1, 2, 3, 4, 5]).toContain(new Date(`${dia}T12:00:00Z`).getUTCDay());
      expect(horarios.length).toBeLessThanOrEqual(3);
    }
    expect(days[0]).toEqual({ dia: day, horarios: slotsOfDay(day, { ...CONFIG }, ZONE).map((slot) => slot.toISOString()) });
    // By default: from today, two weeks; nothing in the past.
    const now = Date.now();
    const byDefault = (await pub<One<BookingDay[]>>('GET', `agendamento/${campanha.token}/horarios`)).body.data;
    expect(byDefault.flatMap((d) => d.horarios).every((slot) => Date.parse(slot) > now)).toBe(true);
    const past = await pub<One<BookingDay[]>>('GET', `agendamento/${campanha.token}/horarios?de=2020-01-06&ate=2020-01-10`);
    expect(past.body.data).toEqual([]);
  });

  it('refuses a period beyond 31 days or upside down, per field', async () => {
    const long = await pub<ErrorBody>('GET', `agendamento/${campanha.token}/horarios?de=2026-12-01&ate=2027-01-01`);
    expect(long.status).toBe(422);
    expect(long.body.errors?.ate).toEqual(['Peça no máximo 31 dias de horários por vez.']);
    const reversed = await pub<ErrorBody>('GET', `agendamento/${campanha.token}/horarios?de=2026-12-10&ate=2026-12-01`);
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors?.ate).toEqual(['O último dia não pode ser anterior ao primeiro.']);
  });
});

describe('booking a slot', () => {
  it('becomes the lead’s ticket, an agenda entry for the campaign’s agent and a contact of the campaign', async () => {
    const slot = slotsOfDay(nextWeekday(2), CONFIG, ZONE)[0]!.toISOString();
    const input = lead('marina', slot);
    const res = await pub<One<BookingConfirmation>>('POST', `agendamento/${campanha.token}`, input);
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ horario: slot, fuso: ZONE, duracao_minutos: 60, obrigado_url: CONFIG.obrigado_url });

    const companyId = await h.companyId(co);
    const [leadRow] = await h.db
      .select()
      .from(leads)
      .where(and(eq(leads.companyId, companyId), eq(leads.email, input.email)));
    expect(leadRow).toMatchObject({ nome: 'Lead marina', ddd: '21', telefone: '912345678' });
    const [ticket] = await h.db.select().from(tickets).where(eq(tickets.leadId, leadRow!.id));
    expect(ticket).toMatchObject({
      companyId,
      status: 1,
      origemId: options.origemId,
      tipoDuvidaId: options.tipoDuvidaId,
      designadoId: agente.id,
      responsavelType: 'agendamento',
      responsavelId: campanha.id,
    });

    // The agent finds it on the agenda and the ticket among theirs.
    const agenda = await call<One<Appointment[]>>(
      'GET',
      `agendamentos?dt_inicio=${slot.slice(0, 10)}&dt_fim=${addDays(slot.slice(0, 10), 1)}`,
      undefined,
      agente.token,
    );
    expect(agenda.status).toBe(200);
    expect(agenda.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ticket_id: ticket!.id, data_agendamento: slot, lead: expect.objectContaining({ email: input.email }) }),
      ]),
    );
    const shown = await call<One<Ticket>>('GET', `tickets/${ticket!.id}`, undefined, agente.token);
    expect(shown.status).toBe(200);

    const [contato] = await h.db.select().from(campanhaContatos).where(eq(campanhaContatos.leadId, leadRow!.id));
    expect(contato).toMatchObject({ campanhaId: campanha.id, ticketId: ticket!.id, situacao: 'ativo' });
  });

  it('takes a slot once: the same slot again is a 409 and the slot is no longer offered', async () => {
    const day = nextWeekday(3);
    const slot = slotsOfDay(day, CONFIG, ZONE)[1]!.toISOString();
    expect((await pub('POST', `agendamento/${campanha.token}`, lead('primeiro', slot))).status).toBe(201);
    const again = await pub<ErrorBody>('POST', `agendamento/${campanha.token}`, lead('segundo', slot));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Este horário acabou de ser reservado por outra pessoa. Escolha outro horário.');
    const days = (await pub<One<BookingDay[]>>('GET', `agendamento/${campanha.token}/horarios?de=${day}&ate=${day}`)).body.data;
    expect(days[0]!.horarios).not.toContain(slot);
    expect(days[0]!.horarios).toHaveLength(2);
  });

  it('two leads racing for one slot: exactly one gets it', async () => {
    const slot = slotsOfDay(nextWeekday(4), CONFIG, ZONE)[2]!.toISOString();
    const results = await Promise.all(
      ['corrida-a', 'corrida-b', 'corrida-c'].map((label) => pub<ErrorBody>('POST', `agendamento/${campanha.token}`, lead(label, slot))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const rows = await h.db
      .select({ id: agendamentoReservas.id })
      .from(agendamentoReservas)
      .where(and(eq(agendamentoReservas.campanhaId, campanha.id), eq(agendamentoReservas.horario, new Date(slot))));
    expect(rows).toHaveLength(1);
    // The losers left nothing behind: no lead, no ticket.
    const losers = await h.db.select({ id: leads.id }).from(leads).where(eq(leads.nome, 'Lead corrida-b'));
    const winner = results.findIndex((r) => r.status === 201);
    expect(losers.length).toBe(winner === 1 ? 1 : 0);
  });

  it('refuses what is not a free slot and bad fields, each on its field', async () => {
    const day = nextWeekday(1);
    const off = await pub<ErrorBody>('POST', `agendamento/${campanha.token}`, lead('fora', `${day}T21:00:00.000Z`));
    expect(off.status).toBe(422);
    expect(off.body.errors?.horario).toEqual(['Este horário não está disponível. Escolha um dos horários livres.']);
    const past = await pub<ErrorBody>('POST', `agendamento/${campanha.token}`, lead('passado', '2020-01-06T12:00:00.000Z'));
    expect(past.body.errors?.horario).toBeDefined();
    const bad = await pub<ErrorBody>('POST', `agendamento/${campanha.token}`, {
      nome: '',
      email: 'x',
      ddi: '55',
      ddd: '1',
      telefone: 'abc',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['email', 'horario', 'nome', 'telefone']);
    const ddd = await pub<ErrorBody>('POST', `agendamento/${campanha.token}`, {
      ...lead('ddd', slotsOfDay(day, CONFIG, ZONE)[0]!.toISOString()),
      ddd: '1',
    });
    expect(ddd.body.errors).toEqual({ ddd: ['Informe o DDD com dois dígitos.'] });
  });

  it('without an agent the ticket is nobody’s', async () => {
    const free = await createCampaign('Sem atendente');
    const slot = slotsOfDay(nextWeekday(2), CONFIG, ZONE)[0]!.toISOString();
    const input = lead('sem-agente', slot);
    expect((await pub('POST', `agendamento/${free.token}`, input)).status).toBe(201);
    const [row] = await h.db
      .select({ designadoId: tickets.designadoId })
      .from(tickets)
      .innerJoin(leads, eq(leads.id, tickets.leadId))
      .where(eq(leads.email, input.email));
    expect(row).toEqual({ designadoId: null });
  });
});

describe('the campaign’s agent', () => {
  it('must be an active member of the company', async () => {
    const outsider = await addMember(h, 'Atendente', 'estranho');
    const res = await call<ErrorBody>('POST', `campanha_agendamentos/${campanha.id}`, {
      _method: 'PUT',
      config: { ...CONFIG, origem_id: options.origemId, tipo_duvida_id: options.tipoDuvidaId, atendente_id: outsider.id },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors?.['config.atendente_id']).toEqual(['Selecione um atendente ativo da empresa.']);
    const shown = await call<One<Campanha<'agendamento'>>>('GET', `campanha_agendamentos/${campanha.id}`);
    expect(shown.body.data.config.atendente_id).toBe(agente.id);
  });
});

describe('the campaign’s contacts', () => {
  const list = (query: string, token = gestor.token, company = co) =>
    call<ListResponse<CampanhaContato>>(
      'GET',
      `campanha_agendamentos_contatos?campanha_id=${campanha.id}&${query}`,
      undefined,
      token,
      company,
    );

  it('pending while the booking’s ticket is not finished, closed once it is, with the booked time', async () => {
    const pending = (await list('filtro=ativos&per_page=100')).body.data;
    const marina = pending.data.find((row) => row.lead.nome === 'Lead marina')!;
    expect(marina.agendado_para).toEqual(expect.any(String));
    expect(marina.ticket).toEqual({ id: expect.any(Number), status: 1 });
    await h.db.update(tickets).set({ status: 2, fechadoEm: new Date() }).where(eq(tickets.id, marina.ticket!.id));
    const stillPending = (await list('filtro=ativos&per_page=100')).body.data;
    expect(stillPending.data.map((row) => row.id)).not.toContain(marina.id);
    const closed = (await list('filtro=inativos&per_page=100')).body.data;
    expect(closed.data.map((row) => row.id)).toEqual([marina.id]);
    const all = (await list('filtro=todos&per_page=100')).body.data;
    expect(all.total).toBe(pending.total);
  });

  it('pages, and refuses a bad filter', async () => {
    const first = (await list('filtro=todos&per_page=10&page=1')).body.data;
    expect(first).toMatchObject({ current_page: 1, per_page: 10 });
    const second = (await list('filtro=todos&per_page=10&page=2')).body.data;
    expect(second.data).toEqual([]);
    expect((await list('filtro=qualquer')).status).toBe(422);
    expect((await list('filtro=todos&per_page=7')).status).toBe(422);
  });

  it('needs planos_campanhas and stays inside the company', async () => {
    expect((await list('filtro=todos', agente.token)).status).toBe(403);
    const other = await createTestCompany(h);
    const stranger = await addMember(h, 'Administrador', 'outro', other);
    expect((await list('filtro=todos', stranger.token, other)).status).toBe(404);
  });
});
