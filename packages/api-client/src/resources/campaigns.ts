import type { HttpClient } from '../client';
import type {
  BoletoCampaignPatch,
  CampaignCreateInput,
  CancelledCampaignPatch,
  CartCampaignPatch,
  SchedulingCampaignPatch,
  WhatsappCampaignPatch,
} from '../schemas';
import type {
  CampaignActivation,
  CampaignContact,
  CampaignKind,
  CampaignListParams,
  CampaignOf,
  CampaignSummary,
  CartCampaignMetrics,
  ContactListParams,
  ContactSituation,
  Paginator,
  ScheduledSend,
  ScheduledSendParams,
  SendHistoryEntry,
  SendHistoryParams,
  StatusFlag,
  StepCampaignKind,
  TicketContact,
  TicketContactSituation,
  WhatsappCampaignContact,
  WhatsappCampaignMetrics,
  WhatsappContactSituation,
  Campaign,
} from '../types';
import { emailStepsResource, smsStepsResource } from './campaignSteps';
import { seg, verbs, type CallOptions } from './http';

/** Each campaign type's collection. */
export const CAMPAIGN_ROUTES: Record<CampaignKind, string> = {
  carrinho: 'campanha_carrinhos',
  boleto: 'campanha_boletos',
  whatsapp: 'campanha_whatsapps',
  agendamento: 'campanha_agendamentos',
  cancelado: 'campanha_cancelados',
};

/** List / get / update / toggle / delete of one campaign type. */
function campaignCrud<K extends CampaignKind, Patch>(http: HttpClient, kind: K) {
  const v = verbs(http);
  const route = CAMPAIGN_ROUTES[kind];
  return {
    list: (params?: CampaignListParams, o?: CallOptions) => v.get<Paginator<CampaignOf<K>>>(route, params, o),
    get: (id: number, o?: CallOptions) => v.get<CampaignOf<K>>(`${route}/${seg(id)}`, undefined, o),
    update: (id: number, patch: Patch, o?: CallOptions) => v.put<CampaignOf<K>>(`${route}/${seg(id)}`, patch, o),
    remove: (id: number, o?: CallOptions) => v.remove(`${route}/${seg(id)}`, id, o),
  };
}

/** Send history, queued sends and contacts of a cart / boleto campaign. */
function sendTracking(http: HttpClient, kind: StepCampaignKind) {
  const v = verbs(http);
  return {
    history: (params: SendHistoryParams, o?: CallOptions) => v.get<Paginator<SendHistoryEntry>>(`campanha_${kind}_historicos`, params, o),
    /** The campaign id goes in the path and, as the spec's calls do, in `campanha_id` too. */
    scheduled: (campanhaId: number, params?: ScheduledSendParams, o?: CallOptions) =>
      v.get<Paginator<ScheduledSend>>(`campanha_${kind}_rastreio/${seg(campanhaId)}`, { ...params, campanha_id: campanhaId }, o),
    contacts: (params: ContactListParams<ContactSituation>, o?: CallOptions) =>
      v.get<Paginator<CampaignContact>>(`campanha_${kind}_contatos`, params, o),
  };
}

/** Boleto and cancelled-sale campaigns: activating one deactivates the product's other active one. */
function activation(http: HttpClient, route: string) {
  const v = verbs(http);
  return (id: number, status: StatusFlag, o?: CallOptions) => v.post<CampaignActivation>(`${route}_ativar`, { id, status }, o);
}

export function campaignsResource(http: HttpClient) {
  const v = verbs(http);
  return {
    /** Every campaign of every type (plan cards, selects). */
    list: (params?: CampaignListParams, o?: CallOptions) => v.get<Paginator<CampaignSummary>>('campanhas', params, o),
    get: (id: number, o?: CallOptions) => v.get<Campaign>(`campanhas/${seg(id)}`, undefined, o),
    /** Creates the campaign in its type's collection and places it in the plan. */
    create: <K extends CampaignKind>(input: CampaignCreateInput & { tipo: K }, o?: CallOptions) =>
      v.post<CampaignOf<K>>(CAMPAIGN_ROUTES[input.tipo], input, o),
    /** The plan screen's switch: `POST /{route}/{id}` with `_method=PUT` and `{status}` alone. */
    setStatus: <K extends CampaignKind>(kind: K, id: number, status: StatusFlag, o?: CallOptions) =>
      v.put<CampaignOf<K>>(`${CAMPAIGN_ROUTES[kind]}/${seg(id)}`, { status }, o),
    cart: {
      ...campaignCrud<'carrinho', CartCampaignPatch>(http, 'carrinho'),
      metrics: (id: number, o?: CallOptions) => v.get<CartCampaignMetrics>(`campanha_carrinhos/${seg(id)}/metrics`, undefined, o),
      emails: emailStepsResource(http, 'carrinho'),
      sms: smsStepsResource(http, 'carrinho'),
      ...sendTracking(http, 'carrinho'),
    },
    boleto: {
      ...campaignCrud<'boleto', BoletoCampaignPatch>(http, 'boleto'),
      activate: activation(http, CAMPAIGN_ROUTES.boleto),
      emails: emailStepsResource(http, 'boleto'),
      sms: smsStepsResource(http, 'boleto'),
      ...sendTracking(http, 'boleto'),
    },
    cancelled: {
      ...campaignCrud<'cancelado', CancelledCampaignPatch>(http, 'cancelado'),
      activate: activation(http, CAMPAIGN_ROUTES.cancelado),
      /** The tickets the campaign created. */
      contacts: (params: ContactListParams<TicketContactSituation>, o?: CallOptions) =>
        v.get<Paginator<TicketContact>>('campanha_cancelados_contatos', params, o),
    },
    scheduling: {
      ...campaignCrud<'agendamento', SchedulingCampaignPatch>(http, 'agendamento'),
      contacts: (params: ContactListParams<TicketContactSituation>, o?: CallOptions) =>
        v.get<Paginator<TicketContact>>('campanha_agendamentos_contatos', params, o),
    },
    whatsapp: {
      ...campaignCrud<'whatsapp', WhatsappCampaignPatch>(http, 'whatsapp'),
      metrics: (id: number, o?: CallOptions) => v.get<WhatsappCampaignMetrics>(`campanha_whatsapps/${seg(id)}/metrics`, undefined, o),
      contacts: (params: ContactListParams<WhatsappContactSituation>, o?: CallOptions) =>
        v.get<Paginator<WhatsappCampaignContact>>('campanha_whatsapps_contatos', params, o),
    },
  };
}
