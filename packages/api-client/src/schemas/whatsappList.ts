import { z } from 'zod';
import { WHATSAPPLIST_SITUACOES, WHATSAPPLIST_SORTS } from '../types/whatsappList';
import { dateTimeField, periodInOrder, periodShape, PERIOD_ORDER_MESSAGE } from './fields';
import { idField, listOf, statusFilter, text } from './settings';

/** Input schemas of the WhatsApp list (whatsapplist/listagem): its query, the answer and the transformation. */

const filters = {
  ...periodShape,
  /** `status=1`: the contacts still active in their campaign (as offered for choosing); `0` those that left it. */
  status: statusFilter,
  campanha_id: idField('Campanha inválida.').optional(),
  usuario_id: idField('Usuário inválido.').optional(),
  produto_id: idField('Produto inválido.').optional(),
};

export const whatsappListQuery = listOf(WHATSAPPLIST_SORTS)
  .extend({
    ...filters,
    situacao: z.enum(WHATSAPPLIST_SITUACOES, { error: 'Situação inválida: use pendentes, respondidos ou todos.' }).default('pendentes'),
  })
  .refine(periodInOrder, { error: PERIOD_ORDER_MESSAGE, path: ['dt_fim'] });
export type WhatsappListQuery = z.input<typeof whatsappListQuery>;

/** `GET /whatsapplists_numeros`: the list's filters, without tab, page or sort. */
export const whatsappListCountsQuery = z
  .object({ ...filters, search: z.string().trim().max(120).optional() })
  .refine(periodInOrder, { error: PERIOD_ORDER_MESSAGE, path: ['dt_fim'] });

/** `POST /whatsapplists_resposta/{id}`: the agent's message, with variables, filled with the lead's data on the server. */
export const whatsappListAnswerInput = z.object({ mensagem: text('Digite uma mensagem.', 1000) });
export type WhatsappListAnswerInput = z.input<typeof whatsappListAnswerInput>;

/**
 * `POST /whatsapplists_trasform/{id}`: a ticket for the contact, attended now (`data` left out) or waiting for a
 * return the agent schedules (`data`, `YYYY-MM-DD HH:mm` in the company's zone, in the future).
 */
export const whatsappListTransformInput = z.object({
  data: z
    .union([
      z.literal('').transform(() => undefined),
      z.null().transform(() => undefined),
      dateTimeField('Escolha a data e a hora do retorno.'),
    ])
    .optional(),
});
export type WhatsappListTransformInput = z.input<typeof whatsappListTransformInput>;
