import type { ReactNode } from 'react';
import { formatLongDate } from '../../format/date';
import type { Locale } from '../../format/locale';
import { Badge } from '../Badge';
import { EmptyState } from '../EmptyState';
import { useCalendarContext, type CalendarEvent } from './calendarContext';
import { daysOf, type DayRange } from './calendarRange';
import { EventList, ListDay, ListDayHeading, ListDays } from './EventCalendar.styles';
import { eventsAt, type PlacedEvent } from './placement';

export interface ListViewProps {
  range: DayRange;
  placed: readonly PlacedEvent[];
  renderEvent: (event: CalendarEvent) => ReactNode;
  uiLocale: Locale;
  headingLevel: 3 | 4;
}

/**
 * The range read as an agenda: only the days that have events, each under a heading with the day written out,
 * events in time order. Nothing to drag here — the list has no days to drop on.
 */
export function ListView({ range, placed, renderEvent, uiLocale, headingLevel }: ListViewProps) {
  const { today, timeZone, labels } = useCalendarContext();
  const days = daysOf(range)
    .map((day) => ({ day, events: eventsAt(placed, day) }))
    .filter(({ events }) => events.length > 0);

  if (days.length === 0) return <EmptyState size="sm" title={labels.emptyRange} />;
  return (
    <ListDays>
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
