import type { BookingConfirmation, BookingDay, BookingPage } from '../../types';

/** The public booking page of the stories: Aurora's scheduling campaign, slots said in Brasília's time. */
export function buildBookingPage(overrides: Partial<BookingPage> = {}): BookingPage {
  return {
    empresa: 'Aurora Cursos',
    campanha: 'Agende uma conversa',
    descricao: 'Escolha um horário e um especialista liga para você para tirar as suas dúvidas.',
    produto: 'Método Reconquista',
    fuso: 'America/Sao_Paulo',
    duracao_minutos: 30,
    obrigado_url: null,
    ...overrides,
  };
}

/**
 * Free slots on `days` (`YYYY-MM-DD`), from 09:00 every `minutes` until `count` slots, in Brasília's time (UTC−3,
 * no daylight saving): the instants the server would answer.
 */
export function buildBookingDays(days: readonly string[], { count = 6, minutes = 30 } = {}): BookingDay[] {
  return days.map((dia) => ({
    dia,
    horarios: Array.from({ length: count }, (_, index) =>
      new Date(Date.parse(`${dia}T12:00:00.000Z`) + index * minutes * 60_000).toISOString(),
    ),
  }));
}

export function buildBookingConfirmation(overrides: Partial<BookingConfirmation> = {}): BookingConfirmation {
  return { horario: '2026-11-30T12:30:00.000Z', fuso: 'America/Sao_Paulo', duracao_minutos: 30, obrigado_url: null, ...overrides };
}
