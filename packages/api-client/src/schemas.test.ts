import { describe, expect, it } from 'vitest';
import {
  automationAddressInput,
  campaignCreateInput,
  cancelPurchaseInput,
  cartCampaignPatch,
  correiosContractPatch,
  emailStepInput,
  finishAttendanceInput,
  generateOrdersInput,
  giftInput,
  agendaQuery,
  idsQueryInput,
  leadInput,
  notificationPreferencesInput,
  planPatch,
  preCommissionProofInput,
  remainingCampaignMinutes,
  rescheduleInput,
  shippingRuleInput,
  slackWebhookInput,
  smsStepInput,
  stepOrderInput,
  stepPeriodMinutes,
  ticketCountsQuery,
  ticketInput,
  ticketListQuery,
  toLabelText,
  whatsappCampaignInput,
} from './schemas';
import { isValidCpf } from './schemas/fields';

/** The messages per field, as the server's 422 would carry them. */
function fieldErrors(result: { success: boolean; error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } }) {
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

const validTicket = {
  origem_id: 1,
  tipo_duvida_id: 2,
  produto_id: 3,
  nome: 'Ana Souza',
  email: 'ana@exemplo.com.br',
  ddi: '55',
  telefone: '11987654321',
  detalhamento: 'Quer parcelar em 12x.',
};

describe('ticket schemas', () => {
  it('accepts a complete ticket and trims text', () => {
    const parsed = ticketInput.parse({ ...validTicket, nome: '  Ana Souza  ' });
    expect(parsed.nome).toBe('Ana Souza');
  });

  it('answers each missing field with its pt message', () => {
    const errors = fieldErrors(ticketInput.safeParse({ ...validTicket, origem_id: undefined, nome: ' ', email: 'x', telefone: '(11) 9' }));
    expect(errors).toEqual({
      origem_id: ['Por favor, selecione uma origem.'],
      nome: ['Por favor, insira o nome.'],
      email: ['Por favor, insira o e-mail.'],
      telefone: ['Por favor, insira o telefone.'],
    });
  });

  const finish = { ticket_id: 1, lead_id: 2, lead_produto_id: 3, produto_id: 4, follow_up: 'Ligou e fechou.', status_atendimento_id: 5 };

  it('a waiting outcome needs the new appointment', () => {
    expect(fieldErrors(finishAttendanceInput.safeParse({ ...finish, tipo: 'aguardando' }))).toEqual({
      data_agendamento: ['Escolha a data e o horário do novo atendimento.'],
    });
    expect(finishAttendanceInput.safeParse({ ...finish, tipo: 'aguardando', data_agendamento: '2025-03-20 14:30' }).success).toBe(true);
  });

  it('a gift or an upsell only on a won sale, with their details', () => {
    expect(
      Object.keys(fieldErrors(finishAttendanceInput.safeParse({ ...finish, tipo: 'perdeu', tembrinde: true, hasupsell: true }))),
    ).toEqual(['tembrinde', 'brinde_id', 'nome_destinatario', 'email_destinatario', 'hasupsell', 'upsell']);
    const won = finishAttendanceInput.parse({
      ...finish,
      tipo: 'ganhou',
      tembrinde: true,
      brinde_id: 1,
      nome_destinatario: 'Ana',
      email_destinatario: 'ana@exemplo.com',
    });
    expect(won.hasupsell).toBe(false);
  });

  it('reschedule accepts picker and ISO formats, not free text or impossible dates', () => {
    expect(rescheduleInput.safeParse({ id: 1, data_agendamento: '2025-03-20 09:00' }).success).toBe(true);
    expect(rescheduleInput.safeParse({ id: 1, data_agendamento: '2025-03-20T09:00:00-03:00' }).success).toBe(true);
    expect(rescheduleInput.safeParse({ id: 1, data_agendamento: 'amanhã' }).success).toBe(false);
    expect(rescheduleInput.safeParse({ id: 1, data_agendamento: '2025-13-45 99:99' }).success).toBe(false);
  });
});

describe('lead and commission schemas', () => {
  it('checks CPF digits', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(fieldErrors(leadInput.safeParse({ nome: 'Ana', cpf: '12345678900', ddi: '55', ddd: '11', telefone: '987654321' }))).toEqual({
      cpf: ['CPF inválido.'],
    });
  });

  it('proof needs ten characters and coerces the multipart id', () => {
    expect(preCommissionProofInput.parse({ pre_comissao_id: '7', descricao: 'Comprou pelo boleto' }).pre_comissao_id).toBe(7);
    expect(fieldErrors(preCommissionProofInput.safeParse({ pre_comissao_id: '7', descricao: 'curto' }))).toEqual({
      descricao: ['O campo precisa ter no mínimo 10 caracteres.'],
    });
  });

  it('bulk lists need at least one distinct id', () => {
    expect(generateOrdersInput.safeParse({ ids: [] }).success).toBe(false);
    expect(generateOrdersInput.safeParse({ ids: [1, 1] }).success).toBe(false);
    expect(stepOrderInput.safeParse({ posicoes: [3, 1, 2] }).success).toBe(true);
    expect(idsQueryInput.parse({ ids: ['3', '4'] }).ids).toEqual([3, 4]);
  });
});

