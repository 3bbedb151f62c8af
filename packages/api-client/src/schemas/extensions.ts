import { z } from 'zod';
import { SMS_USAGE_PERIODS } from '../types/extensions';
import { flag, text } from './settings';

/**
 * The company's Zenvia SMS account. The token is write-only: left out (or empty) on a later save, the stored one is
 * kept; the server asks for it when none is stored yet.
 */
export const zenviaInput = z.object({
  token: z
    .string()
    .trim()
    .max(500, { error: 'Token longo demais.' })
    .nullish()
    .transform((value) => value || undefined),
  remetente: text('Informe o remetente.', 60),
  ativa: flag().default(true),
});
export type ZenviaInput = z.input<typeof zenviaInput>;

/** Zenvia takes the full number: country code, area code and number, digits only. */
export const zenviaTestInput = z.object({
  telefone: z
    .string({ error: 'Informe o telefone com DDI e DDD, só números.' })
    .trim()
    .regex(/^\d{10,15}$/, { error: 'Informe o telefone com DDI e DDD, só números.' }),
});
export type ZenviaTestInput = z.input<typeof zenviaTestInput>;

/** The usage report's period: the last 3, 6 or 12 months (6 unless asked). */
export const smsUsageQuery = z.object({
  meses: z.coerce
    .number({ error: 'Escolha 3, 6 ou 12 meses.' })
    .refine((value) => (SMS_USAGE_PERIODS as readonly number[]).includes(value), { error: 'Escolha 3, 6 ou 12 meses.' })
    .default(6),
});
