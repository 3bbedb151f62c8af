import { describe, expect, it } from 'vitest';
import {
  finishAttendanceInput,
  agendaQuery,
  notificationPreferencesInput,
  rescheduleInput,
  ticketCountsQuery,
  ticketInput,
  ticketListQuery,
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

describe('field rules', () => {
  it('checks CPF digits', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
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
