import { EMPTY_VALUE } from './locale';

const digits = (value: string | number | null | undefined) => String(value ?? '').replace(/\D/g, '');

/** Applies `#`-placeholder patterns to digits; values of an unexpected length are shown as given. */
function mask(value: string | number | null | undefined, patterns: Record<number, string>, fixedLength?: number): string {
  let d = digits(value);
  // A document sent as a number has lost its leading zeros (CEP 01310-100 arrives as 1310100).
  if (fixedLength && typeof value === 'number' && Number.isInteger(value) && value > 0 && d.length < fixedLength) {
    d = d.padStart(fixedLength, '0');
  }
  if (!d) return EMPTY_VALUE;
  const pattern = patterns[d.length];
  if (!pattern) return String(value).trim();
  let i = 0;
  return pattern.replace(/#/g, () => d[i++] ?? '');
}

/**
 * Brazilian phones: `(11) 98765-4321`, `(11) 3456-7890`, with `+55` when the country code is present.
 * Area codes never start with 0, so 11 digits starting with 0 are a service number: `0800 123 4567`.
 */
export const formatPhone = (value: string | number | null | undefined) =>
  digits(value).startsWith('0')
    ? mask(value, { 11: '#### ### ####' })
    : mask(value, {
        10: '(##) ####-####',
        11: '(##) #####-####',
        12: '+## (##) ####-####',
        13: '+## (##) #####-####',
      });

export const formatCpf = (value: string | number | null | undefined) => mask(value, { 11: '###.###.###-##' }, 11);
export const formatCnpj = (value: string | number | null | undefined) => mask(value, { 14: '##.###.###/####-##' }, 14);
export const formatCep = (value: string | number | null | undefined) => mask(value, { 8: '#####-###' }, 8);

/** CPF or CNPJ, chosen by length: lead documents arrive as either. */
export const formatDocument = (value: string | number | null | undefined) =>
  digits(value).length === 14 ? formatCnpj(value) : formatCpf(value);
