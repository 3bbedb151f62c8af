import type { PaymentType, TransactionStatus } from '@retoma/api-client';

/**
 * What the recovery engine understands of a sales platform's event, whatever platform posted it. Each platform
 * has an adapter (hotmart.ts, ...) that turns its own request into these; the engine never reads a platform's JSON.
 */
export const EVENT_TYPES = [
  'abandono',
  'boleto_impresso',
  'aprovada',
  'completa',
  'cancelada',
  'expirada',
  'atrasada',
  'contestada',
  'reembolsada',
  'chargeback',
  'assinatura_cancelada',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export interface EventBuyer {
  name: string;
  /** Lower-case. */
  email: string;
  /** Country code without `+`, and the national number in digits (area code included); null when not given. */
  phone: { ddi: string; number: string } | null;
  /** CPF digits, when the buyer gave one. */
  document: string | null;
  address: {
    street: string | null;
    number: string | null;
    complement: string | null;
    neighborhood: string | null;
    city: string | null;
    state: string | null;
    zipcode: string | null;
    country: string | null;
  } | null;
}

export interface EventTransaction {
  /** The platform's transaction code (`HP16015479281022`). */
  code: string;
  status: TransactionStatus;
  paymentType: PaymentType;
  installments: number;
  /** Reais with cents, as the platform reported them (numbers with two decimals at most). */
  price: number;
  currency: string;
  vendorShare: number;
  marketplaceShare: number;
  offer: string | null;
  coupon: string | null;
  orderedAt: Date | null;
  approvedAt: Date | null;
  warrantyUntil: Date | null;
  /** The checkout's origin codes: `sck` carries an agent's tracking code, `src` the link's origin. */
  sck: string | null;
  src: string | null;
}

export interface NormalisedEvent {
  /** The platform's id of the event: the same id posted again is not applied twice. */
  externalId: string;
  /** The platform's own name of the event, as the account's event log shows it. */
  name: string;
  type: EventType;
  occurredAt: Date;
  buyer: EventBuyer;
  /** The product's id on the platform (`produtos.cod_produto`). */
  product: { platformId: string; name: string | null };
  /** Absent for an abandoned checkout, which has no transaction yet. */
  transaction: EventTransaction | null;
}

/** Why a request is no event the engine can apply: `field` names what is wrong, in the platform's terms. */
export interface MalformedEvent {
  field: string;
  problem: 'ausente' | 'invalido' | 'versao';
}

export type ParsedEvent =
  | { ok: true; event: NormalisedEvent }
  /** A well-formed event of a kind the engine does not act on (a club access, a plan change): logged, ignored. */
  | { ok: true; event: null; name: string; externalId: string | null }
  | { ok: false; name: string; externalId: string | null; error: MalformedEvent };

/** One sales platform: how its requests prove who sent them and what they say. */
export interface PlatformAdapter {
  /** `integracoes.slug`, the platform's segment in the webhook address. */
  slug: string;
  /** The secret the request carries, to be compared with the account's token (null when it carries none). */
  tokenOf(headers: Headers, body: unknown): string | null;
  parse(body: unknown): ParsedEvent;
}
