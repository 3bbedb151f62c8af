import type { CalendarDate } from '@internationalized/date';
import type { CalendarEvent } from './calendarContext';
import { placeOf, type DayRange } from './calendarRange';

/** An event with the local day and hour it falls on. */
export interface PlacedEvent {
  event: CalendarEvent;
  day: CalendarDate;
  hour: number;
}

/** Every event, soonest first, each with its day and hour. */
export function placeAll(events: readonly CalendarEvent[], timeZone: string): PlacedEvent[] {
  return events
    .map((event) => ({ event, ...placeOf(event.start, timeZone) }))
    .sort((a, b) => a.event.start.getTime() - b.event.start.getTime());
}

/** The events of the range, soonest first, each with its day and hour; events outside the range are left out. */
export function placeEvents(events: readonly CalendarEvent[], range: DayRange, timeZone: string): PlacedEvent[] {
  return placeAll(events, timeZone).filter(({ day }) => day.compare(range.start) >= 0 && day.compare(range.end) <= 0);
}

/** The events of one day (and one hour, in the time grids). */
export function eventsAt(placed: readonly PlacedEvent[], day: CalendarDate, hour?: number): CalendarEvent[] {
  return placed.filter((entry) => entry.day.compare(day) === 0 && (hour === undefined || entry.hour === hour)).map(({ event }) => event);
}
