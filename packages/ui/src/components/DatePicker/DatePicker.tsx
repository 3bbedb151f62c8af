import type { DatePickerProps as AriaDatePickerProps, DateValue } from 'react-aria-components';
import { CalendarGlyph } from '../IconButton/glyphs';
import { FieldGroup, GroupButton } from '../NumberField/NumberField.styles';
import { FieldDescription, FieldErrorText, FieldLabel } from '../TextField/TextField.styles';
import { CalendarBody, type CalendarNavLabels } from './CalendarParts';
import { CalendarDialog, CalendarPopover, Segment, StyledCalendar, StyledDateInput, StyledDatePicker } from './DatePicker.styles';
import type { RefProps } from '../styleProps';

export interface DatePickerProps extends Omit<AriaDatePickerProps<DateValue>, 'children'>, CalendarNavLabels, RefProps<HTMLDivElement> {
  label: string;
  description?: string;
  /** A message from the server or the form; shown under the field and marks it invalid. */
  errorMessage?: string;
  /** Name of the button that opens the calendar; react-aria's localised one when not given. */
  calendarLabel?: string;
}

/**
 * A date typed segment by segment in the locale's order (pt: `DD/MM/AAAA`) or picked in a calendar.
 * Values are `@internationalized/date` objects: `parseDate('2026-03-14')`, and `value.toString()` back to ISO.
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  calendarLabel,
  previousMonthLabel,
  nextMonthLabel,
  ...props
}: DatePickerProps) {
  return (
    <StyledDatePicker {...props} isInvalid={Boolean(errorMessage) || props.isInvalid}>
      <FieldLabel>{label}</FieldLabel>
      <FieldGroup>
        <StyledDateInput>{(segment) => <Segment segment={segment} />}</StyledDateInput>
        <GroupButton aria-label={calendarLabel}>
          <CalendarGlyph />
        </GroupButton>
      </FieldGroup>
      {description && <FieldDescription slot="description">{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <CalendarPopover placement="bottom start">
        <CalendarDialog>
          <StyledCalendar data-mode="single">
            <CalendarBody previousMonthLabel={previousMonthLabel} nextMonthLabel={nextMonthLabel} />
          </StyledCalendar>
        </CalendarDialog>
      </CalendarPopover>
    </StyledDatePicker>
  );
}
