import { z } from 'zod';
import { requiredText, statusFlagField } from './fields';

// No `.default()` here: zod 4 applies defaults inside `.partial()` too, so a patch would silently reset fields.
const planShape = z.object({
  nome: requiredText('Por favor, insira o nome do plano.', 120),
  status: statusFlagField,
});
export const planInput = planShape;
export type PlanInput = z.infer<typeof planInput>;
/** Updates send only what changed (the status switch sends `{status}` alone). */
export const planPatch = planShape.partial();
export type PlanPatch = z.infer<typeof planPatch>;
