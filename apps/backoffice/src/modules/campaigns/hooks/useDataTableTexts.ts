import type { DataTableTexts } from '@retoma/ui';
import { useCampaignsT } from '../messages';

/** The kit table's own words (pager, loading, sorting) in the person's language. */
export function useDataTableTexts(): Partial<DataTableTexts> {
  const t = useCampaignsT();
  return {
    loading: t('app.loading'),
    errorTitle: t('campaigns.table.error'),
    retry: t('campaigns.table.retry'),
    pageSize: t('campaigns.table.pageSize'),
    range: (from, to, total) => t('campaigns.table.range', { from, to, total }),
    pageOf: (page, pages) => t('campaigns.table.pageOf', { page, pages }),
    firstPage: t('campaigns.table.firstPage'),
    previousPage: t('campaigns.table.previousPage'),
    nextPage: t('campaigns.table.nextPage'),
    lastPage: t('campaigns.table.lastPage'),
    pagination: t('campaigns.table.pagination'),
    sortBy: t('campaigns.table.sortBy'),
    noSort: t('campaigns.table.noSort'),
    ascending: t('campaigns.table.ascending'),
    descending: t('campaigns.table.descending'),
  };
}
