import type { Actor, IsoDateTime, LeadRef, Money, ProductRef, StatusFlag } from './common';
import type { DateRangeParams, ListParams } from './wire';

/** Correios box codes: 001 envelope, 002 box, 003 cylinder. */
export const BOX_TYPES = { envelope: '001', caixa: '002', cilindro: '003' } as const;
export type BoxType = (typeof BOX_TYPES)[keyof typeof BOX_TYPES];

/** How a gift is shipped (replaces the predecessor's `App\Models\Correio` / `...\MelhorEnvio` class names). */
export const LOGISTICS = ['correios', 'melhor_envio'] as const;
export type Logistics = (typeof LOGISTICS)[number];

/** Dimensions in cm, weight in kg; which ones apply depends on the box type. */
export interface Dimensions {
  tipo_de_caixa: BoxType;
  altura: number | null;
  largura: number | null;
  comprimento: number | null;
  diametro: number | null;
  peso: number;
}

/** A standard packaging reused by gifts. */
export interface Packaging extends Dimensions {
  id: number;
  nome: string;
}

/** A physical gift tied to a product. */
export interface Gift extends Dimensions {
  id: number;
  nome: string;
  ativo: boolean;
  produto_id: number;
  produto: ProductRef;
  logistica: Logistics;
  /** The Correios contract (null for Melhor Envio). */
  contrato_id: number | null;
  /** Whether the contract / extension that ships it is usable. */
  contrato: { id: number; nome: string; ativo: boolean } | null;
  hasembalagem: boolean;
  embalagem_id: number | null;
  embalagem: Packaging | null;
  deleted_at: IsoDateTime | null;
}

export interface GiftRef {
  id: number;
  nome: string;
  ativo: boolean;
}

/** The purchase event that triggers a gift campaign (`billet_printed` only on legacy campaigns). */
export const GIFT_TRIGGERS = ['approved', 'completed', 'billet_printed'] as const;
export type GiftTrigger = (typeof GIFT_TRIGGERS)[number];

/** A condition (`=`) or exception (`!=`) on the checkout's offer / sck / src. */
export interface GiftCampaignRule {
  id: number;
  campanha_brinde_id: number;
  tipo: 'oferta' | 'sck' | 'src';
  valor: string;
  variavel: '=' | '!=';
}

/** Grants a gift automatically when a purchase event of the product matches. */
export interface GiftCampaign {
  id: number;
  nome: string;
  descricao: string;
  produto_id: number;
  produto: ProductRef;
  brinde_id: number;
  brinde: GiftRef;
  tipos: GiftTrigger;
  status: StatusFlag;
  /** true: any offer qualifies except the `excecoes`; false: only the `condicoes` qualify. */
  oferta_all: boolean;
  condicoes: GiftCampaignRule[];
  excecoes: GiftCampaignRule[];
  created_at: IsoDateTime;
}

export const GIFT_REQUEST_STATUSES = ['pendente', 'aprovado', 'emexpedicao', 'reprovado'] as const;
export type GiftRequestStatus = (typeof GIFT_REQUEST_STATUSES)[number];
export type GiftRequestAction = 'aprovar' | 'reprovar' | 'restaurar';

/** A gift granted by an agent when winning a sale; approved requests become delivery automations. */
export interface GiftRequest {
  id: number;
  nome_destinatario: string;
  email_destinatario: string;
  brinde: GiftRef;
  produto_id: number;
  produto: ProductRef;
  status: GiftRequestStatus;
  ticket_id: number | null;
  responsavel: Actor | null;
  lead: LeadRef & { cpf: string | null; ddi: string; ddd: string; telefone: string };
  created_at: IsoDateTime;
}

export interface GiftRequestListParams extends ListParams {
  status?: GiftRequestStatus;
  brinde_id?: number;
}

