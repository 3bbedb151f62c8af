import type { CampaignKind } from '@retoma/api-client';
import type { FormSchema } from '../../../platform/useServerForm';

/** The new-campaign form: the wire's fields and the kind, which picks the route (it is not a field of the body). */
export interface CampaignValues {
  tipo: CampaignKind | null;
  nome: string;
  produto_id: number;
  plano_id: number;
  status: boolean;
  substituir?: boolean;
}

/** The create schema with the kind checked too: a missing kind is reported on its tiles with the other fields' messages. */
export function campaignSchema<Output>(schema: FormSchema<Output>, kindRequired: string): FormSchema<Output & { tipo: CampaignKind }> {
  return {
    safeParse(value) {
      const { tipo, ...rest } = value as CampaignValues;
      const checked = schema.safeParse(rest);
      const kindIssue = tipo ? [] : [{ path: ['tipo'], message: kindRequired }];
      if (checked.success && tipo) return { success: true, data: { ...checked.data, tipo } };
      const issues = checked.success ? [] : checked.error.issues;
      return { success: false, error: { issues: [...issues, ...kindIssue] } };
    },
  };
}
