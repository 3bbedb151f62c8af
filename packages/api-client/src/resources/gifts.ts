import type { HttpClient } from '../client';
import type {
  ExpeditionInput,
  GiftCampaignInput,
  GiftCampaignPatch,
  GiftCampaignRuleInput,
  GiftInput,
  GiftPatch,
  GiftRequestInput,
  PackagingInput,
} from '../schemas';
import type {
  Expedition,
  ExpeditionDetail,
  ExpeditionListParams,
  Gift,
  GiftCampaign,
  GiftCampaignRule,
  GiftRequest,
  GiftRequestAction,
  GiftRequestListParams,
  LabelPrintMode,
  ListParams,
  Packaging,
  Paginator,
} from '../types';
import { automationsResource } from './giftAutomations';
import { seg, verbs, type CallOptions } from './http';

function packagingsResource(http: HttpClient) {
  const v = verbs(http);
  return {
    list: (params?: ListParams, o?: CallOptions) => v.get<Paginator<Packaging>>('embalagems', params, o),
    get: (id: number, o?: CallOptions) => v.get<Packaging>(`embalagems/${seg(id)}`, undefined, o),
    create: (input: PackagingInput, o?: CallOptions) => v.post<Packaging>('embalagems', input, o),
    update: (id: number, input: PackagingInput, o?: CallOptions) => v.put<Packaging>(`embalagems/${seg(id)}`, input, o),
    remove: (id: number, o?: CallOptions) => v.remove(`embalagems/${seg(id)}`, id, o),
  };
}

function giftCampaignsResource(http: HttpClient) {
  const v = verbs(http);
  return {
    list: (params?: ListParams, o?: CallOptions) => v.get<Paginator<GiftCampaign>>('campanha_brindes', params, o),
    get: (id: number, o?: CallOptions) => v.get<GiftCampaign>(`campanha_brindes/${seg(id)}`, undefined, o),
    create: (input: GiftCampaignInput, o?: CallOptions) => v.post<GiftCampaign>('campanha_brindes', input, o),
    update: (id: number, patch: GiftCampaignPatch, o?: CallOptions) => v.put<GiftCampaign>(`campanha_brindes/${seg(id)}`, patch, o),
    remove: (id: number, o?: CallOptions) => v.remove(`campanha_brindes/${seg(id)}`, id, o),
    /** Conditions (`=`) and exceptions (`!=`) on offer / sck / src. */
    rules: {
      create: (input: GiftCampaignRuleInput, o?: CallOptions) => v.post<GiftCampaignRule>('config_brindes', input, o),
      update: (id: number, input: GiftCampaignRuleInput, o?: CallOptions) => v.put<GiftCampaignRule>(`config_brindes/${seg(id)}`, input, o),
      remove: (id: number, o?: CallOptions) => v.remove(`config_brindes/${seg(id)}`, id, o),
    },
  };
}

function giftRequestsResource(http: HttpClient) {
  const v = verbs(http);
  const act = (action: GiftRequestAction, ids: readonly number[], o?: CallOptions) =>
    v.post<GiftRequest[]>(`solicitacao_brindes/${action}`, { solicitacoes: ids }, o);
  return {
    list: (params?: GiftRequestListParams, o?: CallOptions) => v.get<Paginator<GiftRequest>>('solicitacao_brindes', params, o),
    act,
    /** Approved requests become delivery automations. */
    approve: (ids: readonly number[], o?: CallOptions) => act('aprovar', ids, o),
    reject: (ids: readonly number[], o?: CallOptions) => act('reprovar', ids, o),
    restore: (ids: readonly number[], o?: CallOptions) => act('restaurar', ids, o),
    /** Recipient and gift stay editable while pending. */
    update: (id: number, input: GiftRequestInput, o?: CallOptions) => v.put<GiftRequest>(`solicitacao_brindes/${seg(id)}`, input, o),
  };
}

/** Shipment batches; PLP generation and tracking e-mails are POSTs (they change state). */
function expeditionsResource(http: HttpClient) {
  const v = verbs(http);
  return {
    list: (params?: ExpeditionListParams, o?: CallOptions) => v.get<Paginator<Expedition>>('expedicaos', params, o),
    get: (id: number, o?: CallOptions) => v.get<ExpeditionDetail>(`expedicaos/${seg(id)}`, undefined, o),
    /** Changes the contract that ships it. */
    update: (id: number, input: ExpeditionInput, o?: CallOptions) => v.put<Expedition>(`expedicaos/${seg(id)}`, input, o),
    /** Reserves the tracking labels with the carrier (first step of "Gerar PLP"). */
    generateLabels: (id: number, o?: CallOptions) => v.post<ExpeditionDetail>(`expedicaos/gerar_etiquetas/${seg(id)}`, undefined, o),
    /** Closes the expedition and generates its PLP. */
    close: (id: number, o?: CallOptions) => v.post<ExpeditionDetail>(`expedicaos/fechar/${seg(id)}`, undefined, o),
    printLabels: (params: { expedicao_id: number; tipo: LabelPrintMode; automacao_id?: number }, o?: CallOptions) =>
      v.blob('expedicaos/imprimiretiqueta', params, o),
    printContentDeclaration: (params: { expedicao_id: number; automacao_id?: number }, o?: CallOptions) =>
      v.blob('expedicaos/declaracaodeconteudo', params, o),
    printPlp: (expedicaoId: number, o?: CallOptions) => v.blob('expedicaos/imprimirplp', { expedicao_id: expedicaoId }, o),
    /** Sends the tracking e-mail (evento 3) to every automation of the expedition, or to one. */
    sendTracking: (params: { expedicao_id: number; automacao_id?: number }, o?: CallOptions) =>
      v.post<{ enviados: number }>('expedicaos/enviaremailrastreio', params, o),
    /** Refreshes the freight marketplace's label statuses. */
    refreshTracking: (id: number, o?: CallOptions) => v.post<ExpeditionDetail>(`expedicaos/rastreio_melhor_envio/${seg(id)}`, undefined, o),
  };
}

/** Gifts and their whole pipeline: packaging, campaigns, requests, delivery automations, expeditions. */
export function giftsResource(http: HttpClient) {
  const v = verbs(http);
  return {
    list: (params?: ListParams, o?: CallOptions) => v.get<Paginator<Gift>>('brindes', params, o),
    get: (id: number, o?: CallOptions) => v.get<Gift>(`brindes/${seg(id)}`, undefined, o),
    create: (input: GiftInput, o?: CallOptions) => v.post<Gift>('brindes', input, o),
    /** Deactivating a gift deactivates its campaigns. */
    update: (id: number, patch: GiftPatch, o?: CallOptions) => v.put<Gift>(`brindes/${seg(id)}`, patch, o),
    remove: (id: number, o?: CallOptions) => v.remove(`brindes/${seg(id)}`, id, o),
    packagings: packagingsResource(http),
    campaigns: giftCampaignsResource(http),
    requests: giftRequestsResource(http),
    automations: automationsResource(http),
    expeditions: expeditionsResource(http),
  };
}
