import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';

/** The company's active origins and doubt types (what a ticket may name) and its members (who may receive bookings). */
const ACTIVE_CATALOGUE = { status: 1, per_page: 100, sort: 'nome' } as const;

export function useSettingsOptions() {
  const api = useApi();
  const { slug } = useCompanySession();
  const origens = useSWR([slug, 'origems', ACTIVE_CATALOGUE], async () => (await api.settings.origens.list(ACTIVE_CATALOGUE)).data);
  const duvidas = useSWR(
    [slug, 'tipo_de_duvidas', ACTIVE_CATALOGUE],
    async () => (await api.settings.tiposDeDuvida.list(ACTIVE_CATALOGUE)).data,
  );
  const usuarios = useSWR([slug, 'selects/usuarios'], () => api.settings.selects.usuarios());
  return {
    origens: (origens.data ?? []).map((item) => ({ id: String(item.id), label: item.nome })),
    duvidas: (duvidas.data ?? []).map((item) => ({ id: String(item.id), label: item.nome })),
    usuarios: (usuarios.data ?? []).map((user) => ({ id: String(user.id), label: user.label })),
  };
}
