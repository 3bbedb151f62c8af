import { useCallback, useEffect, useRef, useState } from 'react';

/** The address ViaCEP answers for a CEP; only what the form fills. */
export interface CepAddress {
  logradouro: string;
  bairro: string;
  cidade: string;
  uf: string;
}

/** What the lookup says, quietly, under the CEP field. */
export type CepLookupState = 'idle' | 'looking' | 'filled' | 'notFound' | 'offline';

/** The public postcode service (allowed by the page's Content-Security-Policy, `connect-src`). */
export const VIACEP_URL = 'https://viacep.com.br/ws';

/** A lookup that takes longer than this is given up: the person fills the address by hand. */
const LOOKUP_TIMEOUT_MS = 5000;

interface ViaCepAnswer {
  erro?: boolean | string;
  logradouro?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
}

/**
 * The CEP lookup in the browser: 8 digits ask ViaCEP for the street, district, city and state, which the form
 * writes into its fields (still editable). A CEP it does not know, a network failure or a slow answer resolve to
 * null and leave a quiet note: the fields stay as they are, for the person to fill. A newer lookup supersedes an
 * older one (null for the older).
 */
export function useCepLookup() {
  const [state, setState] = useState<CepLookupState>('idle');
  const pending = useRef<AbortController | null>(null);

  useEffect(() => () => pending.current?.abort(), []);

  const lookup = useCallback(async (cep: string): Promise<CepAddress | null> => {
    const digits = cep.replace(/\D/g, '');
    pending.current?.abort();
    if (digits.length !== 8) {
      setState('idle');
      return null;
    }
    const controller = new AbortController();
    pending.current = controller;
    const timer = setTimeout(() => controller.abort(), LOOKUP_TIMEOUT_MS);
    setState('looking');
    try {
      const response = await fetch(`${VIACEP_URL}/${digits}/json/`, { signal: controller.signal });
      // A failing service is the same as none: the person fills the address.
      if (!response.ok) throw new Error(`ViaCEP ${response.status}`);
      const answer = (await response.json()) as ViaCepAnswer;
      if (pending.current !== controller) return null;
      if (answer.erro) {
        setState('notFound');
        return null;
      }
      setState('filled');
      return { logradouro: answer.logradouro ?? '', bairro: answer.bairro ?? '', cidade: answer.localidade ?? '', uf: answer.uf ?? '' };
    } catch {
      if (pending.current === controller) setState('offline');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }, []);

  return { state, lookup };
}
