import { getLocalTimeZone, today as todayIn, type CalendarDate } from '@internationalized/date';
import { useId, useMemo, useRef, type ReactNode } from 'react';
import { INTL_LOCALE } from '../../format/locale';
import { useUiLocale } from '../../provider/useUiLocale';
import { LoadingOverlay } from '../LoadingOverlay';
import { CalendarContext, type CalendarContextValue, type CalendarEvent, type DragTracker } from './calendarContext';
import { visibleRange, type CalendarView, type HourSpan } from './calendarRange';
import { CalendarToolbar } from './CalendarToolbar';
import { EmptyNote, GridScroll, Root } from './EventCalendar.styles';
import { DEFAULT_EVENT_CALENDAR_LABELS, type EventCalendarLabels } from './labels';
import { ListView, type ListFirstGroup } from './ListView';
import { MonthView } from './MonthView';
import { placeAll, placeEvents } from './placement';
import { TimeGridView } from './TimeGridView';
import type { StyleProps } from '../styleProps';

const DEFAULT_HOURS: HourSpan = { start: 8, end: 18 };

export interface EventCalendarProps<E extends CalendarEvent> extends StyleProps {
  events: readonly E[];
  view: CalendarView;
  onViewChange: (view: CalendarView) => void;
  /** The day the visible range is built around (`today(getLocalTimeZone())` to start on today). */
  date: CalendarDate;
  onDateChange: (date: CalendarDate) => void;
  /** What an event shows, usually a button that opens it; the list view has room for more detail. */
  renderEvent: (event: E, view: CalendarView) => ReactNode;
  /** An event was dropped on another day (same time) or hour (same minutes). Without it nothing can be dragged. */
  onEventMove?: (event: E, start: Date) => void;
  /** Whether an event may be dragged; all may when not given. */
  canMoveEvent?: (event: E) => boolean;
  /** Whether an event may land at `start` (e.g. never in the past); refused days and hours do not take it. */
  canDropAt?: (event: E, start: Date) => boolean;
  /** Events are being fetched: the grid stays in place under a spinner. */
  isLoading?: boolean;
  /** Shown instead of the grid when the events could not be fetched; the toolbar stays, to try another period. */
  error?: ReactNode;
  /** Hour rows of the week and day views, widened to every event's hour (default 8:00 to 18:00). */
  hours?: HourSpan;
  labels?: Partial<EventCalendarLabels>;
  /** Level of the heading naming the visible range (the list view's days take the next level). */
  headingLevel?: 2 | 3;
  /**
   * The list view's first group, before the days: the events `includes` picks (what needs doing first, say the
   * overdue ones), in time order under `title`, among every event given, the range's or not (a return overdue since
   * last month belongs there too); the days list the range's rest.
   */
  listFirst?: ListFirstGroup<E>;
}

/**
 * A calendar of timed events with month, week, day and list views: today / previous / next, the visible range as
 * a heading, weeks starting on the locale's first day, dates written by the kit's formatters. Events are moved by
 * dragging them to another day or hour, with the mouse or — through each event's handle — the keyboard and
 * screen readers (react-aria drag and drop). The view and the date are controlled: the app keeps them (in the URL,
 * say) and fetches the events of `visibleRange(view, date, locale)`.
 */
export function EventCalendar<E extends CalendarEvent>({
  events,
  view,
  onViewChange,
  date,
  onDateChange,
  renderEvent,
  onEventMove,
  canMoveEvent,
  canDropAt,
  isLoading = false,
  error,
  hours = DEFAULT_HOURS,
  labels,
  headingLevel = 2,
  listFirst,
  className,
  style,
}: EventCalendarProps<E>) {
  const uiLocale = useUiLocale();
  const locale = INTL_LOCALE[uiLocale];
  const timeZone = getLocalTimeZone();
  const titleId = useId();
  const dragging = useRef<CalendarEvent | null>(null);
  const drag = useMemo<DragTracker>(
    () => ({
      begin: (event) => {
        dragging.current = event;
      },
      end: () => {
        dragging.current = null;
      },
      current: () => dragging.current,
    }),
    [],
  );
  const allLabels = { ...DEFAULT_EVENT_CALENDAR_LABELS, ...labels };
  const range = visibleRange(view, date, locale);
  const placed = placeEvents(events, range, timeZone);

  // The views work on the base event type; the app's callbacks get its own events back.
  const context: CalendarContextValue = {
    locale,
    timeZone,
    today: todayIn(timeZone),
    labels: allLabels,
    drag,
    findEvent: (id) => events.find((event) => String(event.id) === id),
    canMove: (event) => Boolean(onEventMove) && (canMoveEvent?.(event as E) ?? true),
    canDropAt: (event, start) => canDropAt?.(event as E, start) ?? true,
    move: (event, start) => onEventMove?.(event as E, start),
  };
  const render = (event: CalendarEvent) => renderEvent(event as E, view);

  return (
    <CalendarContext.Provider value={context}>
      <Root className={className} style={style}>
        <CalendarToolbar
          view={view}
          onViewChange={onViewChange}
          anchor={date}
          onAnchorChange={onDateChange}
          range={range}
          uiLocale={uiLocale}
          titleId={titleId}
          headingLevel={headingLevel}
        />
        {error ?? (
          <>
            {!isLoading && placed.length === 0 && view !== 'list' && <EmptyNote role="status">{allLabels.emptyRange}</EmptyNote>}
            <LoadingOverlay isLoading={isLoading} label={allLabels.loading}>
              {view !== 'list' && (
                <GridScroll>
                  {view === 'month' ? (
                    <MonthView anchor={date} range={range} placed={placed} renderEvent={render} uiLocale={uiLocale} titleId={titleId} />
                  ) : (
                    <TimeGridView
                      view={view}
                      range={range}
                      placed={placed}
                      hours={hours}
                      renderEvent={render}
                      uiLocale={uiLocale}
                      titleId={titleId}
                    />
                  )}
                </GridScroll>
              )}
              {view === 'list' && !isLoading && (
                <ListView
                  range={range}
                  placed={placed}
                  renderEvent={render}
                  uiLocale={uiLocale}
                  headingLevel={headingLevel === 2 ? 3 : 4}
                  first={
                    listFirst && {
                      title: listFirst.title,
                      placed: placeAll(events, timeZone).filter(({ event }) => listFirst.includes(event as E)),
                    }
                  }
                />
              )}
            </LoadingOverlay>
          </>
        )}
      </Root>
    </CalendarContext.Provider>
  );
}
