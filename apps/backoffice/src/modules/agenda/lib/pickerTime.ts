import { CalendarDateTime, getLocalTimeZone, toZoned, type DateValue } from '@retoma/ui';

/** A moment as the date-and-time picker edits it: the browser's local day and minute. */
export const toPickerValue = (instant: Date) =>
  new CalendarDateTime(instant.getFullYear(), instant.getMonth() + 1, instant.getDate(), instant.getHours(), instant.getMinutes());

/** What the person picked, back to an instant in the browser's time zone. */
export const toInstant = (value: DateValue) => toZoned(value, getLocalTimeZone()).toDate();
