import { useApi } from '../../../platform/api';
import { ALL_OPTIONS, useCompanySWR } from './useCompanySWR';

/** The product's active sales links (offers). */
export function useSalesLinks(produtoId: number) {
  const api = useApi();
  return useCompanySWR(
    ['links', { produto: produtoId }],
    async () => (await api.settings.links.list({ produto: produtoId, status: 1, per_page: ALL_OPTIONS })).data,
  );
}
