import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';

/** One default message, loaded for its edit page; no call for an id that is not a positive number. */
export function useMensagem(id: number | null) {
  const api = useApi();
  const { slug } = useCompanySession();
  return useSWR(id === null ? null : [slug, 'mensagem_padraos', id], () => api.settings.mensagensPadrao.get(id!));
}