describe('campaign schemas', () => {
  it('creates cancelled-sale campaigns switched off', () => {
    const base = { nome: 'Canceladas', produto_id: 1, plano_id: 1 };
    expect(campaignCreateInput.safeParse({ ...base, tipo: 'cancelado', status: 1 }).success).toBe(false);
    expect(campaignCreateInput.safeParse({ ...base, tipo: 'cancelado', status: 0 }).success).toBe(true);
    expect(campaignCreateInput.safeParse({ ...base, tipo: 'sms', status: 0 }).success).toBe(false);
  });

  it('patches carry only what changed, without defaults sneaking in', () => {
    expect(cartCampaignPatch.parse({ status: 0 })).toEqual({ status: 0 });
    expect(planPatch.parse({ nome: 'Novo nome' })).toEqual({ nome: 'Novo nome' });
    expect(correiosContractPatch.parse({ nome: 'Filial' })).toEqual({ nome: 'Filial' });
  });

  it('only http(s) URLs: a javascript: thank-you page would be stored XSS', () => {
    expect(cartCampaignPatch.safeParse({ checkout: 'javascript:alert(1)' }).success).toBe(false);
    expect(cartCampaignPatch.safeParse({ checkout: 'https://pay.hotmart.com/A1' }).success).toBe(true);
    expect(slackWebhookInput.safeParse({ webhook: 'http://hooks.slack.com/x' }).success).toBe(false);
  });

  it('WhatsApp campaign message is at most 130 characters', () => {
    const base = { nome: 'WhatsApp', status: 1, ddi: '55', telefone: '11987654321' };
    expect(whatsappCampaignInput.safeParse({ ...base, mensagem: 'x'.repeat(130) }).success).toBe(true);
    expect(fieldErrors(whatsappCampaignInput.safeParse({ ...base, mensagem: 'x'.repeat(131) }))).toEqual({
      mensagem: ['Máximo de 130 caracteres.'],
    });
  });

  const step = {
    campanha_id: 1,
    status: 1,
    unidade_tempo: 2,
    unidade_medida: 'horas',
    titulo: 'Loja',
    responder: 'a@b.com',
    assunto: 'Oi',
    corpo: '<p>Oi</p>',
  };

  it('a step cannot exceed 31 days on its own, and the WhatsApp button needs its number and message', () => {
    expect(emailStepInput.safeParse(step).success).toBe(true);
    expect(Object.keys(fieldErrors(emailStepInput.safeParse({ ...step, unidade_tempo: 32, unidade_medida: 'dias' })))).toEqual([
      'unidade_tempo',
    ]);
    expect(Object.keys(fieldErrors(emailStepInput.safeParse({ ...step, corpo: 'Fale: [LINK_ACAO_WHATSAPPLIST]' })))).toEqual([
      'telefone',
      'whatsapp',
    ]);
    expect(emailStepInput.safeParse({ ...step, unidade_tempo: 0 }).success).toBe(false);
  });

  it('SMS bodies are at most 160 characters', () => {
    const sms = { campanha_id: 1, status: 1, unidade_tempo: 1, unidade_medida: 'dias', corpo: 'x'.repeat(160) };
    expect(smsStepInput.safeParse(sms).success).toBe(true);
    expect(smsStepInput.safeParse({ ...sms, corpo: 'x'.repeat(161) }).success).toBe(false);
  });

  it('computes step minutes and what is left of the 31 days', () => {
    expect(stepPeriodMinutes(2, 'horas')).toBe(120);
    expect(stepPeriodMinutes(3, 'dias')).toBe(4320);
    const steps = [
      { id: 1, unidade_tempo: 30, unidade_medida: 'dias' as const, periodo: 43_200 },
      { id: 2, unidade_tempo: 1, unidade_medida: 'dias' as const, periodo: 1440 },
    ];
    expect(remainingCampaignMinutes(steps)).toBe(0);
    expect(remainingCampaignMinutes(steps, 2)).toBe(1440);
  });
});

