import { useUiLocale, type DataTableTexts } from '@retoma/ui';
import { useMemo } from 'react';
import { pluralKey } from '../../../i18n';
import { useCommissionsT } from '../messages';

/** The kit table's own texts (paging, selection, sorting) in the person's language. */
export function useTableTexts(): DataTableTexts {
  const t = useCommissionsT();
  const locale = useUiLocale();
  return useMemo(
    () => ({
      loading: t('app.loading'),
      errorTitle: t('commissions.table.error'),
      retry: t('commissions.table.retry'),
      emptyTitle: t('commissions.table.empty'),
      pageSize: t('commissions.table.pageSize'),
      range: (from, to, total) => t('commissions.table.range', { from, to, total }),
      pageOf: (page, pages) => t('commissions.table.pageOf', { page, pages }),
      firstPage: t('commissions.table.firstPage'),
      previousPage: t('commissions.table.previousPage'),
      nextPage: t('commissions.table.nextPage'),
      lastPage: t('commissions.table.lastPage'),
      pagination: t('commissions.table.pagination'),
      selected: (count, formatted) =>
        t(pluralKey(locale, count, { one: 'commissions.table.selectedOne', other: 'commissions.table.selectedMany' }), {
          count: formatted,
        }),
      clearSelection: t('commissions.table.clearSelection'),
      bulkActions: t('commissions.table.bulkActions'),
      sortBy: t('commissions.table.sortBy'),
      noSort: t('commissions.table.noSort'),
      ascending: t('commissions.table.ascending'),
      descending: t('commissions.table.descending'),
    }),
    [t, locale],
  );
}
