import type { TicketReportCounts, TicketsReport } from '@retoma/api-client';
import type { CsvLine } from './csv';

/** The words the tickets CSV needs, in the person's language. */
export interface TicketsCsvWords {
  total: string;
  previous: string;
  day: string;
  person: string;
  reasons: string;
  noReason: string;
  indicator: string;
  firstAttendanceMinutes: string;
  finishMinutes: string;
  overdue: string;
}

/** Created, attended, won, waiting, lost: the columns after section and item (a person's "created" is empty). */
const counts = (row: Partial<TicketReportCounts>) =>
  [row.criados ?? null, row.atendidos ?? null, row.ganhos ?? null, row.aguardando ?? null, row.perdidos ?? null] as const;

/**
 * Every figure of the tickets report as CSV lines, in the order the screen shows them: the period and the one before,
 * each day, each person, the loss reasons (in the "lost" column) and the indicators (in a last column of their own).
 */
export function ticketsCsvLines(report: TicketsReport, words: TicketsCsvWords, dayLabel: (dia: string) => string): CsvLine[] {
  const line = (section: string, item: string, row: Partial<TicketReportCounts>, indicator: number | null = null): CsvLine => ({
    section,
    item,
    values: [...counts(row), indicator],
  });
  const indicators: Array<[string, number | null]> = [
    [words.firstAttendanceMinutes, report.minutos_primeiro_atendimento],
    [words.finishMinutes, report.minutos_finalizacao],
    [words.overdue, report.retornos_atrasados],
  ];
  return [
    line(words.total, words.total, report.atual),
    line(words.previous, `${report.periodo.anterior_inicio} – ${report.periodo.anterior_fim}`, report.anterior),
    ...report.por_dia.map((row) => line(words.day, dayLabel(row.dia), row)),
    ...report.por_pessoa.map((row) => line(words.person, row.usuario.name, row)),
    ...report.motivos_perda.map((row) => line(words.reasons, row.nome ?? words.noReason, { perdidos: row.quantidade })),
    ...indicators.map(([item, value]) => line(words.indicator, item, {}, value)),
  ];
}
