import type { DataTableTexts } from '@retoma/ui';
import { useTeamT } from '../messages';

/** The kit table's own words (pager, loading, sorting) in the person's language. */
export function useTableTexts(): Partial<DataTableTexts> {
  const t = useTeamT();
  return {
    loading: t('app.loading'),
    errorTitle: t('team.table.error'),
    retry: t('team.table.retry'),
    pageSize: t('team.table.pageSize'),
    range: (from, to, total) => t('team.table.range', { from, to, total }),
    pageOf: (page, pages) => t('team.table.pageOf', { page, pages }),
    firstPage: t('team.table.firstPage'),
    previousPage: t('team.table.previousPage'),
    nextPage: t('team.table.nextPage'),
    lastPage: t('team.table.lastPage'),
    pagination: t('team.table.pagination'),
    sortBy: t('team.table.sortBy'),
    noSort: t('team.table.noSort'),
    ascending: t('team.table.ascending'),
    descending: t('team.table.descending'),
  };
}
