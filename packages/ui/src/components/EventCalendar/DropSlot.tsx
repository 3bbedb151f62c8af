import type { CalendarDate } from '@internationalized/date';
import { useRef, type ReactNode } from 'react';
import { isTextDropItem, useDrop, type DropOperation, type DragTypes } from 'react-aria-components';
import { CALENDAR_EVENT_DRAG_TYPE, useCalendarContext } from './calendarContext';
import { movedStart } from './calendarRange';
import { Slot } from './EventCalendar.styles';

export interface DropSlotProps {
  day: CalendarDate;
  /** The hour row of the week and day views; a month cell keeps the event's own time. */
  hour?: number;
  /** Read when the slot gets focus during a keyboard drag ("sábado, 14 de março de 2026, 9:00"). */
  label: string;
  children: ReactNode;
}

/**
 * A day (month grid) or an hour of a day (week and day views) that takes dropped events. It is a drop target
 * for the mouse and for react-aria's keyboard and screen-reader drag (focusable only by script: Tab moves
 * between the slots that accept the event while it is being dragged). Slots the event may not move to — a past
 * hour, say — refuse it, so they are skipped and never highlighted.
 */
export function DropSlot({ day, hour, label, children }: DropSlotProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { drag, timeZone, canDropAt, findEvent, move } = useCalendarContext();

  const operationFor = (types: DragTypes): DropOperation => {
    const event = drag.current();
    if (!event || !types.has(CALENDAR_EVENT_DRAG_TYPE)) return 'cancel';
    return canDropAt(event, movedStart(event.start, day, hour, timeZone)) ? 'move' : 'cancel';
  };

  const { dropProps, isDropTarget } = useDrop({
    ref,
    getDropOperation: (types) => operationFor(types),
    async onDrop({ items }) {
      const item = items.find(isTextDropItem);
      const event = item ? findEvent(await item.getText(CALENDAR_EVENT_DRAG_TYPE)) : undefined;
      if (!event) return;
      const start = movedStart(event.start, day, hour, timeZone);
      // Dropped back where it was: nothing to move.
      if (start.getTime() !== event.start.getTime()) move(event, start);
    },
  });

  return (
    <Slot {...dropProps} ref={ref} role="group" aria-label={label} tabIndex={-1} data-drop-target={isDropTarget || undefined}>
      {children}
    </Slot>
  );
}
