import type { DataTableTexts } from '@retoma/ui';
import type { LeadsTranslate } from '../messages';

/** The kit table's own words (pager, loading, sorting) in the person's language. */
export function tableTexts(t: LeadsTranslate): Partial<DataTableTexts> {
  return {
    loading: t('app.loading'),
    errorTitle: t('leads.table.error'),
    retry: t('leads.table.retry'),
    pageSize: t('leads.table.pageSize'),
    range: (from, to, total) => t('leads.table.range', { from, to, total }),
    pageOf: (page, pages) => t('leads.table.pageOf', { page, pages }),
    firstPage: t('leads.table.firstPage'),
    previousPage: t('leads.table.previousPage'),
    nextPage: t('leads.table.nextPage'),
    lastPage: t('leads.table.lastPage'),
    pagination: t('leads.table.pagination'),
    sortBy: t('leads.table.sortBy'),
    noSort: t('leads.table.noSort'),
    ascending: t('leads.table.ascending'),
    descending: t('leads.table.descending'),
  };
}
