import { PAYMENT_TYPES, type PaymentType, type TransactionStatus } from '@retoma/api-client';
import type { EventBuyer, EventTransaction, EventType, MalformedEvent, ParsedEvent, PlatformAdapter } from './types';

/**
 * Hotmart's purchase webhook, version 2.0.0: `{id, creation_date, event, version, data: {product, buyer, purchase,
 * subscription, ...}}`, the account's token ("hottok") in the `X-HOTMART-HOTTOK` header. An abandoned checkout
 * carries no purchase (`data: {product, buyer: {name, email, phone}, offer, checkout_country}`); a cancelled
 * subscription names its `subscriber` instead of a buyer.
 */

const EVENTS: Record<string, EventType> = {
  PURCHASE_OUT_OF_SHOPPING_CART: 'abandono',
  PURCHASE_BILLET_PRINTED: 'boleto_impresso',
  PURCHASE_APPROVED: 'aprovada',
  PURCHASE_COMPLETE: 'completa',
  PURCHASE_CANCELED: 'cancelada',
  PURCHASE_EXPIRED: 'expirada',
  PURCHASE_DELAYED: 'atrasada',
  PURCHASE_PROTEST: 'contestada',
  PURCHASE_REFUNDED: 'reembolsada',
  PURCHASE_CHARGEBACK: 'chargeback',
  SUBSCRIPTION_CANCELLATION: 'assinatura_cancelada',
};

/** The transaction's status each purchase event reports (the event is authoritative, `purchase.status` varies). */
const STATUS_OF: Partial<Record<EventType, TransactionStatus>> = {
  boleto_impresso: 'billet_printed',
  aprovada: 'approved',
  completa: 'completed',
  cancelada: 'canceled',
  expirada: 'expired',
  atrasada: 'delayed',
  contestada: 'dispute',
  reembolsada: 'refunded',
  chargeback: 'chargeback',
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const object = (value: unknown): Json => (isObject(value) ? value : {});
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : null;
const digits = (value: unknown) => text(value)?.replace(/\D/g, '') ?? '';
/** Hotmart's moments are milliseconds since the epoch; a product's warranty is an ISO date. */
function moment(value: unknown): Date | null {
  const date = typeof value === 'number' ? new Date(value) : typeof value === 'string' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}
/** An amount with at most two decimals, as Hotmart sends prices and commissions (rounded, never computed with). */
function amount(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(number) && number >= 0 ? Math.round(number * 100) / 100 : null;
}

class Malformed extends Error {
  constructor(readonly detail: MalformedEvent) {
    super(`${detail.field}: ${detail.problem}`);
  }
}
const fail = (field: string, problem: MalformedEvent['problem'] = 'ausente'): never => {
  throw new Malformed({ field, problem });
};

/** A Brazilian number may come with its country code (55 + area code + 8 or 9 digits) or without it. */
function phoneOf(raw: string, countryIso: string | null): EventBuyer['phone'] {
  if (raw.length < 8) return null;
  if (raw.startsWith('55') && (raw.length === 12 || raw.length === 13)) return { ddi: '55', number: raw.slice(2) };
  return { ddi: countryIso === null || countryIso === 'BR' ? '55' : '', number: raw };
}

function buyerOf(data: Json): EventBuyer {
  const source = isObject(data.buyer) ? data.buyer : isObject(data.subscriber) ? data.subscriber : fail('data.buyer');
  const field = isObject(data.buyer) ? 'data.buyer' : 'data.subscriber';
  const email = text(source.email)?.toLowerCase() ?? fail(`${field}.email`);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`${field}.email`, 'invalido');
  const name = text(source.name) ?? email.split('@')[0]!;
  const address = isObject(source.address) ? source.address : null;
  const countryIso = text(address?.country_iso) ?? text(object(data.checkout_country).iso);
  // Purchases carry `checkout_phone`; the abandoned checkout `phone`; a subscriber `{dddCell, cell}`.
  const subscriberPhone = isObject(source.phone) ? `${digits(source.phone.dddCell)}${digits(source.phone.cell)}` : '';
  const rawPhone = digits(source.checkout_phone) || digits(source.phone) || subscriberPhone;
  const document = digits(source.document);
  return {
    name,
    email,
    phone: phoneOf(rawPhone, countryIso),
    document: document.length === 11 && (text(source.document_type) ?? 'CPF') === 'CPF' ? document : null,
    address: address && {
      street: text(address.address),
      number: text(address.number),
      complement: text(address.complement),
      neighborhood: text(address.neighborhood),
      city: text(address.city),
      state: text(address.state),
      zipcode: digits(address.zipcode) || null,
      country: text(address.country),
    },
  };
}

