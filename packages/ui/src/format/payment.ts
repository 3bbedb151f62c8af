import { DEFAULT_LOCALE, EMPTY_VALUE, type Locale } from './locale';

export type PaymentType =
  | 'credit_card'
  | 'billet'
  | 'pix'
  | 'debit_card'
  | 'bank_transfer'
  | 'moip_balance'
  | 'bcash_balance'
  | 'paypal'
  | 'hotmart_balance'
  | 'transferencia'
  | 'deposito'
  | 'outros';

const LABELS: Record<PaymentType, Record<Locale, string>> = {
  credit_card: { pt: 'Cartão de crédito', en: 'Credit card', de: 'Kreditkarte', fr: 'Carte de crédit' },
  billet: { pt: 'Boleto', en: 'Boleto', de: 'Boleto', fr: 'Boleto' },
  pix: { pt: 'Pix', en: 'Pix', de: 'Pix', fr: 'Pix' },
  debit_card: { pt: 'Cartão de débito', en: 'Debit card', de: 'Debitkarte', fr: 'Carte de débit' },
  bank_transfer: { pt: 'Transferência bancária', en: 'Bank transfer', de: 'Banküberweisung', fr: 'Virement bancaire' },
  moip_balance: { pt: 'Saldo Moip', en: 'Moip balance', de: 'Moip-Guthaben', fr: 'Solde Moip' },
  bcash_balance: { pt: 'Saldo Bcash', en: 'Bcash balance', de: 'Bcash-Guthaben', fr: 'Solde Bcash' },
  paypal: { pt: 'PayPal', en: 'PayPal', de: 'PayPal', fr: 'PayPal' },
  hotmart_balance: { pt: 'Saldo Hotmart', en: 'Hotmart balance', de: 'Hotmart-Guthaben', fr: 'Solde Hotmart' },
  // Sales paid outside the platform, recorded by hand.
  transferencia: { pt: 'Transferência', en: 'Transfer', de: 'Überweisung', fr: 'Virement' },
  deposito: { pt: 'Depósito', en: 'Deposit', de: 'Einzahlung', fr: 'Dépôt' },
  outros: { pt: 'Outros', en: 'Other', de: 'Sonstige', fr: 'Autre' },
};

/** `credit_card` → credit card, `billet` → boleto; an unknown code is shown as it came. */
export function formatPaymentType(type: string | null | undefined, { locale = DEFAULT_LOCALE }: { locale?: Locale } = {}): string {
  if (!type) return EMPTY_VALUE;
  return Object.hasOwn(LABELS, type) ? LABELS[type as PaymentType][locale] : type;
}
