import type { ReactNode } from 'react';
import { formatLongDate } from '../../format/date';
import type { Locale } from '../../format/locale';
import { Badge } from '../Badge';
import { EmptyState } from '../EmptyState';
import { useCalendarContext, type CalendarEvent } from './calendarContext';
import { daysOf, type DayRange } from './calendarRange';
import { EventList, ListDay, ListDayHeading, ListDays, ListEventDay } from './EventCalendar.styles';
import { eventsAt, type PlacedEvent } from './placement';

/** A group the list shows before its days: the events it picks, under its title. */
export interface ListFirstGroup<E extends CalendarEvent = CalendarEvent> {
  title: string;
  includes: (event: E) => boolean;
}

export interface ListViewProps {
  range: DayRange;
  placed: readonly PlacedEvent[];
  renderEvent: (event: CalendarEvent) => ReactNode;
  uiLocale: Locale;
  headingLevel: 3 | 4;
  /** The first group's title and events, picked among all the calendar's events (not only the range's). */
  first?: { title: string; placed: readonly PlacedEvent[] };
}

/**
 * The range read as an agenda: only the days that have events, each under a heading with the day written out,
 * events in time order, after the `first` group if there is one. Nothing to drag here — the list has no days to
 * drop on.
 */
export function ListView({ range, placed, renderEvent, uiLocale, headingLevel, first }: ListViewProps) {
  const { today, timeZone, labels } = useCalendarContext();
  const firstEvents = first?.placed ?? [];
  const inFirst = new Set(firstEvents.map(({ event }) => event.id));
  const rest = placed.filter(({ event }) => !inFirst.has(event.id));
  const days = daysOf(range)
    .map((day) => ({ day, events: eventsAt(rest, day) }))
    .filter(({ events }) => events.length > 0);

  if (days.length === 0 && firstEvents.length === 0) return <EmptyState size="sm" title={labels.emptyRange} />;
  return (
    <ListDays>
      {first && firstEvents.length > 0 && (
        <ListDay>
          <ListDayHeading as={`h${headingLevel}`}>{first.title}</ListDayHeading>
          <EventList>
            {firstEvents.map(({ event, day }, index) => (
              <li key={event.id}>
                {/* Its events come from several days: each day is written before its first event. */}
                {firstEvents[index - 1]?.day.compare(day) !== 0 && (
                  <ListEventDay>{formatLongDate(day.toDate(timeZone), { locale: uiLocale })}</ListEventDay>
                )}
                {renderEvent(event)}
              </li>
            ))}
          </EventList>
        </ListDay>
      )}
      {days.map(({ day, events }) => (
        <ListDay key={day.toString()}>
          <ListDayHeading as={`h${headingLevel}`}>
            {formatLongDate(day.toDate(timeZone), { locale: uiLocale })}
            {day.compare(today) === 0 && (
              <Badge tone="primary" size="sm">
                {labels.todayMarker}
              </Badge>
            )}
          </ListDayHeading>
          <EventList>
            {events.map((event) => (
              <li key={event.id}>{renderEvent(event)}</li>
            ))}
          </EventList>
        </ListDay>
      ))}
    </ListDays>
  );
}
