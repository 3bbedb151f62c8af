import { useSWRConfig } from 'swr';
import { isSettingsListKey } from './settingsListKey';

/** Refetches every loaded page of a settings list, after a record was created, changed or deleted. */
export function useReloadSettingsList(route: string) {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => isSettingsListKey(key, route));
}
