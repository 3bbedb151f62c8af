import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId, useMemo, useReducer, useState, type ReactNode } from 'react';
import { useUiLocale } from '../../provider/useUiLocale';
import { Alert } from '../Alert';
import { EmptyState } from '../EmptyState';
import type { StyleProps } from '../styleProps';
import { sortableAnnouncements, type AnnouncedOver } from './announcements';
import { initialOrderState, moveItem, orderReducer, shownOrder, type OrderEvent, type OrderState } from './order';
import { Content, Handle, List, Root, Row, RowHandle } from './SortableList.styles';
import { SORTABLE_LIST_TEXTS, type SortableListTexts } from './texts';

/** What a row's render prop knows besides its item. */
export interface SortableRowState {
  /** 0-based index in the order shown. */
  index: number;
  /** 1-based position in the order shown, e.g. a campaign step's number. */
  position: number;
  /** This row is being moved. */
  isDragging: boolean;
  /** Rows cannot be moved right now (the list is disabled or a new order is being saved). */
  isDisabled: boolean;
}

export interface SortableListProps<T> extends StyleProps {
  /** The list's accessible name, e.g. "Passos da campanha". */
  'aria-label': string;
  /** The order to show; the app owns it (controlled). */
  items: readonly T[];
  /** A row's stable id; `item.id` by default. */
  getId?: (item: T) => UniqueIdentifier;
  /** A row's name for its handle and for screen-reader announcements ("Passo 2: SMS de lembrete"). */
  getLabel: (item: T) => string;
  /** Draws a row's content (the handle is drawn by the list in handle mode). */
  renderItem: (item: T, state: SortableRowState) => ReactNode;
  /**
   * Called with the new order after a move. Return a promise to save it: the list shows the new order while the
   * promise is pending and takes no other move; if it rejects, the list goes back to `items` and says so.
   * The app hands the saved order back through `items`.
   */
  onReorder: (next: T[]) => void | Promise<void>;
  /** Called with the reason when `onReorder` rejected (the list has already rolled back). */
  onReorderError?: (error: unknown) => void;
  /**
   * `handle` (default): a move starts from the grip button at each row's start, so rows may hold their own buttons
   * and links. `row`: the whole row is the handle (rows without controls of their own).
   */
  dragMode?: 'handle' | 'row';
  isDisabled?: boolean;
  /** Shown when there are no rows; the kit's EmptyState otherwise. */
  emptyState?: ReactNode;
  /** Overrides of the list's own texts (the kit's, in the UiProvider locale, otherwise). */
  texts?: Partial<SortableListTexts>;
}

const defaultId = (item: unknown): UniqueIdentifier => {
  const id = (item as { id?: unknown }).id;
  if (typeof id === 'string' || typeof id === 'number') return id;
  throw new Error('SortableList: give the items an `id` (string or number) or pass `getId`.');
};

/** The list is a column: a moved row only slides up and down. */
const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * A list reordered by dragging with a mouse or a finger, or from the keyboard (space or Enter to pick a row up,
 * arrows to move it, space or Enter to drop, Escape to cancel), with every step announced to screen readers in
 * the UiProvider locale. Built on dnd-kit.
 */