const paymentTypeOf = (value: unknown): PaymentType => {
  const type = text(value)?.toLowerCase();
  return (PAYMENT_TYPES as readonly string[]).includes(type ?? '') ? (type as PaymentType) : 'outros';
};

function transactionOf(type: EventType, data: Json): EventTransaction | null {
  const status = STATUS_OF[type];
  if (!status) return null;
  const purchase = isObject(data.purchase) ? data.purchase : fail('data.purchase');
  const code = text(purchase.transaction) ?? fail('data.purchase.transaction');
  const full = object(purchase.full_price);
  const price = amount(full.value) ?? amount(object(purchase.price).value) ?? fail('data.purchase.price.value');
  const commissions = Array.isArray(data.commissions) ? data.commissions.map(object) : [];
  const share = (source: string) => amount(commissions.find((c) => c.source === source)?.value) ?? 0;
  const payment = object(purchase.payment);
  const offer = object(purchase.offer);
  const origin = object(purchase.origin);
  return {
    code,
    status,
    paymentType: paymentTypeOf(payment.type),
    installments: Math.max(1, Math.trunc(Number(payment.installments_number) || 1)),
    price,
    currency: text(full.currency_value) ?? text(object(purchase.price).currency_value) ?? 'BRL',
    vendorShare: share('PRODUCER'),
    marketplaceShare: share('MARKETPLACE'),
    offer: text(offer.code),
    coupon: text(offer.coupon_code),
    orderedAt: moment(purchase.order_date),
    approvedAt: moment(purchase.approved_date),
    warrantyUntil: moment(object(data.product).warranty_date),
    sck: text(origin.sck) ?? text(purchase.sckPaymentLink),
    src: text(origin.src),
  };
}

export const hotmart: PlatformAdapter = {
  slug: 'hotmart',
  tokenOf(headers, body) {
    return headers.get('x-hotmart-hottok') ?? text(object(body).hottok);
  },
  parse(body): ParsedEvent {
    const root = object(body);
    const name = text(root.event) ?? '';
    const externalId = text(root.id);
    try {
      if (!isObject(body)) fail('body', 'invalido');
      if (!name) fail('event');
      if (!externalId) fail('id');
      const type = EVENTS[name];
      if (!type) return { ok: true, event: null, name, externalId };
      if (text(root.version) !== '2.0.0') fail('version', 'versao');
      const data = isObject(root.data) ? root.data : fail('data');
      const product = object(data.product);
      const productId = text(product.id) ?? (isObject(data.subscription) ? text(object(data.subscription.product).id) : null);
      return {
        ok: true,
        event: {
          externalId: externalId!,
          name,
          type,
          occurredAt: moment(root.creation_date ?? root.creationDate) ?? fail('creation_date', 'invalido'),
          buyer: buyerOf(data),
          product: { platformId: productId ?? fail('data.product.id'), name: text(product.name) },
          transaction: transactionOf(type, data),
        },
      };
    } catch (error) {
      if (error instanceof Malformed) return { ok: false, name: name || 'desconhecido', externalId, error: error.detail };
      throw error;
    }
  },
};
