import { z } from 'zod';
import type { BookingConfirmation, BookingDay, BookingPage } from '../types';

/** What the public booking endpoints answer (strict objects tied to the wire types, as responses.ts). */

const dateTime = z.iso.datetime({ offset: true });
const nullableText = z.string().nullable();

export const bookingPageSchema = z.strictObject({
  empresa: z.string(),
  campanha: z.string(),
  descricao: nullableText,
  produto: z.string(),
  fuso: z.string(),
  duracao_minutos: z.int().positive(),
  obrigado_url: nullableText,
}) satisfies z.ZodType<BookingPage>;

export const bookingDaySchema = z.strictObject({
  dia: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  horarios: z.array(dateTime),
}) satisfies z.ZodType<BookingDay>;

export const bookingConfirmationSchema = z.strictObject({
  horario: dateTime,
  fuso: z.string(),
  duracao_minutos: z.int().positive(),
  obrigado_url: nullableText,
}) satisfies z.ZodType<BookingConfirmation>;
