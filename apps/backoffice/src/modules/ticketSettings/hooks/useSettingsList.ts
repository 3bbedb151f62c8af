import type { ListParams } from '@retoma/api-client';
import { DEFAULT_PAGE_SIZE, type DataTableSort, type DataTableState } from '@retoma/ui';
import { useState } from 'react';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import type { SettingsListConfig, SettingsRecord } from '../config/types';
import type { SettingsListKey } from './settingsListKey';
import { useDebouncedValue } from './useDebouncedValue';

/** Pause in typing after which the search is sent. */
const SEARCH_DELAY_MS = 300;

const sortParam = (sort: DataTableSort | null) => (sort ? `${sort.direction === 'desc' ? '-' : ''}${sort.column}` : undefined);

/** One settings list as the server pages it: page, page size, sort and a debounced search. */
export function useSettingsList<T extends SettingsRecord, Input>(config: SettingsListConfig<T, Input>) {
  const api = useApi();
  const { slug } = useCompanySession();
  const [table, setTable] = useState<DataTableState>({ page: 1, perPage: DEFAULT_PAGE_SIZE, sort: null });
  const [search, setSearchText] = useState('');
  const searched = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);

  const params: ListParams = {
    page: table.page,
    per_page: table.perPage as ListParams['per_page'],
    search: searched || undefined,
    sort: sortParam(table.sort),
  };
  const key: SettingsListKey = [slug, config.key, params];
  // The previous page stays on screen while the next one loads: paging and searching never flash an empty table.
  const { data, error, isLoading, mutate } = useSWR(key, () => config.resource(api).list(params), { keepPreviousData: true });

  return {
    rows: data?.data ?? [],
    total: data?.total ?? 0,
    table,
    setTable,
    /** The search as typed, and the one the rows answer. */
    search,
    searched,
    setSearch: (value: string) => {
      setSearchText(value);
      setTable((current) => ({ ...current, page: 1 }));
    },
    isLoading,
    error: error as unknown,
    retry: () => void mutate(),
    /** After a delete empties the page, the one before it is shown. */
    stepBackIfLastRow: () => {
      if (data?.data.length === 1 && table.page > 1) setTable((current) => ({ ...current, page: current.page - 1 }));
    },
  };
}
