import type { ZenviaConfig } from '@retoma/api-client';
import { zenviaInput } from '@retoma/api-client/schemas';
import { useToast } from '@retoma/ui';
import { useSWRConfig } from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { useServerForm } from '../../../platform/useServerForm';
import { useExtensionsT } from '../messages';
import { extensionKeys } from './useExtensions';

export interface ZenviaValues {
  /** Empty keeps the stored token: the stored one is never in the form. */
  token: string;
  remetente: string;
  ativa: boolean;
}

/** The form's values for the account as saved: the token field always starts empty; a new account starts on. */
export const zenviaValues = (config: ZenviaConfig): ZenviaValues => ({
  token: '',
  remetente: config.remetente ?? '',
  ativa: config.configurada ? config.ativa : true,
});

/** Saving the account: the answer refreshes the page and the catalogue, and the token field empties again. */
export function useZenviaForm(config: ZenviaConfig) {
  const t = useExtensionsT();
  const api = useApi();
  const toast = useToast();
  const { slug } = useCompanySession();
  const { mutate } = useSWRConfig();
  const form = useServerForm({
    initial: () => zenviaValues(config),
    schema: zenviaInput,
    saveFailed: t('extensions.zenvia.saveFailed'),
    save: (input) => api.extensions.zenvia.save(input),
    onSaved: async (saved) => {
      const keys = extensionKeys(slug);
      await mutate(keys.zenvia, saved, { revalidate: false });
      void mutate(keys.list);
      form.setValues(zenviaValues(saved));
      toast.success(t('extensions.zenvia.saved'));
    },
  });
  return form;
}
