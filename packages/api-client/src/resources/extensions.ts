import type { HttpClient } from '../client';
import type {
  CorreiosContractInput,
  CorreiosContractPatch,
  CorreiosCredentialsInput,
  PhoneExtensionInput,
  ShippingRuleInput,
} from '../schemas';
import type {
  CarrierLoginResult,
  CorreiosContract,
  Extension,
  ExtensionInstallResult,
  ExtensionType,
  ListParams,
  Paginator,
  PhoneExtension,
  ShippingRule,
  ShippingService,
  TelephonyOverview,
  TelephonyParams,
} from '../types';
import { seg, toFormData, verbs, type CallOptions } from './http';

/** Correios contracts. The SIGEP password only ever travels in request bodies, never in query strings. */
function correiosResource(http: HttpClient) {
  const v = verbs(http);
  return {
    list: (params?: ListParams, o?: CallOptions) => v.get<Paginator<CorreiosContract>>('correios', params, o),
    get: (id: number, o?: CallOptions) => v.get<CorreiosContract>(`correios/${seg(id)}`, undefined, o),
    /** Multipart: the label logo travels beside the fields. */
    create: (input: CorreiosContractInput, logotipo?: Blob, o?: CallOptions) =>
      v.post<CorreiosContract>('correios', toFormData(input, { logotipo }), o),
    update: (id: number, patch: CorreiosContractPatch, logotipo?: Blob, o?: CallOptions) =>
      v.put<CorreiosContract>(`correios/${seg(id)}`, toFormData(patch, { logotipo }), o),
    remove: (id: number, o?: CallOptions) => v.remove(`correios/${seg(id)}`, id, o),
    activate: (id: number, o?: CallOptions) => v.post<CorreiosContract>(`correios-ativar/${seg(id)}`, undefined, o),
    deactivate: (id: number, o?: CallOptions) => v.post<CorreiosContract>(`correios-desativar/${seg(id)}`, undefined, o),
    /** Checks credentials typed in the form, before saving. */
    testCredentials: (input: CorreiosCredentialsInput, o?: CallOptions) => v.post<CarrierLoginResult>('correios-logarind', input, o),
    /** Checks a saved contract with its stored credentials. */
    testLogin: (id: number, o?: CallOptions) => v.post<CarrierLoginResult>('correios-logar', { id }, o),
    /** Fetches the contract's services from the carrier again. */
    refreshServices: (id: number, o?: CallOptions) => v.post<ShippingService[]>('correios-servicos', { id }, o),
    setDefaultService: (correioId: number, servico: string, o?: CallOptions) =>
      v.post<ShippingRule>('config_correios', { tipo: 'padrao', variavel: 'padrao', servico, correio_id: correioId }, o),
    addRule: (correioId: number, input: ShippingRuleInput, o?: CallOptions) =>
      v.post<ShippingRule>('config_correios', { ...input, correio_id: correioId }, o),
    updateRule: (ruleId: number, input: ShippingRuleInput, o?: CallOptions) =>
      v.put<ShippingRule>(`config_correios/${seg(ruleId)}`, input, o),
    removeRule: (ruleId: number, o?: CallOptions) => v.remove(`config_correios/${seg(ruleId)}`, ruleId, o),
  };
}

/** The freight marketplace: its OAuth token stays on the server, which calls the marketplace itself. */
function melhorEnvioResource(http: HttpClient) {
  const v = verbs(http);
  return {
    /** Fetches the marketplace's services again. */
    services: (o?: CallOptions) => v.get<ShippingService[]>('extensoes/melhor_envio/services', undefined, o),
    setDefaultService: (servico: string, o?: CallOptions) => v.post<ShippingRule>('extensoes/melhor_envio/setPadrao', { servico }, o),
    addRule: (input: ShippingRuleInput, o?: CallOptions) => v.post<ShippingRule>('extensoes/melhor_envio/addConfig', input, o),
    updateRule: (id: number, input: ShippingRuleInput, o?: CallOptions) =>
      v.post<ShippingRule>('extensoes/melhor_envio/editConfig', { ...input, id }, o),
    removeRule: (id: number, o?: CallOptions) => v.post<null>('extensoes/melhor_envio/deleteConfig', { id }, o),
  };
}

/** The SMS / voice provider: balance, calls, lines. */
function telephonyResource(http: HttpClient) {
  const v = verbs(http);
  return {
    overview: (params?: TelephonyParams, o?: CallOptions) => v.get<TelephonyOverview>('extensoes/totalvoice', params, o),
    createLine: (input: PhoneExtensionInput, o?: CallOptions) => v.post<PhoneExtension>('extensoes/totalvoice', input, o),
    updateLine: (id: number, input: PhoneExtensionInput, o?: CallOptions) =>
      v.put<PhoneExtension>(`extensoes/totalvoice/${seg(id)}`, input, o),
    removeLine: (id: number, o?: CallOptions) => v.remove(`extensoes/totalvoice/${seg(id)}`, id, o),
  };
}

export function extensionsResource(http: HttpClient) {
  const v = verbs(http);
  return {
    /** The company's installed extensions. */
    list: (o?: CallOptions) => v.get<Extension[]>('extensoes/company', undefined, o),
    /** The marketplace answers the OAuth page to open (`redirect_url`). */
    install: (type: ExtensionType, o?: CallOptions) => v.post<ExtensionInstallResult>('extensoes/company', { type }, o),
    setActive: (id: number, ativo: boolean, o?: CallOptions) => v.put<Extension>(`extensoes/company/${seg(id)}`, { ativo }, o),
    uninstall: (id: number, o?: CallOptions) => v.remove(`extensoes/company/${seg(id)}`, id, o),
    slack: {
      setWebhook: (id: number, webhook: string, o?: CallOptions) => v.put<Extension>(`extensoes/slack/${seg(id)}`, { webhook }, o),
    },
    telephony: telephonyResource(http),
    melhorEnvio: melhorEnvioResource(http),
    correios: correiosResource(http),
  };
}

/** Spec §4: an extension counts as installed when a record of its kind is present. */
export function isExtensionInstalled(records: readonly Extension[], type: ExtensionType): boolean {
  return records.some((record) => record.extensao_type === type);
}
