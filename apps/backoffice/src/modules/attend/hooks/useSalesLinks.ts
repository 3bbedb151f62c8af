import { useApi } from '../../../platform/api';
import { ALL_OPTIONS, useCompanySWR } from './useCompanySWR';

/** The agent's own links of the product (active offers), each address carrying the agent's tracking code. */
export function useSalesLinks(produtoId: number) {
  const api = useApi();
  return useCompanySWR(
    ['meus-links', { produto: produtoId }],
    async () => (await api.salesLinks.mine({ produto: produtoId, per_page: ALL_OPTIONS })).data,
  );
}

/**
 * Every active link of the company as the agent shares it (one page of the largest size): what a message may name
 * with `[LINK_<código>]`, whichever product it is of.
 */
export function useAllSalesLinks() {
  const api = useApi();
  return useCompanySWR(['meus-links', { per_page: ALL_OPTIONS }], async () => (await api.salesLinks.mine({ per_page: ALL_OPTIONS })).data);
}
