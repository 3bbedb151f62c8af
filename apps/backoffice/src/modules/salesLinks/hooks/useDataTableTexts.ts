import type { DataTableTexts } from '@retoma/ui';
import { useSalesLinksT } from '../messages';

/** The kit table's own words (pager, loading, sorting) in the person's language. */
export function useDataTableTexts(): Partial<DataTableTexts> {
  const t = useSalesLinksT();
  return {
    loading: t('app.loading'),
    errorTitle: t('salesLinks.table.error'),
    retry: t('salesLinks.table.retry'),
    pageSize: t('salesLinks.table.pageSize'),
    range: (from, to, total) => t('salesLinks.table.range', { from, to, total }),
    pageOf: (page, pages) => t('salesLinks.table.pageOf', { page, pages }),
    firstPage: t('salesLinks.table.firstPage'),
    previousPage: t('salesLinks.table.previousPage'),
    nextPage: t('salesLinks.table.nextPage'),
    lastPage: t('salesLinks.table.lastPage'),
    pagination: t('salesLinks.table.pagination'),
    sortBy: t('salesLinks.table.sortBy'),
    noSort: t('salesLinks.table.noSort'),
    ascending: t('salesLinks.table.ascending'),
    descending: t('salesLinks.table.descending'),
  };
}
