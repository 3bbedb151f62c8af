import { Time, toCalendarDateTime, toZoned } from '@internationalized/date';
import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { formatDayOfMonth, formatLongDate, formatTime, formatWeekday } from '../../format/date';
import type { Locale } from '../../format/locale';
import { Badge } from '../Badge';
import { useCalendarContext, type CalendarEvent } from './calendarContext';
import { daysOf, hourRows, type DayRange, type HourSpan } from './calendarRange';
import { DropSlot } from './DropSlot';
import { ColumnHead, EventList, GridTable, MutedLine } from './EventCalendar.styles';
import { EventItem } from './EventItem';
import { eventsAt, type PlacedEvent } from './placement';

export interface TimeGridViewProps {
  view: 'week' | 'day';
  range: DayRange;
  placed: readonly PlacedEvent[];
  hours: HourSpan;
  renderEvent: (event: CalendarEvent) => ReactNode;
  uiLocale: Locale;
  titleId: string;
}

/**
 * A week (or a single day) as a table: a column per day, a row per hour. A day with no event says so in its
 * column header; every hour cell takes dropped events at that hour.
 */
export function TimeGridView({ view, range, placed, hours, renderEvent, uiLocale, titleId }: TimeGridViewProps) {
  const { today, timeZone, labels } = useCalendarContext();
  const days = daysOf(range);
  const rows = hourRows(
    placed.map(({ event }) => event.start),
    hours,
    timeZone,
  );
  const format = { locale: uiLocale };
  const hourLabel = (hour: number) => formatTime(toZoned(toCalendarDateTime(range.start, new Time(hour)), timeZone).toDate(), format);

  return (
    <GridTable aria-labelledby={titleId} data-view={view}>
      <colgroup>
        <col />
        {days.map((day) => (
          <col key={day.toString()} />
        ))}
      </colgroup>
      <thead>
        <tr>
          <th scope="col">
            <VisuallyHidden>{labels.hour}</VisuallyHidden>
          </th>
          {days.map((day) => {
            const date = day.toDate(timeZone);
            return (
              <th key={day.toString()} scope="col">
                <ColumnHead>
                  <span aria-hidden="true">{formatWeekday(date, format)}</span>
                  <strong aria-hidden="true">{formatDayOfMonth(date, format)}</strong>
                  <VisuallyHidden>{formatLongDate(date, format)}</VisuallyHidden>
                  {day.compare(today) === 0 && (
                    <Badge tone="primary" size="sm">
                      {labels.todayMarker}
                    </Badge>
                  )}
                  {eventsAt(placed, day).length === 0 && <MutedLine>{labels.emptyDay}</MutedLine>}
                </ColumnHead>
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {rows.map((hour) => (
          <tr key={hour}>
            <th scope="row">{hourLabel(hour)}</th>
            {days.map((day) => {
              const events = eventsAt(placed, day, hour);
              return (
                <td key={day.toString()} data-today={day.compare(today) === 0 || undefined}>
                  <DropSlot day={day} hour={hour} label={`${formatLongDate(day.toDate(timeZone), format)}, ${hourLabel(hour)}`}>
                    {events.length > 0 && (
                      <EventList>
                        {events.map((event) => (
                          <li key={event.id}>
                            <EventItem event={event}>{renderEvent(event)}</EventItem>
                          </li>
                        ))}
                      </EventList>
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
