import { z } from 'zod';
import { dayField, ddiField, emailField, periodInOrder, periodWithin, requiredText } from './fields';

/**
 * What the public booking page sends (`/api/public/agendamento/{token}`), validated by the server with these and
 * by the page before it sends. Messages are pt.
 */

/** The longest period one call of the free slots covers (a month). */
export const BOOKING_MAX_DAYS = 31;

export const bookingSlotsQuery = z
  .object({
    de: dayField('Informe o primeiro dia (AAAA-MM-DD).').optional(),
    ate: dayField('Informe o último dia (AAAA-MM-DD).').optional(),
  })
  .refine((value) => periodInOrder({ dt_inicio: value.de, dt_fim: value.ate }), {
    error: 'O último dia não pode ser anterior ao primeiro.',
    path: ['ate'],
  })
  .refine((value) => periodWithin(BOOKING_MAX_DAYS - 1)({ dt_inicio: value.de, dt_fim: value.ate }), {
    error: 'Peça no máximo 31 dias de horários por vez.',
    path: ['ate'],
  });

export const bookingInput = z
  .object({
    nome: requiredText('Informe o seu nome.', 120),
    email: emailField('Informe um e-mail válido.'),
    ddi: ddiField.default('55'),
    ddd: z
      .string({ error: 'Informe o DDD.' })
      .regex(/^\d{0,3}$/, { error: 'Informe o DDD com dois dígitos.' })
      .default(''),
    telefone: z.string({ error: 'Informe o seu telefone.' }).regex(/^\d{8,15}$/, { error: 'Informe o seu telefone, só números.' }),
    horario: z.iso.datetime({ offset: true, error: 'Escolha um dos horários livres.' }),
  })
  .superRefine((value, ctx) => {
    // Brazilian numbers carry a two-digit area code; other countries' numbers are written whole.
    if (value.ddi === '55' && !/^\d{2}$/.test(value.ddd))
      ctx.addIssue({ code: 'custom', path: ['ddd'], message: 'Informe o DDD com dois dígitos.' });
  });
export type BookingInput = z.input<typeof bookingInput>;
