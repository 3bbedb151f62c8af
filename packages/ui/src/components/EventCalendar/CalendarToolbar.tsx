import type { CalendarDate } from '@internationalized/date';
import type { Key } from 'react-aria-components';
import { formatDateRange, formatLongDate, formatMonthYear } from '../../format/date';
import type { Locale } from '../../format/locale';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { ChevronEndGlyph, ChevronStartGlyph } from '../IconButton/glyphs';
import { CALENDAR_VIEWS, shiftAnchor, type CalendarView, type DayRange } from './calendarRange';
import { useCalendarContext } from './calendarContext';
import { RangeTitle, Toolbar, ToolbarGroup, ViewButton, ViewGroup } from './EventCalendar.styles';

/** The visible range in words: the month, the span of the week, or the day written out. */
function rangeTitle(view: CalendarView, anchor: CalendarDate, range: DayRange, locale: Locale, timeZone: string): string {
  switch (view) {
    case 'month':
    case 'list':
      return formatMonthYear(anchor.toDate(timeZone), { locale });
    case 'week':
      return formatDateRange(range.start.toDate(timeZone), range.end.toDate(timeZone), { locale });
    case 'day':
      return formatLongDate(anchor.toDate(timeZone), { locale });
  }
}

export interface CalendarToolbarProps {
  view: CalendarView;
  onViewChange: (view: CalendarView) => void;
  anchor: CalendarDate;
  onAnchorChange: (anchor: CalendarDate) => void;
  range: DayRange;
  uiLocale: Locale;
  titleId: string;
  headingLevel: 2 | 3;
}

/** Today / previous / next, the visible range as a heading (announced when it changes) and the view switch. */
export function CalendarToolbar({
  view,
  onViewChange,
  anchor,
  onAnchorChange,
  range,
  uiLocale,
  titleId,
  headingLevel,
}: CalendarToolbarProps) {
  const { labels, today, timeZone } = useCalendarContext();
  const chooseView = (keys: Set<Key>) => {
    const [chosen] = keys;
    if (CALENDAR_VIEWS.includes(chosen as CalendarView)) onViewChange(chosen as CalendarView);
  };
  return (
    <Toolbar>
      <ToolbarGroup>
        <Button variant="secondary" size="sm" onPress={() => onAnchorChange(today)}>
          {labels.today}
        </Button>
        <IconButton
          aria-label={labels.previous}
          icon={<ChevronStartGlyph />}
          mirrorInRtl
          onPress={() => onAnchorChange(shiftAnchor(view, anchor, -1))}
        />
        <IconButton
          aria-label={labels.next}
          icon={<ChevronEndGlyph />}
          mirrorInRtl
          onPress={() => onAnchorChange(shiftAnchor(view, anchor, 1))}
        />
      </ToolbarGroup>
      <RangeTitle as={`h${headingLevel}`} id={titleId} aria-live="polite">
        {rangeTitle(view, anchor, range, uiLocale, timeZone)}
      </RangeTitle>
      <ViewGroup
        aria-label={labels.views}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[view]}
        onSelectionChange={chooseView}
      >
        {CALENDAR_VIEWS.map((option) => (
          <ViewButton key={option} id={option}>
            {labels.view[option]}
          </ViewButton>
        ))}
      </ViewGroup>
    </Toolbar>
  );
}
