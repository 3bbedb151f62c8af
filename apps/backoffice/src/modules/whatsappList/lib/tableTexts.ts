import type { DataTableTexts } from '@retoma/ui';
import type { WhatsappListTranslate } from '../messages';

/** The kit table's own words (pager, loading, sorting) in the person's language. */
export function tableTexts(t: WhatsappListTranslate): Partial<DataTableTexts> {
  return {
    loading: t('app.loading'),
    errorTitle: t('whatsappList.table.error'),
    retry: t('whatsappList.table.retry'),
    pageSize: t('whatsappList.table.pageSize'),
    range: (from, to, total) => t('whatsappList.table.range', { from, to, total }),
    pageOf: (page, pages) => t('whatsappList.table.pageOf', { page, pages }),
    firstPage: t('whatsappList.table.firstPage'),
    previousPage: t('whatsappList.table.previousPage'),
    nextPage: t('whatsappList.table.nextPage'),
    lastPage: t('whatsappList.table.lastPage'),
    pagination: t('whatsappList.table.pagination'),
    sortBy: t('whatsappList.table.sortBy'),
    noSort: t('whatsappList.table.noSort'),
    ascending: t('whatsappList.table.ascending'),
    descending: t('whatsappList.table.descending'),
  };
}