export function SortableList<T>({
  'aria-label': ariaLabel,
  items,
  getId = defaultId,
  getLabel,
  renderItem,
  onReorder,
  onReorderError,
  dragMode = 'handle',
  isDisabled = false,
  emptyState,
  texts: textsProp,
  className,
  style,
}: SortableListProps<T>) {
  const locale = useUiLocale();
  const texts = { ...SORTABLE_LIST_TEXTS[locale], ...textsProp };
  const contextId = useId();
  // dnd-kit calls the announcements in its own events, not while rendering: one box for the whole life of the list.
  const [announcedOver] = useState<AnnouncedOver>(() => ({ current: null }));
  const [state, dispatch] = useReducer(
    orderReducer as (state: OrderState<T>, event: OrderEvent<T>) => OrderState<T>,
    undefined,
    initialOrderState<T>,
  );
  const shown = shownOrder(state, items);
  const ids = useMemo(() => shown.map(getId), [shown, getId]);
  const rowsDisabled = isDisabled || state.committing;

  // A finger on a whole row may be scrolling the page: a move starts after a short press there. On a handle
  // (touch-action: none) it starts as soon as the finger moves, like the mouse.
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, {
      activationConstraint: dragMode === 'row' ? { delay: 200, tolerance: 6 } : { distance: 4 },
    }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const labelOf = (id: UniqueIdentifier) => {
    const item = shown[ids.indexOf(id)];
    return item === undefined ? String(id) : getLabel(item);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = moveItem(shown, ids.indexOf(active.id), ids.indexOf(over.id));
    dispatch({ type: 'commit', next, base: items });
    let result: void | Promise<void>;
    try {
      result = onReorder(next);
    } catch (error) {
      dispatch({ type: 'rejected' });
      onReorderError?.(error);
      return;
    }
    Promise.resolve(result).then(
      () => dispatch({ type: 'resolved' }),
      (error: unknown) => {
        dispatch({ type: 'rejected' });
        onReorderError?.(error);
      },
    );
  };

  return (
    <Root aria-busy={state.committing || undefined} className={className} style={style}>
      {shown.length === 0 ? (
        (emptyState ?? <EmptyState size="sm" title={texts.empty} />)
      ) : (
        <DndContext
          id={contextId}
          sensors={sensors}
          collisionDetection={closestCenter}
          modifiers={[restrictToVerticalAxis]}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements: sortableAnnouncements(texts, ids, labelOf, locale, announcedOver),
            screenReaderInstructions: { draggable: texts.instructions },
          }}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={rowsDisabled}>
            <List aria-label={ariaLabel}>
              {shown.map((item, index) => (
                <SortableRow
                  key={ids[index]}
                  id={ids[index]!}
                  label={getLabel(item)}
                  dragMode={dragMode}
                  isDisabled={rowsDisabled}
                  texts={texts}
                >
                  {(isDragging) => renderItem(item, { index, position: index + 1, isDragging, isDisabled: rowsDisabled })}
                </SortableRow>
              ))}
            </List>
          </SortableContext>
        </DndContext>
      )}
      {state.failed && <Alert tone="danger">{texts.reorderFailed}</Alert>}
    </Root>
  );
}

interface SortableRowProps {
  id: UniqueIdentifier;
  label: string;
  dragMode: 'handle' | 'row';
  isDisabled: boolean;
  texts: SortableListTexts;
  children: (isDragging: boolean) => ReactNode;
}

/**
 * One row. dnd-kit's handle attributes (role="button", roledescription, described by the instructions) go on the
 * grip button, or on a div inside the <li> in row mode: on the <li> itself they would take away its list-item role.
 */
function SortableRow({ id, label, dragMode, isDisabled, texts, children }: SortableRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled: isDisabled,
    attributes: { roleDescription: texts.roleDescription },
  });
  const handleProps = {
    ...attributes,
    ...listeners,
    ref: setActivatorNodeRef,
    // A disabled handle stays in the tab order, so a keyboard user still finds it and hears why it does nothing.
    'aria-disabled': isDisabled || undefined,
  };
  const content = <Content>{children(isDragging)}</Content>;
  return (
    <Row
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-dragging={isDragging || undefined}
      data-disabled={isDisabled || undefined}
    >
      {dragMode === 'handle' ? (
        <>
          <Handle type="button" {...handleProps} aria-label={texts.handle(label)}>
            <GripGlyph />
          </Handle>
          {content}
        </>
      ) : (
        // Named by its visible content: a label over it would hide what a sighted person reads (and speaks to
        // voice control).
        <RowHandle {...handleProps}>{content}</RowHandle>
      )}
    </Row>
  );
}

/** Six dots: the usual sign of "drag me". */
function GripGlyph() {
  return (
    <svg width={16} height={16} viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      {[4, 8, 12].map((y) => (
        <g key={y}>
          <circle cx={5.5} cy={y} r={1.25} />
          <circle cx={10.5} cy={y} r={1.25} />
        </g>
      ))}
    </svg>
  );
}
