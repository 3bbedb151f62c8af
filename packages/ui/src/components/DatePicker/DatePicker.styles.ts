import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarHeading,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Popover,
  RangeCalendar,
} from 'react-aria-components';
import type { DateValue } from 'react-aria-components';
import { css, styled } from 'styled-components';
import { theme } from '../../theme/theme';

const fieldColumn = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
`;

export const StyledDatePicker = styled(AriaDatePicker<DateValue>)`
  ${fieldColumn}
`;

/** The segmented `DD/MM/AAAA` input inside the field group. */
export const StyledDateInput = styled(DateInput)`
  display: flex;
  align-items: center;
  flex: 1;
  min-inline-size: 0;
  padding-block: calc(${theme.space[2]} - 1.5px);
  padding-inline: ${theme.space[3]};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  /*
   * react-aria orders the segments by the locale (pt: DD/MM/AAAA, always left to right), while an rtl page
   * setting would reverse them as flex items; keep the date itself ltr and only push it to the inline start.
   */
  direction: ltr;
  &:dir(rtl) {
    justify-content: flex-end;
  }

  &[slot='start'] {
    flex: 0 1 auto;
    padding-inline-end: 0;
  }
  &[slot='end'] {
    padding-inline-start: 0;
  }
`;

/**
 * WCAG 2.2 target size (24 × 24 px; the hour was 16 × 21): every segment is 24 px tall (the input's padding gives
 * those 3 px back, so the field keeps its height) and the time's segments 24 px wide. Day, month and year keep their
 * width: the calendar button beside them (36 px) does what they do, which the criterion accepts. A literal keeps
 * its spaces: as a flex item its trailing space was dropped, and "26/11/2026, 10:30" read "26/11/2026,10:30".
 */
export const Segment = styled(DateSegment)`
  padding-block: 1.5px;
  padding-inline: 1px;
  border-radius: ${theme.radii.sm};
  text-align: center;
  outline: none;

  &[data-placeholder] {
    color: ${theme.colors.textMuted};
  }
  &[data-type='hour'],
  &[data-type='minute'],
  &[data-type='dayPeriod'] {
    min-inline-size: 24px;
  }
  &[data-type='literal'] {
    padding-inline: 0;
    white-space: pre;
  }
  &[data-focused] {
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
`;

export const RangeDash = styled.span`
  display: inline-flex;
  align-items: center;
  padding-inline: ${theme.space[1]};
  color: ${theme.colors.textMuted};
`;

export const CalendarPopover = styled(Popover)`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.md};
`;

export const CalendarDialog = styled(Dialog)`
  padding: ${theme.space[3]};
  outline: none;
`;

const calendarBox = css`
  inline-size: max-content;

  header {
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    margin-block-end: ${theme.space[2]};
  }
  table {
    border-collapse: collapse;
  }
  th {
    padding-block-end: ${theme.space[1]};
    font-size: ${theme.fontSize.xs};
    font-weight: ${theme.fontWeight.semibold};
    color: ${theme.colors.textMuted};
  }
  td {
    padding: 1px;
  }
`;

export const StyledCalendar = styled(Calendar<DateValue>)`
  ${calendarBox}
`;
export const StyledRangeCalendar = styled(RangeCalendar<DateValue>)`
  ${calendarBox}
`;

export const MonthHeading = styled(CalendarHeading)`
  flex: 1;
  margin: 0;
  text-align: center;
  font-size: ${theme.fontSize.md};
  font-weight: ${theme.fontWeight.semibold};

  &::first-letter {
    text-transform: uppercase;
  }
`;

/** Previous/next month; the chevrons point the reading direction's way (mirrored in rtl). */
export const NavButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 32px;
  block-size: 32px;
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.md};
  background: transparent;
  color: ${theme.colors.text};
  cursor: pointer;

  &:dir(rtl) svg {
    transform: scaleX(-1);
  }
  &[data-hovered] {
    background: ${theme.colors.surfaceMuted};
  }
  &[data-focus-visible] {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 0;
  }
  &[data-disabled] {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

export const Grid = styled(CalendarGrid)``;

export const Cell = styled(CalendarCell)`
  display: flex;
  align-items: center;
  justify-content: center;
  inline-size: 36px;
  block-size: 36px;
  border-radius: ${theme.radii.md};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  outline: none;

  &[data-outside-month] {
    display: none;
  }
  &[data-today] {
    box-shadow: inset 0 0 0 1px ${theme.colors.primary};
  }
  &[data-hovered] {
    background: ${theme.colors.surfaceMuted};
  }
  /* Single date: the chosen day is filled. Range: the days between are tinted, the two ends filled. */
  [data-mode='single'] &[data-selected],
  [data-mode='range'] &[data-selection-start],
  [data-mode='range'] &[data-selection-end] {
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
  [data-mode='range'] &[data-selected]:not([data-selection-start]):not([data-selection-end]) {
    border-radius: 0;
    background: ${theme.colors.primarylight};
    color: ${theme.colors.text};
  }
  &[data-focus-visible] {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: -2px;
  }
  &[data-disabled],
  &[data-unavailable] {
    color: ${theme.colors.textMuted};
    text-decoration: line-through;
    cursor: not-allowed;
  }
  &[data-invalid] {
    background: ${theme.colors.danger};
    color: #ffffff;
  }
`;
