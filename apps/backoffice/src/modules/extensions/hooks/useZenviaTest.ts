import type { ZenviaTestResult } from '@retoma/api-client';
import { zenviaTestInput } from '@retoma/api-client/schemas';
import { useState } from 'react';
import { useApi } from '../../../platform/api';
import { useServerForm } from '../../../platform/useServerForm';
import { useExtensionsT } from '../messages';

/**
 * One test SMS through the saved account: the provider's answer in words, its acceptance (the message's id) or its
 * refusal (the server's 422, shown as the form's summary), the number kept either way.
 */
export function useZenviaTest() {
  const t = useExtensionsT();
  const api = useApi();
  const [result, setResult] = useState<ZenviaTestResult>();
  const form = useServerForm({
    initial: { telefone: '' },
    schema: zenviaTestInput,
    saveFailed: t('extensions.zenvia.test.sendFailed'),
    save: (input) => {
      setResult(undefined);
      return api.extensions.zenvia.test(input);
    },
    onSaved: (sent) => setResult(sent),
  });
  return { ...form, result };
}
