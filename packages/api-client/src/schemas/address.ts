import { z } from 'zod';
import { cepDigits, CEP_MESSAGES } from '../types/address';

/**
 * `client.address.lookupCep(cep)`: the CEP as typed, mask allowed; what is looked up is its 8 digits. The same
 * messages as the address forms' `cep` field, so the form shows one wording whichever check caught it.
 */
export const cepLookupQuery = z.object({
  cep: z
    .string({ error: CEP_MESSAGES.required })
    .transform((value, ctx) => cepDigits(value) ?? (ctx.addIssue({ code: 'custom', message: CEP_MESSAGES.digits }), z.NEVER)),
});
export type CepLookupQuery = z.input<typeof cepLookupQuery>;
