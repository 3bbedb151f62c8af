import { z } from 'zod';

/**
 * Field builders shared by the module schemas. Internal (not re-exported by the barrel): the module schemas are
 * the contract, these are how they are written. Messages are pt, the product's source language; the server
 * answers them in its 422, in the request's language (catalogues in ../messages/validation, keyed by the pt text),
 * and the app shows them under the field. So a message is written whole, as a sentence, never pieced together.
 */

// The app runs under a Content-Security-Policy without 'unsafe-eval' (apps/api/src/http/site.ts): in a browser zod
// must not even probe for eval to compile its parsers (the probe alone is reported as a violation). The server keeps
// zod's compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });

export const requiredText = (message: string, max = 255, maxMessage = `Máximo de ${max} caracteres.`) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: maxMessage });

export const optionalText = (max = 255) =>
  z
    .string()
    .trim()
    .max(max, { error: `Máximo de ${max} caracteres.` })
    .nullish();

export const emailField = (message = 'Informe um e-mail válido.') => z.email({ error: message }).max(254, { error: message });

/** The largest id a record can have (PostgreSQL's `integer`): a bigger number names nothing, so it is invalid input. */
export const MAX_ID = 2_147_483_647;

export const idField = (message = 'Selecione uma opção.') =>
  z.int({ error: message }).positive({ error: message }).max(MAX_ID, { error: message });

/** Country code without `+`. */
export const ddiField = z.string({ error: 'Informe o DDI.' }).regex(/^\d{1,4}$/, { error: 'DDI inválido.' });

/** Digits only: the app strips masks before sending. */
export const phoneField = (message = 'Informe um telefone válido.') => z.string({ error: message }).regex(/^\d{8,15}$/, { error: message });

/** `YYYY-MM-DD HH:mm` (what the pickers produce) or ISO 8601 with seconds and offset. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/;
export const dateTimeField = (message = 'Informe data e hora.') =>
  z
    .string({ error: message })
    .regex(DATE_TIME, { error: message })
    .refine((value) => !Number.isNaN(Date.parse(value.replace(' ', 'T'))) && inBusinessYears(value), { error: message });

/**
 * Dates the product can mean: a sale, a return, a report period. Outside these years a date is a typo (or a
 * probe), and some (year 0) the database cannot even store: invalid input, never a server error.
 */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2999;
const inBusinessYears = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR;
};

const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;
export const dateField = (message = 'Informe uma data (AAAA-MM-DD).') =>
  z
    .string({ error: message })
    .regex(DAY_FORMAT, { error: message })
    .refine((value) => !DAY_FORMAT.test(value) || inBusinessYears(value), { error: message });

/** A calendar day that exists (`2025-02-30` does not). */
function isDay(value: string | undefined): value is string {
  if (value === undefined || !DAY_FORMAT.test(value)) return false;
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A malformed value gets the format's message once, not once per rule. */
export const dayField = (message: string) =>
  dateField(message).refine((value) => !DAY_FORMAT.test(value) || isDay(value), { error: message });

/** `dt_inicio` / `dt_fim`, inclusive days; the end may not come before the start. */
export const periodShape = {
  dt_inicio: dayField('Data inicial inválida (AAAA-MM-DD).').optional(),
  dt_fim: dayField('Data final inválida (AAAA-MM-DD).').optional(),
};
type Period = { dt_inicio?: string | undefined; dt_fim?: string | undefined };
export const PERIOD_ORDER_MESSAGE = 'A data final não pode ser anterior à inicial.';
/** Period rules compare two real days only: a malformed end already has its own message. */
export const periodInOrder = (value: Period) => !isDay(value.dt_inicio) || !isDay(value.dt_fim) || value.dt_inicio <= value.dt_fim;
/** At most `days` from the first day to the last (a half-open period passes: the server bounds it). */
export const periodWithin = (days: number) => (value: Period) =>
  !isDay(value.dt_inicio) || !isDay(value.dt_fim) || Date.parse(value.dt_fim) - Date.parse(value.dt_inicio) <= days * 86_400_000;

/** CPF check digits (mod 11). */
export function isValidCpf(value: string): boolean {
  if (!/^\d{11}$/.test(value) || /^(\d)\1{10}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i += 1) sum += (digits[i] ?? 0) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === digits[9] && check(10) === digits[10];
}

/** Adds a custom issue under `path` (for cross-field rules in superRefine). */
export function issue(ctx: z.RefinementCtx, path: string, message: string) {
  ctx.addIssue({ code: 'custom', path: [path], message });
}
