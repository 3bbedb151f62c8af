import type { AnexoInput, ComprovacaoInput } from '@retoma/api-client/schemas';
import { useApi } from '../../../platform/api';
import { useReloadCommissions } from './lists';

/** The agent's proof of their own claim: text, and images added or removed one at a time. */
export function useProof(id: number, refresh: () => Promise<unknown>) {
  const api = useApi();
  const reload = useReloadCommissions();
  const after = async <T>(call: Promise<T>) => {
    const result = await call;
    await Promise.all([refresh(), reload()]);
    return result;
  };
  return {
    save: (input: ComprovacaoInput) => after(api.commissions.preCommissions.saveProof(id, input)),
    attach: (input: AnexoInput) => after(api.commissions.preCommissions.addImage(id, input)),
    remove: (anexo: number) => after(api.commissions.preCommissions.removeImage(id, anexo)),
  };
}
