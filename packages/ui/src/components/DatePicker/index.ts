export { DatePicker, type DatePickerProps } from './DatePicker';
/** Date values for the pickers, so screens need no direct dependency on `@internationalized/date`. */
export { parseDate, today, getLocalTimeZone, CalendarDate } from '@internationalized/date';
export type { DateValue, RangeValue } from 'react-aria-components';
