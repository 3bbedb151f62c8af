import type { DataTableTexts } from '@retoma/ui';
import { useAchievementsT } from '../messages';

/** The kit table's own words (pager, loading, sorting) in the person's language. */
export function useDataTableTexts(): Partial<DataTableTexts> {
  const t = useAchievementsT();
  return {
    loading: t('app.loading'),
    errorTitle: t('achievements.table.error'),
    retry: t('achievements.table.retry'),
    pageSize: t('achievements.table.pageSize'),
    range: (from, to, total) => t('achievements.table.range', { from, to, total }),
    pageOf: (page, pages) => t('achievements.table.pageOf', { page, pages }),
    firstPage: t('achievements.table.firstPage'),
    previousPage: t('achievements.table.previousPage'),
    nextPage: t('achievements.table.nextPage'),
    lastPage: t('achievements.table.lastPage'),
    pagination: t('achievements.table.pagination'),
    sortBy: t('achievements.table.sortBy'),
    noSort: t('achievements.table.noSort'),
    ascending: t('achievements.table.ascending'),
    descending: t('achievements.table.descending'),
  };
}
