/** The quick periods of the history: today, and the last 7, 15 and 30 days (today included). */
export const PERIODS = [1, 7, 15, 30] as const;
export type PeriodDays = (typeof PERIODS)[number];

/** The day `date` is in the company's zone, as the wire's `YYYY-MM-DD`. */
const dayIn = (date: Date, timeZone: string | undefined) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

/** The first and last day of the last `days` days in the company's zone, ending today. */
export function periodOf(days: PeriodDays, timeZone: string | undefined, now = new Date()) {
  const start = new Date(now.getTime() - (days - 1) * 86_400_000);
  return { dt_inicio: dayIn(start, timeZone), dt_fim: dayIn(now, timeZone) };
}