/** Where a gift goes; free text is stored upper-case without accents (the label printers' charset). */
export interface AutomationAddress {
  id: number;
  automacao_id: number;
  nome: string;
  ddi: string;
  /** DDD + number, digits only. */
  telefone: string;
  /** 8 digits. */
  cep: string;
  /** UF, two letters. */
  estado: string;
  cidade: string;
  bairro: string;
  endereco: string;
  complemento: string;
  numero: string;
  updated_at: IsoDateTime;
}

/** The freight marketplace's label status. */
export const MELHOR_ENVIO_STATUSES = ['pending', 'released', 'delivered', 'canceled', 'undelivered', 'empty', 'paid', 'posted'] as const;
export type MelhorEnvioStatus = (typeof MELHOR_ENVIO_STATUSES)[number];

/** Gift-automation e-mails: 1 asks for the address, 3 sends the tracking code. */
export type AutomationEmailEvent = 1 | 3;

export interface AutomationEmailEventLog {
  evento: AutomationEmailEvent;
  resposta: 'success' | 'error';
  created_at: IsoDateTime;
}

/** One gift delivery: collects the address (public page keyed by `uuid`), then ships it in an expedition. */
export interface Automation {
  id: number;
  uuid: string;
  lead: LeadRef;
  nome_destinatario: string;
  email_destinatario: string;
  responsavel: Actor | null;
  brinde_id: number;
  brinde: GiftRef;
  eventos: AutomationEmailEventLog[];
  endereco: AutomationAddress | null;
  /** Correios tracking code. */
  rastreio: string | null;
  expedicao_id: number | null;
  expedicao: { id: number; logistica: Logistics } | null;
  arquivado: boolean;
  /** Validation errors of the address against the carrier, field → messages. */
  erro: Record<string, string[]> | null;
  codigo_carrinho_melhor_envio: string | null;
  codigo_pagamento_melhor_envio: string | null;
  rastreio_melhor_envio: string | null;
  status_melhor_envio: MelhorEnvioStatus | null;
  custo: Money | null;
  created_at: IsoDateTime;
}

/** The "Entregas" tabs. */
export const AUTOMATION_TABS = ['todos', 'pendente', 'comerro', 'preenchida', 'comexpedicao', 'arquivadas'] as const;
export type AutomationTab = (typeof AUTOMATION_TABS)[number];

export interface AutomationListParams extends ListParams, DateRangeParams {
  tipo?: AutomationTab;
  brinde_id?: number;
  logistica?: Logistics;
  /** Filters by who inserted the automation (user name or campaign). */
  responsavel?: string;
}

export interface AutomationValidation {
  success: boolean;
  erro: Record<string, string[]> | null;
}

/** An automation e-mail template of a gift. */
export interface AutomationEmail {
  id: number;
  brinde_id: number;
  evento: AutomationEmailEvent;
  status: StatusFlag;
  /** Sender name. */
  titulo: string;
  /** Reply-to address. */
  responder: string;
  assunto: string;
  /** HTML: sanitise before rendering. */
  corpo: string;
  updated_at: IsoDateTime;
}

/** A shipment batch of one gift. */
export interface Expedition {
  id: number;
  brinde: GiftRef & { peso: number; produto: ProductRef; deleted_at: IsoDateTime | null };
  produto_id: number;
  automacaos_count: number;
  fechado: boolean;
  /** Correios pre-posting list number, once generated. */
  plp: string | null;
  logistica: Logistics;
  contrato: { id: number; nome: string } | null;
  /** Melhor Envio only. */
  status: 'pendente' | 'fechado' | null;
  created_at: IsoDateTime;
}

export interface ExpeditionDetail extends Expedition {
  automacaos: Automation[];
}

export interface ExpeditionListParams extends ListParams, DateRangeParams {
  fechado?: boolean;
  brinde_id?: number;
  logistica?: Logistics;
}

export type LabelPrintMode = 'multi' | 'single';

export interface CartResult {
  codigo_carrinho_melhor_envio: string;
}
