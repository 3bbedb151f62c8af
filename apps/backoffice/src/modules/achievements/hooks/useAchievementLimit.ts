import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';

const LIMIT = 'conquistas/limite';

/** How many active achievements the plan allows, and how many are active now. */
export function useAchievementLimit() {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR([slug, LIMIT], () => api.settings.conquistaLimite());
}

/** Asks the plan's room again, after an achievement was switched on or off, created or deleted. */
export function useReloadAchievementLimit() {
  const { mutate } = useSWRConfig();
  const { slug } = useCompanySession();
  return useCallback(() => mutate([slug, LIMIT]), [mutate, slug]);
}
