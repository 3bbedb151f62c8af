import { buildTicketsReport } from '@retoma/api-client/mock';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { countOf, readCsv } from './csvReader.testSupport';
import { ticketsCsvLines, type TicketsCsvWords } from './ticketsCsv';

const words: TicketsCsvWords = {
  total: 'Total',
  previous: 'Anterior',
  day: 'Dia',
  person: 'Pessoa',
  reasons: 'Motivo',
  noReason: 'Sem motivo',
  indicator: 'Indicador',
  firstAttendanceMinutes: 'Primeiro atendimento (min)',
  finishMinutes: 'Finalização (min)',
  overdue: 'Retornos atrasados',
};
const HEADERS = ['Seção', 'Item', 'Criados', 'Atendidos', 'Ganhos', 'Aguardando', 'Perdidos', 'Valor'];

describe('the tickets report as CSV', () => {
  const report = buildTicketsReport({ dt_inicio: '2026-03-01', dt_fim: '2026-03-30' });
  const rows = readCsv(
    toCsv(
      HEADERS,
      ticketsCsvLines(report, words, (dia) => `dia ${dia}`),
    ),
  );
  const section = (name: string) => rows.filter((cells) => cells[0] === name);
  const sum = (name: string, column: number) => section(name).reduce((total, cells) => total + (countOf(cells[column]) ?? 0), 0);

  it('has the days and the people adding up to the period, column by column', () => {
    const [total] = section('Total');
    expect(total!.slice(2, 7).map(countOf)).toEqual([
      report.atual.criados,
      report.atual.atendidos,
      report.atual.ganhos,
      report.atual.aguardando,
      report.atual.perdidos,
    ]);
    for (const column of [2, 3, 4, 5, 6]) expect(sum('Dia', column)).toBe(countOf(total![column]));
    // A person attends and wins; the tickets they did not create are not theirs to count.
    for (const column of [3, 4, 5, 6]) expect(sum('Pessoa', column)).toBe(countOf(total![column]));
    expect(section('Pessoa').every((cells) => cells[2] === '')).toBe(true);
    expect(section('Dia')).toHaveLength(report.por_dia.length);
  });

  it('gives every loss reason its count in the lost column, and the indicators their own', () => {
    expect(sum('Motivo', 6)).toBe(report.atual.perdidos);
    expect(section('Motivo').map((cells) => cells[1])).toEqual(['Preço alto', 'Comprou de outro', 'Sem motivo']);
    expect(section('Indicador').map((cells) => [cells[1], countOf(cells[7])])).toEqual([
      ['Primeiro atendimento (min)', report.minutos_primeiro_atendimento],
      ['Finalização (min)', report.minutos_finalizacao],
      ['Retornos atrasados', report.retornos_atrasados],
    ]);
  });
});
