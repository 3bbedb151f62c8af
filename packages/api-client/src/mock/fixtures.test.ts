import { describe, expect, it } from 'vitest';
import { automationAddressInput, emailStepInput, giftInput, leadInput, smsStepInput, ticketInput } from '../schemas';
import { isValidCpf } from '../schemas/fields';
import {
  buildAppointment,
  buildAutomation,
  buildCampaign,
  buildCampaignSet,
  buildCommissionUserGroup,
  buildEmailStep,
  buildExpeditionDetail,
  buildExtension,
  buildGift,
  buildLead,
  buildLeadDetail,
  buildMany,
  buildMonthComparison,
  buildPage,
  buildPaymentOrder,
  buildPlan,
  buildPreCommission,
  buildSalesByProduct,
  buildSmsStep,
  buildTicket,
  buildTicketDetail,
  buildTransaction,
  buildWhatsappListEntry,
  createRandom,
  fakeCpf,
  isoMinutesAgo,
} from './index';

describe('fixture builders', () => {
  it('are deterministic: the same call always yields the same data', () => {
    expect(buildTicketDetail({ id: 7 })).toEqual(buildTicketDetail({ id: 7 }));
    expect(buildMany(buildLead, 20)).toEqual(buildMany(buildLead, 20));
    expect(buildPlan()).toEqual(buildPlan());
    expect(JSON.stringify(buildExpeditionDetail({ id: 4 }))).toBe(JSON.stringify(buildExpeditionDetail({ id: 4 })));
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
    const random = createRandom('cpf');
    for (let i = 0; i < 200; i += 1) expect(isValidCpf(fakeCpf(random))).toBe(true);
  });

  it('prices are BRL with at most two decimals, and money adds up', () => {
    for (const transaction of buildMany(buildTransaction, 30)) {
      expect(Math.round(transaction.full_price * 100)).toBeCloseTo(transaction.full_price * 100, 6);
      expect(transaction.cms_vendor + transaction.cms_marketplace).toBeCloseTo(transaction.full_price, 2);
      expect(transaction.currency).toBe('BRL');
    }
    const order = buildPaymentOrder({ id: 3 });
    expect(order.valor).toBeCloseTo(
      order.comissaos.reduce((sum, row) => sum + row.valor, 0),
      2,
    );
    expect(buildSalesByProduct().reduce((sum, row) => sum + row.percentual, 0)).toBeCloseTo(100, 0);
  });

  it('cover every business state in a list (ticket status, request status)', () => {
    expect(new Set(buildMany(buildTicket, 8).map((ticket) => ticket.status))).toEqual(new Set([0, 1, 2, 3]));
    expect(buildTicket({ id: 5, atendente: { id: 2, name: 'Bruno Lima', avatar: null } }).atendente?.name).toBe('Bruno Lima');
  });

  it('build every campaign type with its own fields', () => {
    expect(buildCampaignSet().map((campaign) => campaign.tipo)).toEqual(['carrinho', 'boleto', 'whatsapp', 'agendamento', 'cancelado']);
    const cancelled = buildCampaign('cancelado', 2);
    expect(cancelled.tipos).toEqual(['canceled', 'expired']);
    expect(buildCampaign('carrinho').checkout).toMatch(/^https:\/\//);
    expect(buildPlan().campanhas).toHaveLength(5);
  });

  it('nested fixtures agree with each other', () => {
    const detail = buildExpeditionDetail({ id: 2 });
    expect(detail.automacaos).toHaveLength(detail.automacaos_count);
    expect(detail.automacaos.every((automation) => automation.expedicao_id === 2)).toBe(true);
    const group = buildCommissionUserGroup({ id: 3 });
    expect(group.comissaos.every((row) => row.user.id === group.id)).toBe(true);
    const lead = buildLeadDetail({ id: 4 });
    expect(lead.transacaos[0]?.lead.id).toBe(4);
  });

  it('hold data the write schemas accept (the same rules the server applies)', () => {
    const lead = buildLead({ id: 9 });
    expect(leadInput.safeParse({ nome: lead.nome, cpf: lead.cpf, ddi: lead.ddi, ddd: lead.ddd, telefone: lead.telefone }).success).toBe(
      true,
    );
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
    for (const step of buildMany(buildEmailStep, 4)) expect(emailStepInput.safeParse(step).success).toBe(true);
    for (const step of buildMany(buildSmsStep, 4)) expect(smsStepInput.safeParse(step).success).toBe(true);
    for (const gift of buildMany(buildGift, 5)) expect(giftInput.safeParse(gift).success).toBe(true);
    const address = buildAutomation({ id: 1 }).endereco;
    expect(address && automationAddressInput.safeParse(address).success).toBe(true);
  });

  it('dates sit around the pinned now', () => {
    expect(isoMinutesAgo(0)).toBe('2025-03-14T12:00:00-03:00');
    expect(isoMinutesAgo(-90)).toBe('2025-03-14T13:30:00-03:00');
    const appointments = buildMany(buildAppointment, 10).map((row) => row.data_agendamento.slice(0, 10));
    expect(new Set(appointments).size).toBeGreaterThan(1);
    expect(buildMonthComparison().periodo_atual).toHaveLength(31);
    expect(buildPreCommission({ id: 5 }).tipo).toBe('reprovado');
    expect(buildWhatsappListEntry({ id: 3 }).resposta).toBeNull();
    expect(buildExtension('melhor_envio')).not.toHaveProperty('config.token');
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
