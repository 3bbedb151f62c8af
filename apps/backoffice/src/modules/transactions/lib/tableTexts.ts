import type { DataTableTexts } from '@retoma/ui';
import type { TransactionsTranslate } from '../messages';

/** The kit table's own words (pager, loading, sorting) in the person's language. */
export function tableTexts(t: TransactionsTranslate): Partial<DataTableTexts> {
  return {
    loading: t('app.loading'),
    errorTitle: t('transactions.table.error'),
    retry: t('transactions.table.retry'),
    pageSize: t('transactions.table.pageSize'),
    range: (from, to, total) => t('transactions.table.range', { from, to, total }),
    pageOf: (page, pages) => t('transactions.table.pageOf', { page, pages }),
    firstPage: t('transactions.table.firstPage'),
    previousPage: t('transactions.table.previousPage'),
    nextPage: t('transactions.table.nextPage'),
    lastPage: t('transactions.table.lastPage'),
    pagination: t('transactions.table.pagination'),
    sortBy: t('transactions.table.sortBy'),
    noSort: t('transactions.table.noSort'),
    ascending: t('transactions.table.ascending'),
    descending: t('transactions.table.descending'),
  };
}
