import type { ApiClient, Campanha, CampaignKind } from '@retoma/api-client';
import type { CampanhaCreateInput } from '@retoma/api-client/schemas';

/** The calls every kind of campaign has, on the kind's own routes (`campanha_carrinhos`, `campanha_boletos`, ...). */
export interface CampaignCalls {
  create: (input: CampanhaCreateInput) => Promise<Campanha>;
  update: (id: number, input: { status: 0 | 1 }) => Promise<Campanha>;
  remove: (id: number) => Promise<unknown>;
}

/** A campaign's calls by its kind: one shape for the five, so a card or a form does not branch on the kind. */
export const campaignCalls = (api: ApiClient, kind: CampaignKind): CampaignCalls => api.campaigns[kind];
