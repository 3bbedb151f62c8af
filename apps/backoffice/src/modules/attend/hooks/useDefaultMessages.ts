import type { TipoMensagem } from '@retoma/api-client';
import { useApi } from '../../../platform/api';
import { ALL_OPTIONS, useCompanySWR } from './useCompanySWR';

/** The company's active default messages of one channel (WhatsApp or e-mail). */
export function useDefaultMessages(tipo: TipoMensagem) {
  const api = useApi();
  return useCompanySWR(
    ['mensagem_padraos', tipo],
    async () => (await api.settings.mensagensPadrao.list({ status: 1, tipo, per_page: ALL_OPTIONS })).data,
  );
}
