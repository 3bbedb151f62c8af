import { z } from 'zod';
import { emailField, formIdField, idField, idListField, requiredText } from './fields';

/**
 * The agent's proof of a sale (`POST /pre_comissaos/setAnexo`, multipart: one call per image, `arquivo` beside
 * these fields). Multipart carries text, hence the coerced id.
 */
export const preCommissionProofInput = z.object({
  pre_comissao_id: formIdField('Pré-comissão inválida.'),
  descricao: requiredText('Por favor, uma descrição detalhando a sua venda.', 2000).min(10, {
    error: 'O campo precisa ter no mínimo 10 caracteres.',
  }),
  email_secundario: emailField('O e-mail informado está com formato inválido.').optional(),
});
export type PreCommissionProofInput = z.input<typeof preCommissionProofInput>;

export const diagnosisInput = z.object({ pre_comissao_id: idField('Pré-comissão inválida.') });
export type DiagnosisInput = z.infer<typeof diagnosisInput>;

/** `POST comissaos/gerarordens {ids}`: the users whose open commissions become one order each. */
export const generateOrdersInput = z.object({ ids: idListField('Selecione ao menos um usuário.') });
export type GenerateOrdersInput = z.infer<typeof generateOrdersInput>;

export const orderIdsInput = z.object({ ids: idListField('Selecione ao menos uma ordem.') });
export type OrderIdsInput = z.infer<typeof orderIdsInput>;
