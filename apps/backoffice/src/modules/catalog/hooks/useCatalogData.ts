import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';

/** The company's accounts for a select or a filter: a company has a handful, the largest page holds them all. */
export function useContaOptions() {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR([slug, 'contas', 'options'], async () => (await api.settings.contas.list({ per_page: 100, sort: 'nome' })).data);
}

/** One product, for its edit page; no call for an id that is not a positive number. */
export function useProduto(id: number | null) {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR(id === null ? null : [slug, 'produtos', id], () => api.settings.produtos.get(id!));
}

/** The company's active products as options (the upsell choices). */
export function useProdutoOptions() {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR([slug, 'selects/produtos'], () => api.settings.selects.produtos());
}

/** A product's sales links (read-only here: they are managed on the links screens). */
export function useProdutoLinks(produtoId: number | null) {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR(
    produtoId === null ? null : [slug, 'links', 'produto', produtoId],
    async () => (await api.settings.links.list({ produto: produtoId!, per_page: 100 })).data,
  );
}
