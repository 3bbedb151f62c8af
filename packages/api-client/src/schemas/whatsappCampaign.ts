import { z } from 'zod';
import { ddiField, emailField } from './fields';
import { text } from './settings';

/**
 * `POST /campanha_whatsapps_contatos/{id}/responder`: the agent's message, with variables; none sends the
 * campaign's own message. Either is filled with the lead's data on the server.
 */
export const whatsappRespostaInput = z.object({
  mensagem: z.union([z.literal('').transform(() => undefined), text('Escreva a mensagem.', 1000)]).optional(),
});
export type WhatsappRespostaInput = z.input<typeof whatsappRespostaInput>;

/**
 * The WhatsApp campaign's public form (`POST /api/public/campanha_whatsapps/{token}`), as a lead fills it in on a
 * page that embeds it: name, e-mail and the WhatsApp number (DDI apart; digits, spaces, dashes and brackets
 * allowed, the digits kept).
 */
export const whatsappFormInput = z.object({
  nome: text('Informe seu nome.', 120),
  email: emailField('Informe um e-mail válido.'),
  ddi: z
    .string({ error: 'Informe o DDI.' })
    .trim()
    .transform((value) => value.replace(/^\+/, ''))
    .pipe(ddiField),
  telefone: z
    .string({ error: 'Informe seu WhatsApp com DDD.' })
    .transform((value) => value.replace(/[\s().-]/g, ''))
    .pipe(z.string().regex(/^\d{8,15}$/, { error: 'Informe seu WhatsApp com DDD.' })),
});
export type WhatsappFormInput = z.input<typeof whatsappFormInput>;
