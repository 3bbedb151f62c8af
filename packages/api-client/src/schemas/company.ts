import { z } from 'zod';
import { uploadedImageField } from './identity';
import { optionalText, text } from './settings';

/**
 * The company's own data (settings › empresa): what it is called, its CNPJ, address, logo, time zone and the name
 * its e-mails come from. Shared by the server, which validates `PUT /my_company` with it, and the form.
 */

/** Brazilian CNPJ: 14 digits with both check digits right; masks are accepted and stripped. */
export function isValidCnpj(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 14 || /^(\d)\1{13}$/.test(digits)) return false;
  const check = (length: number) => {
    const weights = length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return check(12) === Number(digits[12]) && check(13) === Number(digits[13]);
}

/** The time zone every company has until it chooses one: Brasília's. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/** The canonical IANA name of `zone` (`america/sao_paulo` → `America/Sao_Paulo`), or null when it names no zone. */
export function canonicalTimeZone(zone: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The 27 federative units, as the CEP lookup and the post office write them. */
export const UFS = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;

export const CNPJ_INVALID_MESSAGE = 'CNPJ inválido: confira os números.';
export const CEP_INVALID_MESSAGE = 'CEP inválido: use os 8 números.';
export const LOGO_INVALID_MESSAGE = 'Envie o logotipo em PNG, JPEG ou WebP.';
export const LOGO_TOO_LARGE_MESSAGE = 'O logotipo pode ter no máximo 1 MB.';

export const companyInput = z.object({
  nome: text('Informe o apelido da empresa.', 60),
  razao_social: text('Informe a razão social.', 160),
  nome_fantasia: text('Informe o nome fantasia.', 160),
  cnpj: z
    .string({ error: 'Informe o CNPJ.' })
    .refine(isValidCnpj, { error: CNPJ_INVALID_MESSAGE })
    .transform((value) => value.replace(/\D/g, '')),
  email: z.email({ error: 'Informe um e-mail comercial válido.' }).max(160),
  site: z.url({ error: 'Informe o endereço do site (https://...).', protocol: /^https?$/ }).max(200),
  descricao: optionalText(20),
  rodape: optionalText(20),
  /** Empty or absent: no address yet. With a mask (`01310-100`) or without. */
  cep: z
    .string({ error: CEP_INVALID_MESSAGE })
    .trim()
    .refine((value) => value === '' || /^\d{5}-?\d{3}$/.test(value), { error: CEP_INVALID_MESSAGE })
    .transform((value) => (value === '' ? null : value.replace(/\D/g, '')))
    .nullish()
    .transform((value) => value ?? null),
  logradouro: optionalText(160),
  numero: optionalText(20),
  complemento: optionalText(80),
  bairro: optionalText(80),
  cidade: optionalText(80),
  uf: z
    .enum([...UFS, ''], { error: 'Escolha o estado (UF).' })
    .nullish()
    .transform((value) => (value ? value : null)),
  nome_remetente: optionalText(60),
  /** Absent: unchanged. */
  time_zone: z
    .string({ error: 'Escolha o fuso horário.' })
    .transform((value, ctx) => {
      const zone = canonicalTimeZone(value.trim());
      if (zone) return zone;
      ctx.addIssue({ code: 'custom', message: 'Fuso horário desconhecido: escolha um da lista.' });
      return z.NEVER;
    })
    .optional(),
  /** A new logo as a `data:` URL; null removes it; absent keeps it. */
  logo: uploadedImageField({ invalid: LOGO_INVALID_MESSAGE, tooLarge: LOGO_TOO_LARGE_MESSAGE }).optional(),
});
export type CompanyInput = z.input<typeof companyInput>;
