/**
 * Small shapes shared by several modules. The predecessor exposed Laravel class names in polymorphic pairs
 * (`responsavel_type: 'App\\Models\\CampanhaCarrinho'`); the rewrite uses the stable enums below instead.
 */

/** `YYYY-MM-DD`. */
export type IsoDate = string;
/** ISO 8601 with offset, e.g. `2025-03-14T09:30:00-03:00`. */
export type IsoDateTime = string;
/** BRL in reais with two decimals (the formatters render `R$ 1.234,56`). */
export type Money = number;
export interface UserRef {
  id: number;
  name: string;
  avatar: string | null;
}

export interface ProductRef {
  id: number;
  nome: string;
  /** Chip colour, `#rrggbb`. */
  cor: string;
}

export interface NamedRef {
  id: number;
  nome: string;
}

export interface LeadRef {
  id: number;
  nome: string;
  email: string;
}

export const CAMPAIGN_KINDS = ['carrinho', 'boleto', 'whatsapp', 'agendamento', 'cancelado'] as const;
/** The five campaign types of a recovery plan. */
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

export const ACTOR_TYPES = ['user', ...CAMPAIGN_KINDS, 'link', 'whatsapplist', 'sistema'] as const;
/** Who created or inserted something: a user, a campaign, a sales link, a WhatsApp-list entry or the system. */
export type ActorType = (typeof ACTOR_TYPES)[number];

export interface Actor {
  type: ActorType;
  id: number;
  /** The user's name, or the campaign / link description. */
  nome: string;
  /** Users only; campaigns are shown with their type icon. */
  avatar: string | null;
}

/** `{mensagem, url}`: the rendered message and the WhatsApp deep link the browser opens (sent from the agent's phone). */
export interface WhatsappLink {
  mensagem: string;
  url: string;
}