describe('gift and extension schemas', () => {
  const gift = {
    nome: 'Caneca',
    produto_id: 1,
    ativo: true,
    logistica: 'correios',
    contrato_id: 1,
    hasembalagem: false,
    tipo_de_caixa: '002',
    altura: 10,
    largura: 12,
    comprimento: 16,
    peso: 0.4,
  };

  it('a box needs height, width and length; a cylinder its diameter; a standard packaging replaces them', () => {
    expect(giftInput.safeParse(gift).success).toBe(true);
    expect(Object.keys(fieldErrors(giftInput.safeParse({ ...gift, altura: null, comprimento: undefined })))).toEqual([
      'altura',
      'comprimento',
    ]);
    expect(Object.keys(fieldErrors(giftInput.safeParse({ ...gift, tipo_de_caixa: '003' })))).toEqual(['diametro']);
    expect(giftInput.safeParse({ ...gift, tipo_de_caixa: '001', altura: null, largura: null, comprimento: null }).success).toBe(true);
    expect(giftInput.safeParse({ ...gift, hasembalagem: true, embalagem_id: 2, altura: null }).success).toBe(true);
    expect(Object.keys(fieldErrors(giftInput.safeParse({ ...gift, logistica: 'correios', contrato_id: null })))).toEqual(['contrato_id']);
  });

  it('addresses: 8-digit CEP, UF, complement ≤ 30 and number ≤ 5', () => {
    const address = {
      automacao_id: 1,
      nome: 'ANA',
      ddi: '55',
      telefone: '11987654321',
      cep: '01310100',
      estado: 'SP',
      cidade: 'SAO PAULO',
      bairro: 'BELA VISTA',
      endereco: 'AV PAULISTA',
      complemento: 'APTO 1',
      numero: '1000',
    };
    expect(automationAddressInput.safeParse(address).success).toBe(true);
    expect(
      fieldErrors(
        automationAddressInput.safeParse({ ...address, cep: '01310-100', estado: 'XX', complemento: 'x'.repeat(31), numero: '123456' }),
      ),
    ).toEqual({
      cep: ['O CEP deve conter 8 dígitos.'],
      estado: ['Selecione o estado (UF).'],
      complemento: ['O limite máximo aceito é de 30 caracteres.'],
      numero: ['O número aceita no máximo 5 caracteres.'],
    });
    expect(toLabelText(' São João  ')).toBe('SAO JOAO');
  });

  it('purchase cancellation reasons are the marketplace’s', () => {
    expect(cancelPurchaseInput.safeParse({ ids: [1], reason: 4, description: 'Endereço errado' }).success).toBe(true);
    expect(cancelPurchaseInput.safeParse({ ids: [1], reason: 3, description: 'x' }).success).toBe(false);
  });

  it('shipping rules: a UF for a state, a gift id for a gift', () => {
    expect(shippingRuleInput.safeParse({ tipo: 'estado', variavel: 'AM', servico: '03220' }).success).toBe(true);
    expect(shippingRuleInput.safeParse({ tipo: 'estado', variavel: 'Amazonas', servico: '03220' }).success).toBe(false);
    expect(shippingRuleInput.safeParse({ tipo: 'brinde', variavel: '12', servico: '03220' }).success).toBe(true);
  });
});

describe('ticket list and agenda queries', () => {
  it('coerce the query text, default the page and accept only the page sizes and sorts of the lists', () => {
    expect(ticketListQuery.parse({ produto_id: '3', status: '2', sort: '-created_at', dt_inicio: '2025-03-01' })).toEqual({
      page: 1,
      per_page: 25,
      search: undefined,
      produto_id: 3,
      status: 2,
      sort: '-created_at',
      dt_inicio: '2025-03-01',
    });
    expect(
      Object.keys(fieldErrors(ticketListQuery.safeParse({ per_page: '20', sort: 'lead', status: '4', responsavel_type: 'robo' }))),
    ).toEqual(['per_page', 'sort', 'responsavel_type', 'status']);
  });

  it('refuse days that do not exist, periods backwards and agendas longer than 400 days', () => {
    expect(fieldErrors(ticketCountsQuery.safeParse({ dt_inicio: '2025-02-30' }))).toEqual({
      dt_inicio: ['Data inicial inválida (AAAA-MM-DD).'],
    });
    expect(fieldErrors(ticketCountsQuery.safeParse({ dt_inicio: '2025-03-02', dt_fim: '2025-03-01' }))).toEqual({
      dt_fim: ['A data final não pode ser anterior à inicial.'],
    });
    expect(agendaQuery.safeParse({ dt_inicio: '2025-01-01', dt_fim: '2026-02-05' }).success).toBe(true);
    expect(fieldErrors(agendaQuery.safeParse({ dt_inicio: '2025-01-01', dt_fim: '2026-02-06' }))).toEqual({
      dt_fim: ['Escolha um período de até 400 dias.'],
    });
  });
});

describe('notification preferences', () => {
  it('keep the events given, each channel once, and refuse what is not an object without throwing', () => {
    expect(notificationPreferencesInput.parse({ ordem_paga: ['mail', 'database', 'mail'], ticket_atrasados: [] })).toEqual({
      ordem_paga: ['mail', 'database'],
      ticket_atrasados: [],
    });
    for (const body of [null, 'ordem_paga', 3, []]) expect(notificationPreferencesInput.safeParse(body).success).toBe(false);
  });
});
