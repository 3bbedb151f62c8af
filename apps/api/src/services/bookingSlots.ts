import { dayIn, zonedInstant } from './timeZone';

/** The hours a scheduling campaign takes bookings in (its settings), in the company's zone. */
export interface BookingHours {
  dias_semana: readonly number[];
  hora_inicio: string;
  hora_fim: string;
  duracao_minutos: number;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmmOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;

/**
 * Every slot of a calendar day (`YYYY-MM-DD`) in `zone`, whether free or not: on the campaign's week days only,
 * from the first hour, one slot length after the other, each ending by the last hour.
 */
export function slotsOfDay(day: string, hours: BookingHours, zone: string): Date[] {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  if (!hours.dias_semana.includes(weekday)) return [];
  const end = minutesOf(hours.hora_fim);
  const slots: Date[] = [];
  for (let start = minutesOf(hours.hora_inicio); start + hours.duracao_minutos <= end; start += hours.duracao_minutos)
    slots.push(zonedInstant(day, hhmmOf(start), zone));
  return slots;
}

/** Whether an instant is the start of one of the campaign's slots (a booking may name nothing else). */
export function isSlot(instant: Date, hours: BookingHours, zone: string): boolean {
  return slotsOfDay(dayIn(instant, zone), hours, zone).some((slot) => slot.getTime() === instant.getTime());
}

/** The free slots of each day from `days`, soonest first: never past ones, never taken ones; days without any left out. */
export function freeSlots(
  days: readonly string[],
  hours: BookingHours,
  zone: string,
  now: Date,
  taken: ReadonlySet<number>,
): Array<{ dia: string; horarios: Date[] }> {
  return days
    .map((dia) => ({
      dia,
      horarios: slotsOfDay(dia, hours, zone).filter((slot) => slot.getTime() > now.getTime() && !taken.has(slot.getTime())),
    }))
    .filter((day) => day.horarios.length > 0);
}
