import { z } from 'zod';
import { LEAD_COMPRAS, LEAD_ORIGENS, LEAD_SORTS, LEAD_TIMELINE_KINDS } from '../types/leadProfile';
import { ddiField, PERIOD_ORDER_MESSAGE, periodInOrder, periodShape, phoneField, requiredText } from './fields';
import { idField, listOf, listParamsInput } from './settings';

/** Input schemas of the leads module (the list, the contact data, the timeline, the LGPD export). Messages are pt. */

/** `GET /leads`: searched by name, e-mail, phone or CPF; filtered by product, purchase, origin and period. */
export const leadListQuery = listOf(LEAD_SORTS)
  .extend({
    produto_id: idField('Produto inválido.').optional(),
    compra: z.enum(LEAD_COMPRAS, { error: 'Compra inválida: use comprou, reembolsou ou nao_comprou.' }).optional(),
    origem: z.enum(LEAD_ORIGENS, { error: 'Origem inválida.' }).optional(),
    ...periodShape,
  })
  .refine(periodInOrder, { error: PERIOD_ORDER_MESSAGE, path: ['dt_fim'] });
export type LeadListQuery = z.input<typeof leadListQuery>;

/**
 * `PUT /leads/{id}`: the name and the phone (digits, with the country code); e-mail and CPF come from the sales
 * platform and are not written here. A Brazilian phone carries its area code: 10 or 11 digits.
 */
export const leadUpdateInput = z
  .object({
    nome: requiredText('Informe o nome do lead.', 120),
    ddi: ddiField,
    telefone: z.union([z.literal(''), phoneField('Informe um telefone válido.')], { error: 'Informe um telefone válido.' }),
  })
  .superRefine((value, ctx) => {
    if (value.ddi === '55' && value.telefone !== '' && value.telefone.length !== 10 && value.telefone.length !== 11)
      ctx.addIssue({ code: 'custom', path: ['telefone'], message: 'Informe o telefone com DDD (10 ou 11 dígitos).' });
  });
export type LeadUpdateInput = z.input<typeof leadUpdateInput>;

/** `GET /leads/{id}/linha-do-tempo`: newest first, one kind or all. */
export const leadTimelineQuery = listParamsInput.pick({ page: true, per_page: true }).extend({
  tipo: z.enum(LEAD_TIMELINE_KINDS, { error: 'Tipo de evento inválido.' }).optional(),
});
export type LeadTimelineQuery = z.input<typeof leadTimelineQuery>;

/** `GET /leads/{id}/transacoes` and `/tickets`: the detail's tabs. */
export const leadTabQuery = listParamsInput.pick({ page: true, per_page: true });

/** `GET /leads/{id}/exportacao`: the file the person downloads (audited with its format). */
export const leadExportQuery = z.object({
  formato: z.enum(['json', 'csv'], { error: 'Formato inválido: use json ou csv.' }).default('json'),
});
export type LeadExportQuery = z.input<typeof leadExportQuery>;
