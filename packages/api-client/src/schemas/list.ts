import { z } from 'zod';

/** `ids[]=1&ids[]=2` on bulk GET actions (`pre_comissaos/{method}?ids[]=`): query text, hence the coercion. */
export const idsQueryInput = z.object({
  ids: z
    .array(z.coerce.number().pipe(z.int().positive()), { error: 'Informe ao menos um id.' })
    .min(1, { error: 'Informe ao menos um id.' }),
});
export type IdsQuery = z.infer<typeof idsQueryInput>;
