import { z } from 'zod';
import { issue } from './fields';
import { uploadedImageField } from './identity';
import { decimal, flag, idField, listOf, optionalText, text } from './settings';

/**
 * Achievements ("conquistas", settings). The predecessor uploaded the badge ("Selo do Reconhecimento") as a file
 * and showed it from its CDN; here the form sends the chosen file as a `data:` URL under the profile photo's
 * rules, and the server keeps it and answers its address — the same flow as the profile photo, no outside storage.
 */

export const CONQUISTA_SORTS = ['nome', 'quantidade', 'created_at', 'id'] as const;
/** `GET /conquistas?search=&global=1|0`: by name, global ones or product ones. */
export const conquistaListQuery = listOf(CONQUISTA_SORTS).extend({
  global: z
    .enum(['0', '1'], { error: 'Use global=1 (globais) ou global=0 (de um produto).' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === '1')),
});

const quantidadeMessage = 'Informe o número de vendas (de 1 a 100.000).';

export const conquistaInput = z
  .object({
    global: flag('Escolha o tipo de conquista: global ou de um produto.'),
    produto_id: idField('Selecione o produto da conquista.').nullish(),
    nome: text('Informe o nome da conquista.', 120),
    descricao: optionalText(500),
    ativo: flag().default(true),
    perfil: z.enum(['atendente', 'responsavel'], { error: 'Escolha o perfil da comissão: atendente ou responsável.' }),
    tipo: z.enum(['valor', 'percentual'], { error: 'Escolha o tipo de comissão: valor ou percentual.' }),
    valor: decimal('Informe o aumento em reais.').nullish(),
    porcentagem: decimal('Informe o aumento percentual.', { max: 100 }).nullish(),
    quantidade: z.coerce
      .number({ error: quantidadeMessage })
      .int({ error: quantidadeMessage })
      .min(1, { error: quantidadeMessage })
      .max(100_000, { error: quantidadeMessage }),
    /** Left out: no badge on create, the current one kept on update; null removes it. */
    imagem: uploadedImageField({ invalid: 'Envie o selo em PNG, JPEG ou WebP.', tooLarge: 'O selo pode ter no máximo 1 MB.' }).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.global && !value.produto_id) issue(ctx, 'produto_id', 'Selecione o produto da conquista.');
    const [field, required] =
      value.tipo === 'valor'
        ? (['valor', 'Informe o aumento em reais.'] as const)
        : (['porcentagem', 'Informe o aumento percentual.'] as const);
    const amount = value[field];
    if (amount === null || amount === undefined) issue(ctx, field, required);
    else if (amount === 0) issue(ctx, field, 'O aumento deve ser maior que zero.');
  })
  // What does not apply is stored empty, so a later read never shows a stale product or amount.
  .transform((value) => ({
    ...value,
    produto_id: value.global ? null : (value.produto_id ?? null),
    valor: value.tipo === 'valor' ? (value.valor ?? null) : null,
    porcentagem: value.tipo === 'percentual' ? (value.porcentagem ?? null) : null,
  }));
export type ConquistaInput = z.input<typeof conquistaInput>;
