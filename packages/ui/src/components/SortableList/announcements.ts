import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import type { Locale } from '../../format/locale';
import { formatNumber } from '../../format/number';
import type { SortableListTexts } from './texts';

/** The row the moved one was last announced over; kept by the list across renders (a ref). */
export interface AnnouncedOver {
  current: UniqueIdentifier | null;
}

/**
 * dnd-kit's screen-reader announcements in the list's words: the row's label and its position, counted from 1 in
 * the order shown when the move started (rows only shift visually until the drop). dnd-kit reports "over" at once
 * on pick-up (over the row itself) and again on every pointer move; only a change of place is announced, so the
 * pick-up is not drowned at once by "moved to the same position".
 */
export function sortableAnnouncements(
  texts: SortableListTexts,
  ids: readonly UniqueIdentifier[],
  labelOf: (id: UniqueIdentifier) => string,
  locale: Locale,
  announcedOver: AnnouncedOver,
): Announcements {
  const total = formatNumber(ids.length, { locale });
  const position = (id: UniqueIdentifier) => formatNumber(ids.indexOf(id) + 1, { locale });
  return {
    onDragStart: ({ active }) => {
      announcedOver.current = active.id;
      return texts.pickedUp(labelOf(active.id), position(active.id), total);
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === announcedOver.current) return undefined;
      announcedOver.current = over.id;
      return texts.movedTo(labelOf(active.id), position(over.id), total);
    },
    onDragEnd: ({ active, over }) => texts.dropped(labelOf(active.id), position(over?.id ?? active.id), total),
    onDragCancel: ({ active }) => texts.cancelled(labelOf(active.id), position(active.id), total),
  };
}
