import { CONQUISTA_SORTS } from '@retoma/api-client/schemas';
import { useCompanyList, useReloadCompanyList } from '../../../platform/useCompanyList';

/** The list's name in the cache: its wire route. */
export const ACHIEVEMENTS = 'conquistas';

/** The company's achievements as the server pages them: search, sort and page in the URL. */
export const useAchievementList = () =>
  useCompanyList({ name: ACHIEVEMENTS, sorts: CONQUISTA_SORTS, fetch: (api, params) => api.settings.conquistas.list(params) });

/** Refetches every loaded page of the list after an achievement was created, changed or deleted. */
export const useReloadAchievements = () => useReloadCompanyList(ACHIEVEMENTS);
