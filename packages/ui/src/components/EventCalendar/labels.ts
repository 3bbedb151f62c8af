import type { CalendarView } from './calendarRange';

/** Every text the calendar writes itself; the app passes its translations (pt defaults below). */
export interface EventCalendarLabels {
  today: string;
  previous: string;
  next: string;
  /** Name of the group of view buttons. */
  views: string;
  view: Record<CalendarView, string>;
  /** Marks today's column or cell in words, not only in colour. */
  todayMarker: string;
  /** Header of the week and day views' hour column. */
  hour: string;
  /** A day without events (week and day columns; read by screen readers in the month grid). */
  emptyDay: string;
  /** The whole visible range has no event. */
  emptyRange: string;
  loading: string;
  /** Name of an event's move handle (drag it, or press Enter and move with Tab). */
  moveEvent: (title: string) => string;
}

export const DEFAULT_EVENT_CALENDAR_LABELS: EventCalendarLabels = {
  today: 'Hoje',
  previous: 'Período anterior',
  next: 'Próximo período',
  views: 'Visualização',
  view: { month: 'Mês', week: 'Semana', day: 'Dia', list: 'Lista' },
  todayMarker: 'Hoje',
  hour: 'Horário',
  emptyDay: 'Nenhum evento',
  emptyRange: 'Nenhum evento neste período.',
  loading: 'Carregando…',
  moveEvent: (title) => `Mover ${title}`,
};
