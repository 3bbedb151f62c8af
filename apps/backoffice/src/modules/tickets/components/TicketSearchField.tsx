import { TextField } from '@retoma/ui';
import { useSearchText } from '../../../platform/useListState';
import { useTicketsT } from '../messages';

export interface TicketSearchFieldProps {
  /** The search in force (from the URL). */
  value: string | undefined;
  onSearch: (text: string | undefined) => void;
}

/** The ticket search: searches as the user pauses typing (Enter at once), following the URL (see useSearchText). */
export function TicketSearchField({ value, onSearch }: TicketSearchFieldProps) {
  const t = useTicketsT();
  const search = useSearchText(value, onSearch);
  return <TextField type="search" label={t('tickets.filters.search')} placeholder={t('tickets.filters.searchPlaceholder')} {...search} />;
}
