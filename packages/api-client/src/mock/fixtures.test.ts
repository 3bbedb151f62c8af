import { describe, expect, it } from 'vitest';
import { ticketInput } from '../schemas';
import { isValidCpf } from '../schemas/fields';
import {
  buildAppointment,
  buildLead,
  buildMany,
  buildMonthComparison,
  buildPage,
  buildTicket,
  buildTicketDetail,
  buildTransaction,
  isoMinutesAgo,
} from './index';

describe('fixture builders', () => {
  it('are deterministic: the same call always yields the same data', () => {
    expect(buildTicketDetail({ id: 7 })).toEqual(buildTicketDetail({ id: 7 }));
    expect(buildMany(buildLead, 20)).toEqual(buildMany(buildLead, 20));
    expect(buildMany(buildTransaction, 5)).toEqual(buildMany(buildTransaction, 5));
  });

  it('differ by id, and buildMany(n) equals building each id alone', () => {
    expect(buildLead({ id: 1 }).nome === buildLead({ id: 2 }).nome && buildLead({ id: 1 }).email === buildLead({ id: 2 }).email).toBe(
      false,
    );
    const leads = buildMany(buildLead, 3, 10);
    expect(leads.map((lead) => lead.id)).toEqual([10, 11, 12]);
    expect(leads[1]).toEqual(buildLead({ id: 11 }));
  });

  it('take overrides field by field', () => {
    const ticket = buildTicket({ id: 3, status: 2, detalhamento: 'Cliente desistiu.' });
    expect(ticket).toMatchObject({ id: 3, status: 2, detalhamento: 'Cliente desistiu.' });
    expect(ticket.lead).toEqual(buildTicket({ id: 3 }).lead);
  });

  it('look Brazilian: valid CPFs, +55 mobiles, pt names, e-mails without accents, São Paulo dates', () => {
    for (const lead of buildMany(buildLead, 40)) {
      if (lead.cpf !== null) expect(isValidCpf(lead.cpf)).toBe(true);
      expect(lead.ddi).toBe('55');
      expect(lead.ddd).toMatch(/^\d{2}$/);
      expect(lead.telefone).toMatch(/^9\d{8}$/);
      expect(lead.email).toMatch(/^[a-z0-9.]+@[a-z.]+$/);
      expect(lead.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-03:00$/);
    }
  });

  it('prices are BRL with at most two decimals, and money adds up', () => {
    for (const transaction of buildMany(buildTransaction, 30)) {
      expect(Math.round(transaction.full_price * 100)).toBeCloseTo(transaction.full_price * 100, 6);
      expect(transaction.cms_vendor + transaction.cms_marketplace).toBeCloseTo(transaction.full_price, 2);
      expect(transaction.currency).toBe('BRL');
    }
  });

  it('cover every business state in a list (ticket status, request status)', () => {
    expect(new Set(buildMany(buildTicket, 8).map((ticket) => ticket.status))).toEqual(new Set([0, 1, 2, 3]));
    expect(buildTicket({ id: 5, atendente: { id: 2, name: 'Bruno Lima', avatar: null } }).atendente?.name).toBe('Bruno Lima');
  });

  it('hold data the write schemas accept (the same rules the server applies)', () => {
    const ticket = buildTicket({ id: 9 });
    expect(
      ticketInput.safeParse({
        origem_id: ticket.origem_id,
        tipo_duvida_id: ticket.tipo_duvida_id,
        produto_id: ticket.produto_id,
        nome: ticket.lead.nome,
        email: ticket.lead.email,
        ddi: ticket.lead.ddi,
        telefone: `${ticket.lead.ddd}${ticket.lead.telefone}`,
        detalhamento: ticket.detalhamento,
      }).success,
    ).toBe(true);
  });

  it('dates sit around the pinned now', () => {
    expect(isoMinutesAgo(0)).toBe('2025-03-14T12:00:00-03:00');
    expect(isoMinutesAgo(-90)).toBe('2025-03-14T13:30:00-03:00');
    const appointments = buildMany(buildAppointment, 10).map((row) => row.data_agendamento.slice(0, 10));
    expect(new Set(appointments).size).toBeGreaterThan(1);
    expect(buildMonthComparison().periodo_atual).toHaveLength(31);
  });
});

describe('buildPage', () => {
  const items = Array.from({ length: 57 }, (_, index) => index + 1);

  it('shapes Laravel’s paginator', () => {
    expect(buildPage(items, { page: 2, per_page: 25 })).toEqual({
      data: items.slice(25, 50),
      current_page: 2,
      last_page: 3,
      per_page: 25,
      total: 57,
      from: 26,
      to: 50,
    });
    expect(buildPage(items, { page: 3, per_page: 25 })).toMatchObject({ from: 51, to: 57, data: items.slice(50) });
  });

  it('defaults to page 1 of 25, and falls back to 25 for sizes the product does not offer', () => {
    expect(buildPage(items)).toMatchObject({ current_page: 1, per_page: 25, to: 25 });
    expect(buildPage(items, { per_page: 7 })).toMatchObject({ per_page: 25 });
  });

  it('an empty list is one empty page; a page past the end is empty with null bounds', () => {
    expect(buildPage([])).toEqual({ data: [], current_page: 1, last_page: 1, per_page: 25, total: 0, from: null, to: null });
    expect(buildPage(items, { page: 9, per_page: 50 })).toMatchObject({ data: [], current_page: 9, last_page: 2, from: null, to: null });
  });
});
