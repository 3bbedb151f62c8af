import type { HttpClient } from '../client';
import type { EmailStepInput, SmsStepInput } from '../schemas';
import type { EmailStep, SmsStep, StatusFlag, StepCampaignKind } from '../types';
import { seg, verbs, type CallOptions } from './http';

/**
 * The e-mail or SMS steps of a cart / boleto campaign: `campanha_<kind>_<emails|sms>` with reorder at
 * `..._posicao {posicoes}`. Not paginated: a campaign has a handful of steps, always shown in order.
 */
function stepsResource<Step, Input>(http: HttpClient, route: string) {
  const v = verbs(http);
  return {
    list: (campanhaId: number, o?: CallOptions) => v.get<Step[]>(route, { campanha_id: campanhaId }, o),
    get: (id: number, o?: CallOptions) => v.get<Step>(`${route}/${seg(id)}`, undefined, o),
    create: (input: Input, o?: CallOptions) => v.post<Step>(route, input, o),
    update: (id: number, patch: Partial<Input>, o?: CallOptions) => v.put<Step>(`${route}/${seg(id)}`, patch, o),
    setStatus: (id: number, status: StatusFlag, o?: CallOptions) => v.put<Step>(`${route}/${seg(id)}`, { status }, o),
    remove: (id: number, o?: CallOptions) => v.remove(`${route}/${seg(id)}`, id, o),
    /** Every step id of the campaign in the new order; answers the steps renumbered. */
    reorder: (posicoes: readonly number[], o?: CallOptions) => v.post<Step[]>(`${route}_posicao`, { posicoes }, o),
  };
}

export function emailStepsResource(http: HttpClient, kind: StepCampaignKind) {
  return stepsResource<EmailStep, EmailStepInput>(http, `campanha_${kind}_emails`);
}

export function smsStepsResource(http: HttpClient, kind: StepCampaignKind) {
  return stepsResource<SmsStep, SmsStepInput>(http, `campanha_${kind}_sms`);
}
