import type { DataTableState } from '@retoma/ui';
import { useMemo } from 'react';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { useListState } from '../../../platform/useListState';
import type { SettingsListConfig, SettingsRecord } from '../config/types';
import type { SettingsListKey } from './settingsListKey';
import { settingsListCodec, toSettingsListParams } from './settingsListState';

/**
 * One settings list as the server pages it. Page, page size, sort and search live in the URL (like the tickets
 * list), so a reload, a shared link or "back" reopens the same view; a new search or sort starts at page 1.
 */
export function useSettingsList<T extends SettingsRecord, Input>(config: SettingsListConfig<T, Input>) {
  const api = useApi();
  const { slug } = useCompanySession();
  const codec = useMemo(() => settingsListCodec(config.sorts), [config.sorts]);
  const { state, update } = useListState(codec);

  const params = toSettingsListParams(state);
  const key: SettingsListKey = [slug, config.key, params];
  // The previous page stays on screen while the next one loads: paging and searching never flash an empty table.
  const { data, error, isLoading, mutate } = useSWR(key, () => config.resource(api).list(params), { keepPreviousData: true });

  return {
    rows: data?.data ?? [],
    total: data?.total ?? 0,
    state,
    setTable: ({ page, perPage, sort }: DataTableState) => update({ page, perPage: perPage as typeof state.perPage, sort }),
    /** Applies a search (from the search box, once the person pauses typing): back to page 1. */
    setSearch: (search: string | undefined) => update({ search }),
    isLoading,
    error: error as unknown,
    retry: () => void mutate(),
    /** After a delete empties the page, the one before it is shown. */
    stepBackIfLastRow: () => {
      if (data?.data.length === 1 && state.page > 1) update({ page: state.page - 1 });
    },
  };
}
