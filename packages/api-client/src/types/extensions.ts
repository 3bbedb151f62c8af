import type { IsoDateTime, Money, StatusFlag, UserRef } from './common';
import type { DateRangeParams, ListParams, Paginator } from './wire';

/** The known extension kinds: postal service, freight marketplace, SMS/voice provider, chat tool. */
export const EXTENSION_TYPES = ['correios', 'melhor_envio', 'totalvoice', 'slack'] as const;
export type ExtensionType = (typeof EXTENSION_TYPES)[number];

/** A freight service of a carrier. */
export interface ShippingService {
  id: number;
  /** Correios service code or the marketplace's service uuid. */
  codigo: string;
  descricao: string;
  transportadora: string | null;
  ativo: boolean;
}

/** An exception rule: ship to this UF / this gift with another service. */
export interface ShippingRule {
  id: number;
  tipo: 'estado' | 'brinde' | 'padrao';
  /** UF, gift id, or `padrao`. */
  variavel: string;
  servico: string;
  /** The carrier's complaint about this rule, when any. */
  error: string | null;
}

export interface SlackSettings {
  webhook: string | null;
}

/** No OAuth token here: secrets of integrations never leave the server (reference §14.3). */
export interface MelhorEnvioSettings {
  conectado: boolean;
  postal_code: string | null;
  address: string | null;
  number: string | null;
  servico_padrao: string | null;
  servicos: ShippingService[];
  configs: ShippingRule[];
}

export interface TotalVoiceSettings {
  ramais_count: number;
}

/** A company extension record; `extensao_type` says which kind it is (spec §3). */
export type Extension = { id: number; ativo: boolean; created_at: IsoDateTime } & (
  | { extensao_type: 'correios'; config: null }
  | { extensao_type: 'slack'; config: SlackSettings }
  | { extensao_type: 'melhor_envio'; config: MelhorEnvioSettings }
  | { extensao_type: 'totalvoice'; config: TotalVoiceSettings }
);

/** Installing the freight marketplace returns the OAuth page the browser goes to. */
export interface ExtensionInstallResult {
  extensao: Extension;
  redirect_url: string | null;
}

/** A telephony extension line. */
export interface PhoneExtension {
  id: number;
  /** 4 digits. */
  ramal: string;
  login: string;
  user: UserRef | null;
  ligacao_celular: boolean;
  ligacao_externa: boolean;
  gravar_audio: boolean;
  bina_inteligente: boolean;
  /** Caller-id phone, digits. */
  bina: string | null;
}

export interface ProviderCall {
  id: string;
  status_geral: string;
  data_criacao: IsoDateTime;
  origem: { tipo: 'movel' | 'fixo' | 'ramal'; preco: Money };
  destino: { numero: string; status: string | null; duracao: string | null; preco: Money };
}

export interface ProviderRecharge {
  id: string;
  credito: Money;
  descricao: string;
  data: IsoDateTime;
}

/** `GET /extensoes/totalvoice`: balance, calls, recharges and lines of the provider. */
export interface TelephonyOverview {
  saldo: Money;
  /** Where the company buys credits; no key inside. */
  recarga_url: string | null;
  chamadas: Paginator<ProviderCall>;
  recargas: ProviderRecharge[];
  ramais: PhoneExtension[];
}

export interface TelephonyParams extends ListParams, DateRangeParams {}

/**
 * A Correios contract. The SIGEP password is write-only: the server never returns it (the predecessor showed it
 * in clear and sent it in query strings, reference §14.3); `senha_definida` says whether one is stored.
 */
export interface CorreiosContract {
  id: number;
  nome: string;
  cartaoPostagem: string;
  contrato: string;
  codAdministrativo: string | null;
  usuario: string;
  senha_definida: boolean;
  cnpj: string | null;
  logotipo: string | null;
  remetenteNome: string;
  remetenteCep: string;
  remetenteEstado: string;
  remetenteCidade: string;
  remetenteEndereco: string;
  remetenteBairro: string;
  remetenteNumero: string;
  remetenteComplemento: string | null;
  telefone: string;
  status: StatusFlag;
  /** The last error reported by the carrier. */
  erros: string | null;
  servico_padrao: string | null;
  servicos: ShippingService[];
  configs: ShippingRule[];
  created_at: IsoDateTime;
}

export interface CarrierLoginResult {
  sucesso: boolean;
  mensagem: string;
}
