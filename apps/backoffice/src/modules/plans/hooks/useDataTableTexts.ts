import type { DataTableTexts } from '@retoma/ui';
import { usePlansT } from '../messages';

/** The kit table's own words (pager, loading, sorting) in the person's language. */
export function useDataTableTexts(): Partial<DataTableTexts> {
  const t = usePlansT();
  return {
    loading: t('app.loading'),
    errorTitle: t('plans.table.error'),
    retry: t('plans.table.retry'),
    pageSize: t('plans.table.pageSize'),
    range: (from, to, total) => t('plans.table.range', { from, to, total }),
    pageOf: (page, pages) => t('plans.table.pageOf', { page, pages }),
    firstPage: t('plans.table.firstPage'),
    previousPage: t('plans.table.previousPage'),
    nextPage: t('plans.table.nextPage'),
    lastPage: t('plans.table.lastPage'),
    pagination: t('plans.table.pagination'),
    sortBy: t('plans.table.sortBy'),
    noSort: t('plans.table.noSort'),
    ascending: t('plans.table.ascending'),
    descending: t('plans.table.descending'),
  };
}
