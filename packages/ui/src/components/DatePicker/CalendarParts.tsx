import { ChevronEndGlyph, ChevronStartGlyph } from '../IconButton/glyphs';
import { Cell, Grid, MonthHeading, NavButton } from './DatePicker.styles';

export interface CalendarNavLabels {
  /** Names of the month buttons; react-aria's localised ones when not given. */
  previousMonthLabel?: string;
  nextMonthLabel?: string;
}

/** Month navigation and the day grid, shared by the single and the range calendar. */
export function CalendarBody({ previousMonthLabel, nextMonthLabel }: CalendarNavLabels) {
  return (
    <>
      <header>
        <NavButton slot="previous" aria-label={previousMonthLabel}>
          <ChevronStartGlyph />
        </NavButton>
        <MonthHeading />
        <NavButton slot="next" aria-label={nextMonthLabel}>
          <ChevronEndGlyph />
        </NavButton>
      </header>
      <Grid>{(date) => <Cell date={date} />}</Grid>
    </>
  );
}
