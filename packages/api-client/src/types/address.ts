import type { Uf } from './common';

/**
 * `client.address.lookupCep(cep)`: what the public postal-code service knows of a CEP, in the form the
 * product stores addresses (upper-case without accents, the label printers' charset), ready to fill the
 * address fields. A CEP of a whole small town has no neighbourhood nor street: those come back empty.
 */
export interface AddressLookup {
  /** 8 digits, no mask. */
  cep: string;
  estado: Uf;
  cidade: string;
  bairro: string;
  endereco: string;
}

/** The CEP's messages, one wording wherever it is checked (the address forms' field and the lookup). */
export const CEP_MESSAGES = { required: 'Por favor, insira o CEP.', digits: 'O CEP deve conter 8 dígitos.' } as const;

/** The mask characters a CEP may be typed with (`01310-100`, `01.310-100`); letters are never stripped. */
const CEP_MASK = /[\s.-]/g;

/** The 8 digits of a CEP typed with or without its mask, or null when it is not a CEP. */
export function cepDigits(typed: string): string | null {
  const digits = typed.replace(CEP_MASK, '');
  return /^\d{8}$/.test(digits) ? digits : null;
}

/** Label printers take upper-case text without accents; the server stores addresses that way. */
export function toLabelText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .trim();
}
