import { CONTATO_SORTS, type ContatoFiltro } from '@retoma/api-client';
import type { DataTableState } from '@retoma/ui';
import { useMemo } from 'react';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { searchListCodec, toListParams } from '../../../platform/searchList';
import { useListState } from '../../../platform/useListState';

/**
 * The campaign's bookings as the server pages them (`GET /campanha_agendamentos_contatos`): page, size, sort and
 * search in the URL, the previous page kept while the next loads.
 */
export function useBookingContacts(campanhaId: number, filtro: ContatoFiltro) {
  const api = useApi();
  const { slug } = useCompanySession();
  const codec = useMemo(() => searchListCodec(CONTATO_SORTS), []);
  const { state, update } = useListState(codec);
  const params = { ...toListParams(state), campanha_id: campanhaId, filtro };
  const { data, error, isLoading, mutate } = useSWR(
    [slug, 'campanha_agendamentos_contatos', params],
    () => api.campaigns.agendamento.contatos.list(params),
    {
      keepPreviousData: true,
    },
  );
  return {
    rows: data?.data ?? [],
    total: data?.total ?? 0,
    state,
    setTable: ({ page, perPage, sort }: DataTableState) => update({ page, perPage: perPage as typeof state.perPage, sort }),
    setSearch: (search: string | undefined) => update({ search }),
    isLoading,
    error: error as unknown,
    reload: () => mutate(),
  };
}
