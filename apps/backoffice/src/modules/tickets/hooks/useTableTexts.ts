import { useUiLocale, type DataTableTexts } from '@retoma/ui';
import { useMemo } from 'react';
import { pluralKey } from '../../../i18n';
import { useTicketsT } from '../messages';

/** The kit table's own texts (paging, selection, sorting) in the user's language. */
export function useTableTexts(): DataTableTexts {
  const t = useTicketsT();
  const locale = useUiLocale();
  return useMemo(
    () => ({
      loading: t('app.loading'),
      errorTitle: t('tickets.table.error'),
      retry: t('tickets.table.retry'),
      emptyTitle: t('tickets.table.empty'),
      pageSize: t('tickets.table.pageSize'),
      range: (from, to, total) => t('tickets.table.range', { from, to, total }),
      pageOf: (page, pages) => t('tickets.table.pageOf', { page, pages }),
      firstPage: t('tickets.table.firstPage'),
      previousPage: t('tickets.table.previousPage'),
      nextPage: t('tickets.table.nextPage'),
      lastPage: t('tickets.table.lastPage'),
      pagination: t('tickets.table.pagination'),
      selected: (count, formatted) =>
        t(pluralKey(locale, count, { one: 'tickets.table.selectedOne', other: 'tickets.table.selectedOther' }), { count: formatted }),
      clearSelection: t('tickets.table.clearSelection'),
      bulkActions: t('tickets.table.bulkActions'),
      sortBy: t('tickets.table.sortBy'),
      noSort: t('tickets.table.noSort'),
      ascending: t('tickets.table.ascending'),
      descending: t('tickets.table.descending'),
    }),
    [t, locale],
  );
}
