import type { DataTableTexts } from '@retoma/ui';
import { useCatalogT } from '../messages';

/** The kit table's own words (pager, loading, sorting) in the person's language. */
export function useDataTableTexts(): Partial<DataTableTexts> {
  const t = useCatalogT();
  return {
    loading: t('app.loading'),
    errorTitle: t('catalog.table.error'),
    retry: t('catalog.table.retry'),
    pageSize: t('catalog.table.pageSize'),
    range: (from, to, total) => t('catalog.table.range', { from, to, total }),
    pageOf: (page, pages) => t('catalog.table.pageOf', { page, pages }),
    firstPage: t('catalog.table.firstPage'),
    previousPage: t('catalog.table.previousPage'),
    nextPage: t('catalog.table.nextPage'),
    lastPage: t('catalog.table.lastPage'),
    pagination: t('catalog.table.pagination'),
    sortBy: t('catalog.table.sortBy'),
    noSort: t('catalog.table.noSort'),
    ascending: t('catalog.table.ascending'),
    descending: t('catalog.table.descending'),
  };
}
