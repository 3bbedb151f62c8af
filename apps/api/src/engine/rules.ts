import { addDays, dayIn, zonedInstant } from '../services/timeZone';

/**
 * The rules that protect a company's reputation, as pure functions of time: quiet hours in the company's zone
 * (a step due inside them waits for their end) and the day a daily cap counts in.
 */

const clocks = new Map<string, Intl.DateTimeFormat>();
function clockOf(zone: string): Intl.DateTimeFormat {
  let clock = clocks.get(zone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' });
    clocks.set(zone, clock);
  }
  return clock;
}

/** Minutes since midnight of `instant` on the wall clock of `zone`. */
function minutesIn(instant: Date, zone: string): number {
  const parts = clockOf(zone).formatToParts(instant);
  const get = (type: 'hour' | 'minute') => Number(parts.find((part) => part.type === type)?.value);
  return get('hour') * 60 + get('minute');
}

const minutesOf = (hhmm: string) => {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

export interface QuietHours {
  /** 'HH:MM' in the company's zone; the window may cross midnight (21:00 → 08:00). */
  inicio: string;
  fim: string;
  zone: string;
}

/** `at`, or the end of the quiet hours it falls in. Equal start and end mean no quiet hours. */
export function outsideQuietHours(at: Date, { inicio, fim, zone }: QuietHours): Date {
  const start = minutesOf(inicio);
  const end = minutesOf(fim);
  if (start === end) return at;
  const now = minutesIn(at, zone);
  const inside = start < end ? now >= start && now < end : now >= start || now < end;
  if (!inside) return at;
  const today = dayIn(at, zone);
  // Past midnight in a window that crosses it, its end is today; before midnight, tomorrow.
  const endDay = start > end && now >= start ? addDays(today, 1) : today;
  return zonedInstant(endDay, `${fim}:00`, zone);
}

/** The first instant of the day after `at`'s day in `zone`, moved past the quiet hours (a capped send's next chance). */
export function nextDayStart(at: Date, quiet: QuietHours): Date {
  return outsideQuietHours(zonedInstant(addDays(dayIn(at, quiet.zone), 1), '00:00:00', quiet.zone), quiet);
}

/** Waits before the next try of a failed send: 1, 2, 4, 8 minutes (× `baseMs`). */
export const retryDelayMs = (tries: number, baseMs = 60_000) => baseMs * 2 ** Math.max(0, tries - 1);
