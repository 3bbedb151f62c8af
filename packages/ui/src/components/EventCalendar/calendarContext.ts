import type { CalendarDate } from '@internationalized/date';
import { createContext, useContext } from 'react';
import type { EventCalendarLabels } from './labels';

/** What the calendar places: an instant and a short name. Apps extend it with their own data. */
export interface CalendarEvent {
  id: string | number;
  start: Date;
  /** A short name of the event ("9:00 Ana Souza"): the move handle and drop announcements use it. */
  title: string;
}

/** The drag type the calendar's events carry, so foreign drags (files, text) never land on a day. */
export const CALENDAR_EVENT_DRAG_TYPE = 'application/x-retoma-calendar-event';

/** Kept outside React state: a drag starting or ending re-renders nothing. */
export interface DragTracker {
  begin: (event: CalendarEvent) => void;
  end: () => void;
  current: () => CalendarEvent | null;
}

/** Shared by the views, the events and the drop slots of one calendar. */
export interface CalendarContextValue {
  locale: string;
  timeZone: string;
  today: CalendarDate;
  labels: EventCalendarLabels;
  /** The event being dragged: set when a drag starts, read by the slots to decide whether they accept it. */
  drag: DragTracker;
  findEvent: (id: string) => CalendarEvent | undefined;
  canMove: (event: CalendarEvent) => boolean;
  canDropAt: (event: CalendarEvent, start: Date) => boolean;
  move: (event: CalendarEvent, start: Date) => void;
}

export const CalendarContext = createContext<CalendarContextValue | null>(null);

export function useCalendarContext(): CalendarContextValue {
  const value = useContext(CalendarContext);
  if (!value) throw new Error('Calendar parts must be rendered inside <EventCalendar>');
  return value;
}
