import type { HttpClient } from '../client';
import type { PlanInput, PlanPatch } from '../schemas';
import type { Paginator, Plan, PlanListParams } from '../types';
import { seg, verbs, type CallOptions } from './http';

export function plansResource(http: HttpClient) {
  const v = verbs(http);
  return {
    list: (params?: PlanListParams, o?: CallOptions) => v.get<Paginator<Plan>>('planos', params, o),
    get: (id: number, o?: CallOptions) => v.get<Plan>(`planos/${seg(id)}`, undefined, o),
    create: (input: PlanInput, o?: CallOptions) => v.post<Plan>('planos', input, o),
    /** Deactivating a plan deactivates its campaigns. */
    update: (id: number, patch: PlanPatch, o?: CallOptions) => v.put<Plan>(`planos/${seg(id)}`, patch, o),
    remove: (id: number, o?: CallOptions) => v.remove(`planos/${seg(id)}`, id, o),
    /** Detaches a campaign from the plan (the slot id, not the campaign id). */
    removeCampaign: (slotId: number, o?: CallOptions) => v.remove(`plano_campanhas/${seg(slotId)}`, slotId, o),
  };
}
