import {
  endOfMonth,
  endOfWeek,
  fromDate,
  startOfMonth,
  startOfWeek,
  Time,
  toCalendarDate,
  toCalendarDateTime,
  toZoned,
  type CalendarDate,
} from '@internationalized/date';

/** The calendar's views: a month grid, a week or a day of hour rows, and a list of the month's days with events. */
export type CalendarView = 'month' | 'week' | 'day' | 'list';
export const CALENDAR_VIEWS: readonly CalendarView[] = ['month', 'week', 'day', 'list'];

/** A span of calendar days, both ends included. */
export interface DayRange {
  start: CalendarDate;
  end: CalendarDate;
}

/** Hour rows of the week and day views: `start` is the first row, `end` the hour the last row closes at. */
export interface HourSpan {
  start: number;
  end: number;
}

/**
 * The days a view shows around `anchor`. The month grid is made of whole weeks (so its first and last rows show
 * the neighbouring months' days), the week starts on the locale's first day (pt-BR and en-US Sunday, de and fr
 * Monday); the list covers the anchor's month.
 */
export function visibleRange(view: CalendarView, anchor: CalendarDate, locale: string): DayRange {
  switch (view) {
    case 'month':
      return { start: startOfWeek(startOfMonth(anchor), locale), end: endOfWeek(endOfMonth(anchor), locale) };
    case 'week':
      return { start: startOfWeek(anchor, locale), end: endOfWeek(anchor, locale) };
    case 'day':
      return { start: anchor, end: anchor };
    case 'list':
      return { start: startOfMonth(anchor), end: endOfMonth(anchor) };
  }
}

/** The anchor one period earlier (`-1`) or later (`1`): a month for the month and list views, else a week or a day. */
export function shiftAnchor(view: CalendarView, anchor: CalendarDate, step: 1 | -1): CalendarDate {
  switch (view) {
    case 'month':
    case 'list':
      return anchor.add({ months: step });
    case 'week':
      return anchor.add({ weeks: step });
    case 'day':
      return anchor.add({ days: step });
  }
}

/** Every day of the range, in order. */
export function daysOf({ start, end }: DayRange): CalendarDate[] {
  const days: CalendarDate[] = [];
  for (let day = start; day.compare(end) <= 0; day = day.add({ days: 1 })) days.push(day);
  return days;
}

/** The range cut into rows of seven days (the month grid's weeks). */
export function weeksOf(range: DayRange): CalendarDate[][] {
  const days = daysOf(range);
  const weeks: CalendarDate[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
}

/** The calendar day and hour an instant falls on in `timeZone`. */
export function placeOf(instant: Date, timeZone: string): { day: CalendarDate; hour: number } {
  const zoned = fromDate(instant, timeZone);
  return { day: toCalendarDate(zoned), hour: zoned.hour };
}

/** The instant at `day` and `hour` (the original hour when not given), keeping the original minutes. */
export function movedStart(original: Date, day: CalendarDate, hour: number | undefined, timeZone: string): Date {
  const zoned = fromDate(original, timeZone);
  return toZoned(toCalendarDateTime(day, new Time(hour ?? zoned.hour, zoned.minute)), timeZone).toDate();
}

/** The hour rows to draw: the default span, widened so that every event has its row. */
export function hourRows(starts: readonly Date[], span: HourSpan, timeZone: string): number[] {
  let first = span.start;
  let last = span.end - 1;
  for (const start of starts) {
    const { hour } = placeOf(start, timeZone);
    first = Math.min(first, hour);
    last = Math.max(last, hour);
  }
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}
