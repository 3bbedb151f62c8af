import type { DataTableTexts } from '@retoma/ui';
import { useCancelledCampaignT } from '../messages';

/** The kit table's own words (pager, loading, sorting) in the person's language. */
export function useTableTexts(): Partial<DataTableTexts> {
  const t = useCancelledCampaignT();
  return {
    loading: t('app.loading'),
    errorTitle: t('cancelledCampaign.table.error'),
    retry: t('cancelledCampaign.table.retry'),
    pageSize: t('cancelledCampaign.table.pageSize'),
    range: (from, to, total) => t('cancelledCampaign.table.range', { from, to, total }),
    pageOf: (page, pages) => t('cancelledCampaign.table.pageOf', { page, pages }),
    firstPage: t('cancelledCampaign.table.firstPage'),
    previousPage: t('cancelledCampaign.table.previousPage'),
    nextPage: t('cancelledCampaign.table.nextPage'),
    lastPage: t('cancelledCampaign.table.lastPage'),
    pagination: t('cancelledCampaign.table.pagination'),
    sortBy: t('cancelledCampaign.table.sortBy'),
    noSort: t('cancelledCampaign.table.noSort'),
    ascending: t('cancelledCampaign.table.ascending'),
    descending: t('cancelledCampaign.table.descending'),
  };
}
