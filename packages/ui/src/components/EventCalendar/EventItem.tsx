import type { ReactNode } from 'react';
import { useDrag } from 'react-aria-components';
import { CALENDAR_EVENT_DRAG_TYPE, useCalendarContext, type CalendarEvent } from './calendarContext';
import { EventBox, GripButton } from './EventCalendar.styles';

/** Six dots: the usual "grab here" sign. */
function GripGlyph() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" fill="currentColor" aria-hidden="true" focusable="false">
      {[4, 8, 12].flatMap((y) => [6, 10].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.25" />))}
    </svg>
  );
}

export interface EventItemProps {
  event: CalendarEvent;
  /** The app's content for the event (usually a button that opens it). */
  children: ReactNode;
}

/**
 * An event in the month grid or a time grid. When it may move, the whole box can be dragged with the mouse and
 * its handle starts a keyboard drag (Enter; Tab to the day or hour; Enter drops, Escape cancels), announced by
 * react-aria to screen readers. The app's own content keeps its press action (opening the event).
 */
export function EventItem({ event, children }: EventItemProps) {
  const { drag, labels, canMove } = useCalendarContext();
  const movable = canMove(event);
  const { dragProps, dragButtonProps, isDragging } = useDrag({
    hasDragButton: true,
    isDisabled: !movable,
    getItems: () => [{ [CALENDAR_EVENT_DRAG_TYPE]: String(event.id), 'text/plain': event.title }],
    getAllowedDropOperations: () => ['move'],
    onDragStart: () => drag.begin(event),
    onDragEnd: () => drag.end(),
  });

  return (
    <EventBox {...dragProps} data-dragging={isDragging || undefined} data-movable={movable || undefined}>
      <div>{children}</div>
      {movable && (
        <GripButton {...dragButtonProps} aria-label={labels.moveEvent(event.title)}>
          <GripGlyph />
        </GripButton>
      )}
    </EventBox>
  );
}
