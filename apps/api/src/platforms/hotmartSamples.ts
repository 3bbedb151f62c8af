/**
 * Hotmart webhook 2.0.0 events shaped as Hotmart's published examples (its developer documentation and the
 * "send test" button of the webhook settings), with what varies between them as parameters: the event's id, the
 * buyer, the product, the transaction code, the moment and the checkout's origin. The tests post these, and
 * `pnpm --filter @retoma/api events:send` posts a realistic sequence of them to a running server.
 */

export interface SampleParts {
  id: string;
  /** Milliseconds since the epoch (Hotmart's `creation_date`). */
  at: number;
  productId: string;
  productName?: string;
  buyer?: { name: string; email: string; phone?: string; document?: string };
  transaction?: string;
  price?: number;
  paymentType?: 'CREDIT_CARD' | 'BILLET' | 'PIX';
  sck?: string;
  src?: string;
}

const DEFAULT_BUYER = { name: 'Teste Comprador', email: 'testecomprador@example.com', phone: '5511999999900', document: '69526128664' };

/** `PURCHASE_OUT_OF_SHOPPING_CART`: the buyer left the checkout; no purchase exists yet. */
export function abandonedCheckout(parts: SampleParts) {
  const buyer = { ...DEFAULT_BUYER, ...parts.buyer };
  return {
    id: parts.id,
    creation_date: parts.at,
    event: 'PURCHASE_OUT_OF_SHOPPING_CART',
    version: '2.0.0',
    data: {
      affiliate: false,
      product: { id: Number(parts.productId), name: parts.productName ?? 'Produto test postback2' },
      buyer_ip: '00.00.00.00',
      buyer: { name: buyer.name, email: buyer.email, phone: buyer.phone },
      offer: { code: 'test' },
      checkout_country: { name: 'Brasil', iso: 'BR' },
    },
  };
}

type PurchaseEvent =
  | 'PURCHASE_BILLET_PRINTED'
  | 'PURCHASE_APPROVED'
  | 'PURCHASE_COMPLETE'
  | 'PURCHASE_CANCELED'
  | 'PURCHASE_EXPIRED'
  | 'PURCHASE_DELAYED'
  | 'PURCHASE_PROTEST'
  | 'PURCHASE_REFUNDED'
  | 'PURCHASE_CHARGEBACK';

const STATUS: Record<PurchaseEvent, string> = {
  PURCHASE_BILLET_PRINTED: 'BILLET_PRINTED',
  PURCHASE_APPROVED: 'APPROVED',
  PURCHASE_COMPLETE: 'COMPLETE',
  PURCHASE_CANCELED: 'CANCELED',
  PURCHASE_EXPIRED: 'EXPIRED',
  PURCHASE_DELAYED: 'DELAYED',
  PURCHASE_PROTEST: 'DISPUTE',
  PURCHASE_REFUNDED: 'REFUNDED',
  PURCHASE_CHARGEBACK: 'CHARGEBACK',
};

/** A purchase event: product, buyer, producer, commissions, purchase (with its origin codes) and subscription. */
export function purchaseEvent(event: PurchaseEvent, parts: SampleParts) {
  const buyer = { ...DEFAULT_BUYER, ...parts.buyer };
  const price = parts.price ?? 1500;
  const marketplace = Math.round(price * 9.97) / 100;
  return {
    id: parts.id,
    creation_date: parts.at,
    event,
    version: '2.0.0',
    data: {
      product: {
        id: Number(parts.productId),
        ucode: 'fb056612-bcc6-4217-9e6d-2a5d1110ac2f',
        name: parts.productName ?? 'Produto test postback2',
        warranty_date: new Date(parts.at + 7 * 86_400_000).toISOString(),
        has_co_production: false,
      },
      affiliates: [{ affiliate_code: 'Q58388177J', name: 'Affiliate name' }],
      buyer: {
        email: buyer.email,
        name: buyer.name,
        first_name: buyer.name.split(' ')[0],
        last_name: buyer.name.split(' ').slice(1).join(' '),
        checkout_phone: buyer.phone,
        address: {
          city: 'Uberlândia',
          country: 'Brasil',
          country_iso: 'BR',
          state: 'Minas Gerais',
          neighborhood: 'Tubalina',
          zipcode: '38400123',
          address: 'Avenida Francisco Galassi',
          number: '10',
          complement: 'Perto do shopping',
        },
        document: buyer.document,
        document_type: 'CPF',
      },
      producer: { name: 'Producer Test Name', document: '12345678965', legal_nature: 'Pessoa Física' },
      commissions: [
        { value: marketplace, source: 'MARKETPLACE', currency_value: 'BRL' },
        { value: Math.round((price - marketplace) * 100) / 100, source: 'PRODUCER', currency_value: 'BRL' },
      ],
      purchase: {
        approved_date: event === 'PURCHASE_APPROVED' || event === 'PURCHASE_COMPLETE' ? parts.at : undefined,
        full_price: { value: price, currency_value: 'BRL' },
        price: { value: price, currency_value: 'BRL' },
        checkout_country: { name: 'Brasil', iso: 'BR' },
        order_bump: { is_order_bump: false },
        original_offer_price: { value: price, currency_value: 'BRL' },
        order_date: parts.at - 60_000,
        status: STATUS[event],
        transaction: parts.transaction ?? 'HP16015479281022',
        payment: { installments_number: 1, type: parts.paymentType ?? (event === 'PURCHASE_BILLET_PRINTED' ? 'BILLET' : 'CREDIT_CARD') },
        offer: { code: 'test' },
        origin: { ...(parts.src ? { src: parts.src } : {}), ...(parts.sck ? { sck: parts.sck } : {}) },
        is_funnel: false,
        business_model: 'I',
      },
      subscription: { status: 'ACTIVE', plan: { id: 123, name: 'plano de teste' }, subscriber: { code: 'I9OT62C3' } },
    },
  };
}

/** `SUBSCRIPTION_CANCELLATION`: names the subscriber (with phone parts) instead of a buyer, and no purchase. */
export function subscriptionCancellation(parts: SampleParts) {
  const buyer = { ...DEFAULT_BUYER, ...parts.buyer };
  return {
    id: parts.id,
    creation_date: parts.at,
    event: 'SUBSCRIPTION_CANCELLATION',
    version: '2.0.0',
    data: {
      date_next_charge: parts.at + 30 * 86_400_000,
      product: { name: parts.productName ?? 'Produto test postback2', id: Number(parts.productId) },
      actual_recurrence_value: parts.price ?? 64.9,
      subscriber: {
        code: '0000aaaa',
        name: buyer.name,
        email: buyer.email,
        phone: { dddPhone: '', phone: '', dddCell: '11', cell: '999999900' },
      },
      subscription: { id: 4148584, plan: { id: 114680, name: 'Plano mensal' } },
      cancellation_date: parts.at,
    },
  };
}
