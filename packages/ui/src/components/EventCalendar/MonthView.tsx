import { isSameMonth, type CalendarDate } from '@internationalized/date';
import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { formatDayOfMonth, formatLongDate, formatWeekday } from '../../format/date';
import type { Locale } from '../../format/locale';
import { Badge } from '../Badge';
import { useCalendarContext, type CalendarEvent } from './calendarContext';
import { weeksOf, type DayRange } from './calendarRange';
import { DropSlot } from './DropSlot';
import { DayHead, EventList, GridTable } from './EventCalendar.styles';
import { EventItem } from './EventItem';
import { eventsAt, type PlacedEvent } from './placement';

export interface MonthViewProps {
  anchor: CalendarDate;
  range: DayRange;
  placed: readonly PlacedEvent[];
  renderEvent: (event: CalendarEvent) => ReactNode;
  uiLocale: Locale;
  titleId: string;
}

/**
 * The month as a table of weeks: weekday column headers (short on screen, written out for screen readers), one
 * cell per day with its events. Days of the neighbouring months are shaded; today is marked in words.
 */
export function MonthView({ anchor, range, placed, renderEvent, uiLocale, titleId }: MonthViewProps) {
  const { today, timeZone, labels } = useCalendarContext();
  const weeks = weeksOf(range);
  const format = { locale: uiLocale };
  return (
    <GridTable aria-labelledby={titleId} data-view="month">
      <thead>
        <tr>
          {(weeks[0] ?? []).map((day) => (
            <th key={day.toString()} scope="col">
              <span aria-hidden="true">{formatWeekday(day.toDate(timeZone), format)}</span>
              <VisuallyHidden>{formatWeekday(day.toDate(timeZone), { ...format, width: 'long' })}</VisuallyHidden>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.toString()}>
            {week.map((day) => {
              const events = eventsAt(placed, day);
              const isToday = day.compare(today) === 0;
              return (
                <td key={day.toString()} data-outside={!isSameMonth(day, anchor) || undefined} data-today={isToday || undefined}>
                  <DropSlot day={day} label={formatLongDate(day.toDate(timeZone), format)}>
                    <DayHead>
                      <span>{formatDayOfMonth(day.toDate(timeZone), format)}</span>
                      {isToday && (
                        <Badge tone="primary" size="sm">
                          {labels.todayMarker}
                        </Badge>
                      )}
                    </DayHead>
                    {events.length > 0 ? (
                      <EventList>
                        {events.map((event) => (
                          <li key={event.id}>
                            <EventItem event={event}>{renderEvent(event)}</EventItem>
                          </li>
                        ))}
                      </EventList>
                    ) : (
                      <VisuallyHidden>{labels.emptyDay}</VisuallyHidden>
                    )}
                  </DropSlot>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </GridTable>
  );
}
