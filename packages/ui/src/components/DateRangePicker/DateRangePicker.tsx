import type { DateRangePickerProps as AriaDateRangePickerProps, DateValue } from 'react-aria-components';
import { CalendarBody, type CalendarNavLabels } from '../DatePicker/CalendarParts';
import { CalendarDialog, CalendarPopover, RangeDash, Segment, StyledDateInput, StyledRangeCalendar } from '../DatePicker/DatePicker.styles';
import { CalendarGlyph } from '../IconButton/glyphs';
import { FieldGroup, GroupButton } from '../NumberField/NumberField.styles';
import { FieldDescription, FieldErrorText, FieldLabel } from '../TextField/TextField.styles';
import { StyledDateRangePicker } from './DateRangePicker.styles';
import type { RefProps } from '../styleProps';

export interface DateRangePickerProps
  extends Omit<AriaDateRangePickerProps<DateValue>, 'children'>, CalendarNavLabels, RefProps<HTMLDivElement> {
  label: string;
  description?: string;
  /** A message from the server or the form; shown under the field and marks it invalid. */
  errorMessage?: string;
  /** Name of the button that opens the calendar; react-aria's localised one when not given. */
  calendarLabel?: string;
}

/** A period (`{ start, end }`), typed as two dates (pt `DD/MM/AAAA – DD/MM/AAAA`) or picked in a calendar. */
export function DateRangePicker({
  label,
  description,
  errorMessage,
  calendarLabel,
  previousMonthLabel,
  nextMonthLabel,
  ...props
}: DateRangePickerProps) {
  return (
    <StyledDateRangePicker {...props} isInvalid={Boolean(errorMessage) || props.isInvalid}>
      <FieldLabel>{label}</FieldLabel>
      <FieldGroup>
        <StyledDateInput slot="start">{(segment) => <Segment segment={segment} />}</StyledDateInput>
        <RangeDash aria-hidden="true">–</RangeDash>
        <StyledDateInput slot="end">{(segment) => <Segment segment={segment} />}</StyledDateInput>
        <GroupButton aria-label={calendarLabel}>
          <CalendarGlyph />
        </GroupButton>
      </FieldGroup>
      {description && <FieldDescription slot="description">{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <CalendarPopover placement="bottom start">
        <CalendarDialog>
          <StyledRangeCalendar data-mode="range">
            <CalendarBody previousMonthLabel={previousMonthLabel} nextMonthLabel={nextMonthLabel} />
          </StyledRangeCalendar>
        </CalendarDialog>
      </CalendarPopover>
    </StyledDateRangePicker>
  );
}
