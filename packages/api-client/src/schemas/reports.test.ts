import { describe, expect, it } from 'vitest';
import { cepLookupQuery, reportQuery, userReportQuery } from './index';

/** The messages per field, as the server's 422 would carry them. */
function fieldErrors(result: { success: boolean; error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } }) {
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

describe('report filters', () => {
  it('take the period and the products, ids coerced from query text', () => {
    expect(reportQuery.parse({ dt_inicio: '2025-03-01', dt_fim: '2025-03-14', produtos: ['3', '5'] })).toEqual({
      dt_inicio: '2025-03-01',
      dt_fim: '2025-03-14',
      produtos: [3, 5],
    });
    expect(reportQuery.parse({})).toEqual({});
  });

  it('the per-user report also takes users', () => {
    expect(userReportQuery.parse({ usuarios: ['2'] })).toEqual({ usuarios: [2] });
    expect(fieldErrors(userReportQuery.safeParse({ usuarios: ['x'] }))).toEqual({ 'usuarios.0': ['Usuário inválido.'] });
  });

  it('a period of at most 60 days, its end not before its start (both on dt_fim)', () => {
    expect(reportQuery.safeParse({ dt_inicio: '2025-01-01', dt_fim: '2025-03-02' }).success).toBe(true);
    expect(fieldErrors(reportQuery.safeParse({ dt_inicio: '2025-01-01', dt_fim: '2025-03-03' }))).toEqual({
      dt_fim: ['O intervalo entre as datas deve ser de, no máximo, 60 dias.'],
    });
    expect(fieldErrors(reportQuery.safeParse({ dt_inicio: '2025-03-14', dt_fim: '2025-03-13' }))).toEqual({
      dt_fim: ['A data final não pode ser anterior à inicial.'],
    });
    expect(fieldErrors(userReportQuery.safeParse({ dt_inicio: '2024-12-01', dt_fim: '2025-03-14' }))).toEqual({
      dt_fim: ['O intervalo entre as datas deve ser de, no máximo, 60 dias.'],
    });
  });

  it('days that exist, and ids that can name a record', () => {
    expect(fieldErrors(reportQuery.safeParse({ dt_inicio: '2025-02-30', dt_fim: '14/03/2025', produtos: ['0'] }))).toEqual({
      dt_inicio: ['Data inicial inválida (AAAA-MM-DD).'],
      dt_fim: ['Data final inválida (AAAA-MM-DD).'],
      'produtos.0': ['Produto inválido.'],
    });
  });
});

describe('CEP lookup input', () => {
  it('strips the mask and keeps the 8 digits', () => {
    expect(cepLookupQuery.parse({ cep: '01.310-100' })).toEqual({ cep: '01310100' });
    expect(cepLookupQuery.parse({ cep: ' 01310 100 ' })).toEqual({ cep: '01310100' });
  });

  it('anything but 8 digits is refused with the address forms’ messages', () => {
    expect(fieldErrors(cepLookupQuery.safeParse({ cep: 'abc01310' }))).toEqual({ cep: ['O CEP deve conter 8 dígitos.'] });
    expect(fieldErrors(cepLookupQuery.safeParse({}))).toEqual({ cep: ['Por favor, insira o CEP.'] });
  });
});
