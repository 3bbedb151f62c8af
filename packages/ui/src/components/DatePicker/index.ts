export { DatePicker, type DatePickerProps } from './DatePicker';
/** Date values for the pickers, so screens need no direct dependency on `@internationalized/date`. */
export { parseDate, today, getLocalTimeZone, CalendarDate } from '@internationalized/date';
/** Date-time values (`granularity="minute"`): the current moment, and a picked local time as an absolute instant. */
export { CalendarDateTime, now, toCalendarDateTime, toZoned } from '@internationalized/date';
export type { DateValue, RangeValue } from 'react-aria-components';
