import { TextField } from '@retoma/ui';
import { useEffect, useRef, useState } from 'react';
import { useTicketsT } from '../messages';

const TYPING_PAUSE_MS = 400;

export interface TicketSearchFieldProps {
  /** The search in force (from the URL). */
  value: string | undefined;
  onSearch: (text: string | undefined) => void;
}

/**
 * Searches as the user types, once they pause (Enter searches at once). The text follows the URL when the search
 * changes elsewhere ("Limpar filtros", back), without clobbering what is being typed.
 */
export function TicketSearchField({ value = '', onSearch }: TicketSearchFieldProps) {
  const t = useTicketsT();
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  if (applied !== value) {
    setApplied(value);
    if (text.trim() !== value) setText(value);
  }
  // A search changed elsewhere (or the screen leaving) cancels the one still waiting for the pause.
  useEffect(() => () => clearTimeout(timer.current), [value]);

  const apply = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() !== value) onSearch(next.trim() || undefined);
  };

  return (
    <TextField
      type="search"
      label={t('tickets.filters.search')}
      placeholder={t('tickets.filters.searchPlaceholder')}
      value={text}
      onChange={(next) => {
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => apply(next), TYPING_PAUSE_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply(text);
      }}
    />
  );
}
