import { Button as AriaButton, ToggleButton as AriaToggleButton, ToggleButtonGroup as AriaToggleButtonGroup } from 'react-aria-components';
import { styled } from 'styled-components';
import { theme } from '../../theme/theme';

/** The calendar's own width, which its grids' scrolling answers to (a container, not the viewport: it may sit in a column). */
const CONTAINER = 'event-calendar';

export const Root = styled.div`
  container: ${CONTAINER} / inline-size;
  display: grid;
  gap: ${theme.space[4]};
  min-inline-size: 0;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
`;

export const ToolbarGroup = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[1]};
`;

export const RangeTitle = styled.h2`
  flex: 1 1 auto;
  margin: 0;
  font-size: ${theme.fontSize.xl};
  font-weight: ${theme.fontWeight.semibold};
  &::first-letter {
    text-transform: uppercase;
  }
`;

export const ViewGroup = styled(AriaToggleButtonGroup)`
  display: inline-flex;
  padding: 2px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`;

export const ViewButton = styled(AriaToggleButton)`
  padding-block: ${theme.space[1]};
  padding-inline: ${theme.space[3]};
  border: none;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.textMuted};
  font: inherit;
  font-weight: ${theme.fontWeight.semibold};
  cursor: pointer;

  &[data-hovered] {
    color: ${theme.colors.text};
  }
  &[data-selected] {
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
  &[data-focus-visible] {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const EmptyNote = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

/** The hour column of the time grids. */
const HOUR_COLUMN = '64px';
/**
 * The narrowest a day's column may be and still hold its content (the day number beside today's badge, an event's
 * time beside its handle). Narrower (a phone), the day's content would spill out of its cell and the last column's
 * past the page's edge.
 */
const MIN_DAY_COLUMN = '80px';

/** The room the widest grid needs: the week's hour column, seven days and the outer borders. */
const WIDEST_GRID = '626px';

/**
 * A grid wider than the room it is given scrolls sideways inside this box: the page itself never does. Only when the
 * calendar is narrower than its widest grid (a phone): scrolling clips, and wider calendars draw exactly as without
 * the box. Then its content's width is not its own minimum (size containment), or the grid would widen the calendar
 * past the screen; the table's collapsed outer borders, half outside the table, get 1 px of padding so they are drawn
 * whole. Positioned, so the grid's visually hidden texts (absolutely placed) scroll with it rather than stretch the page.
 */
export const GridScroll = styled.div`
  position: relative;
  @container ${CONTAINER} (width < ${WIDEST_GRID}) {
    overflow-x: auto;
    contain: inline-size;
    padding: 1px;
  }
`;

/** The month grid and the time grids: equal columns, borders between cells. */
export const GridTable = styled.table`
  inline-size: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};

  &[data-view='month'] {
    min-inline-size: calc(7 * ${MIN_DAY_COLUMN});
  }
  &[data-view='week'] {
    min-inline-size: calc(${HOUR_COLUMN} + 7 * ${MIN_DAY_COLUMN});
  }

  th,
  td {
    border: 1px solid ${theme.colors.border};
    vertical-align: top;
    padding: 0;
  }
  thead th {
    padding-block: ${theme.space[2]};
    padding-inline: ${theme.space[2]};
    background: ${theme.colors.surfaceMuted};
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSize.sm};
    font-weight: ${theme.fontWeight.semibold};
    text-align: start;
  }
  &[data-view='week'] col:first-child,
  &[data-view='day'] col:first-child {
    inline-size: ${HOUR_COLUMN};
  }
  tbody th {
    padding: ${theme.space[2]};
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSize.sm};
    font-weight: ${theme.fontWeight.regular};
    text-align: end;
  }
  td[data-outside] {
    background: ${theme.colors.background};
  }
  td[data-today] {
    background: ${theme.colors.primarylight};
  }
`;

/** A day of the month grid or an hour of a time grid: where events sit and land. */
export const Slot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  block-size: 100%;
  min-block-size: 48px;
  padding: ${theme.space[1]};
  outline: none;

  [data-view='month'] & {
    min-block-size: 96px;
  }
  &[data-drop-target] {
    background: ${theme.colors.primarylight};
    box-shadow: inset 0 0 0 2px ${theme.colors.primary};
  }
  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${theme.colors.focusRing};
  }
`;

export const DayHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[1]};
  min-block-size: 22px;
  padding-inline: ${theme.space[1]};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};

  [data-outside] & {
    color: ${theme.colors.textMuted};
    font-weight: ${theme.fontWeight.regular};
  }
`;

/** A time grid's column header: weekday, day number, today and "no events" markers stacked. */
export const ColumnHead = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[1]};

  strong {
    color: ${theme.colors.text};
    font-size: ${theme.fontSize.lg};
  }
`;

export const MutedLine = styled.span`
  flex-basis: 100%;
  font-weight: ${theme.fontWeight.regular};
`;

export const EventList = styled.ul`
  display: grid;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  min-inline-size: 0;
`;

export const EventBox = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 2px;
  min-inline-size: 0;

  > div {
    flex: 1 1 auto;
    min-inline-size: 0;
  }
  &[data-movable] {
    cursor: grab;
  }
  &[data-dragging] {
    opacity: 0.5;
  }
`;

export const GripButton = styled(AriaButton)`
  display: inline-grid;
  place-items: center;
  flex: none;
  inline-size: 20px;
  block-size: 24px;
  padding: 0;
  border: none;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.textMuted};
  cursor: grab;

  &[data-hovered] {
    background: ${theme.colors.surfaceMuted};
    color: ${theme.colors.text};
  }
  &[data-focus-visible] {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 0;
  }
`;

export const ListDays = styled.div`
  display: grid;
  gap: ${theme.space[4]};
`;

export const ListDay = styled.div`
  display: grid;
  gap: ${theme.space[2]};
`;

export const ListDayHeading = styled.h3`
  margin: 0;
  padding-block-end: ${theme.space[1]};
  border-block-end: 1px solid ${theme.colors.border};
  font-size: ${theme.fontSize.md};
  font-weight: ${theme.fontWeight.semibold};
  &::first-letter {
    text-transform: uppercase;
  }
  > span {
    margin-inline-start: ${theme.space[2]};
  }
`;

/** The day of the events that follow it in the list's first group (which gathers events of several days). */
export const ListEventDay = styled.p`
  margin: 0 0 ${theme.space[1]};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSize.sm};
  &::first-letter {
    text-transform: uppercase;
  }
`;
