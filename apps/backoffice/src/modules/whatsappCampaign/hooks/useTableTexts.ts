import type { DataTableTexts } from '@retoma/ui';
import { useWhatsappCampaignT } from '../messages';

/** The kit table's own words (pager, loading, sorting) in the person's language. */
export function useTableTexts(): Partial<DataTableTexts> {
  const t = useWhatsappCampaignT();
  return {
    loading: t('app.loading'),
    errorTitle: t('whatsappCampaign.table.error'),
    retry: t('whatsappCampaign.table.retry'),
    pageSize: t('whatsappCampaign.table.pageSize'),
    range: (from, to, total) => t('whatsappCampaign.table.range', { from, to, total }),
    pageOf: (page, pages) => t('whatsappCampaign.table.pageOf', { page, pages }),
    firstPage: t('whatsappCampaign.table.firstPage'),
    previousPage: t('whatsappCampaign.table.previousPage'),
    nextPage: t('whatsappCampaign.table.nextPage'),
    lastPage: t('whatsappCampaign.table.lastPage'),
    pagination: t('whatsappCampaign.table.pagination'),
    sortBy: t('whatsappCampaign.table.sortBy'),
    noSort: t('whatsappCampaign.table.noSort'),
    ascending: t('whatsappCampaign.table.ascending'),
    descending: t('whatsappCampaign.table.descending'),
  };
}
