export { EventCalendar, type EventCalendarProps } from './EventCalendar';
export type { CalendarEvent } from './calendarContext';
export { CALENDAR_VIEWS, visibleRange, type CalendarView, type DayRange, type HourSpan } from './calendarRange';
export { DEFAULT_EVENT_CALENDAR_LABELS, type EventCalendarLabels } from './labels';
export type { ListFirstGroup } from './ListView';
