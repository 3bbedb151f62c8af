import { DEFAULT_LOCALE, EMPTY_VALUE, type Locale } from './locale';

export type PaymentType = 'credit_card' | 'billet' | 'pix';

const LABELS: Record<PaymentType, Record<Locale, string>> = {
  credit_card: { pt: 'Cartão de crédito', en: 'Credit card', de: 'Kreditkarte', fr: 'Carte de crédit' },
  billet: { pt: 'Boleto', en: 'Boleto', de: 'Boleto', fr: 'Boleto' },
  pix: { pt: 'Pix', en: 'Pix', de: 'Pix', fr: 'Pix' },
};

/** `credit_card` → credit card, `billet` → boleto; an unknown code is shown as it came. */
export function formatPaymentType(type: string | null | undefined, { locale = DEFAULT_LOCALE }: { locale?: Locale } = {}): string {
  if (!type) return EMPTY_VALUE;
  return Object.hasOwn(LABELS, type) ? LABELS[type as PaymentType][locale] : type;
}
