import { useApi } from '../../../platform/api';
import { ALL_OPTIONS, useCompanySWR } from './useCompanySWR';

/** Active finalisation statuses (won / waiting / lost, with their gift and loss-reason rules). */
export function useFinalisationStatuses() {
  const api = useApi();
  return useCompanySWR(
    ['status_de_finalizacaos', 'ativos'],
    async () => (await api.settings.statusDeFinalizacao.list({ status: 1, per_page: ALL_OPTIONS })).data,
  );
}

/** Active loss reasons, asked for by the lost statuses that require one. */
export function useLossReasons() {
  const api = useApi();
  return useCompanySWR(
    ['tipo_de_perdas', 'ativos'],
    async () => (await api.settings.motivosDePerda.list({ status: 1, per_page: ALL_OPTIONS })).data,
  );
}

/** The product's active gifts, offered when a won status allows one. Asked for only when the agent ticks the gift. */
export function useProductGifts(produtoId: number, enabled: boolean) {
  const api = useApi();
  return useCompanySWR(enabled ? ['selects/brindes', produtoId] : null, async () =>
    (await api.settings.selects.brindes()).filter((gift) => gift.produto_id === produtoId),
  );
}
