import type { DataTableTexts } from '@retoma/ui';
import { useTicketSettingsT } from '../messages';

/** The kit table's own words (pager, loading, sorting) in the person's language. */
export function useDataTableTexts(): Partial<DataTableTexts> {
  const t = useTicketSettingsT();
  return {
    loading: t('app.loading'),
    errorTitle: t('ticketSettings.table.error'),
    retry: t('ticketSettings.table.retry'),
    pageSize: t('ticketSettings.table.pageSize'),
    range: (from, to, total) => t('ticketSettings.table.range', { from, to, total }),
    pageOf: (page, pages) => t('ticketSettings.table.pageOf', { page, pages }),
    firstPage: t('ticketSettings.table.firstPage'),
    previousPage: t('ticketSettings.table.previousPage'),
    nextPage: t('ticketSettings.table.nextPage'),
    lastPage: t('ticketSettings.table.lastPage'),
    pagination: t('ticketSettings.table.pagination'),
    sortBy: t('ticketSettings.table.sortBy'),
    noSort: t('ticketSettings.table.noSort'),
    ascending: t('ticketSettings.table.ascending'),
    descending: t('ticketSettings.table.descending'),
  };
}
