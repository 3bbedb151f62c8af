import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';

/** Origins and doubt types are picked among the active ones only (spec §4: fetched with `status=1`). */
const ACTIVE_CATALOGUE = { status: 1, per_page: 100, sort: 'nome' } as const;

/** `GET /selects/produtos`: the products the user's role works with. */
export function useProductOptions() {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR([slug, 'selects/produtos'], () => api.settings.selects.produtos());
}

/** `GET /selects/responsaveis`: members and sales links that may have created a ticket. */
export function useResponsibleOptions() {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR([slug, 'selects/responsaveis'], () => api.settings.selects.responsaveis());
}

/** The active origins (`GET /origems?status=1`). */
export function useOriginOptions() {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR([slug, 'origems', ACTIVE_CATALOGUE], async () => (await api.settings.origens.list(ACTIVE_CATALOGUE)).data);
}

/** The active doubt types (`GET /tipo_de_duvidas?status=1`). */
export function useDoubtTypeOptions() {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR([slug, 'tipo_de_duvidas', ACTIVE_CATALOGUE], async () => (await api.settings.tiposDeDuvida.list(ACTIVE_CATALOGUE)).data);
}
