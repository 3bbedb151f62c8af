import { formatDate, formatDateTime, formatRelativeTime, type DateInput } from '../../format/date';
import { EMPTY_VALUE, type Locale } from '../../format/locale';
import { formatCep, formatCnpj, formatCpf, formatDocument, formatPhone } from '../../format/masks';
import { DEFAULT_CURRENCY } from '../../format/locale';
import { formatNumber, formatPercent, formatPrice, formatThousands } from '../../format/number';
import { formatPaymentType } from '../../format/payment';

/** How a column writes its raw value: always through the kit's formatters. */
export type ColumnFormat =
  | 'text'
  | 'number'
  | 'thousands'
  | 'price'
  | 'currency'
  | 'percent'
  | 'date'
  | 'datetime'
  | 'relative'
  | 'phone'
  | 'cpf'
  | 'cnpj'
  | 'document'
  | 'cep'
  | 'payment';

/** Numeric formats are aligned to the inline end by default. */
export const NUMERIC_FORMATS: ReadonlySet<ColumnFormat> = new Set(['number', 'thousands', 'price', 'currency', 'percent']);

type Primitive = string | number | null | undefined;

const asPrimitive = (value: unknown): Primitive => (typeof value === 'string' || typeof value === 'number' ? value : null);
const asDate = (value: unknown): DateInput => (value instanceof Date ? value : asPrimitive(value));

export function formatCell(value: unknown, format: ColumnFormat, locale: Locale, now: Date, currency: string = DEFAULT_CURRENCY): string {
  switch (format) {
    case 'number':
      return formatNumber(asPrimitive(value), { locale });
    case 'thousands':
      return formatThousands(asPrimitive(value), { locale });
    case 'price':
      return formatPrice(asPrimitive(value), { locale });
    case 'currency':
      return formatPrice(asPrimitive(value), { locale, currency });
    case 'percent':
      return formatPercent(asPrimitive(value), { locale });
    case 'date':
      return formatDate(asDate(value), { locale });
    case 'datetime':
      return formatDateTime(asDate(value), { locale });
    case 'relative':
      return formatRelativeTime(asDate(value), { locale, now });
    case 'phone':
      return formatPhone(asPrimitive(value));
    case 'cpf':
      return formatCpf(asPrimitive(value));
    case 'cnpj':
      return formatCnpj(asPrimitive(value));
    case 'document':
      return formatDocument(asPrimitive(value));
    case 'cep':
      return formatCep(asPrimitive(value));
    case 'payment':
      return formatPaymentType(typeof value === 'string' ? value : null, { locale });
    case 'text':
    default:
      if (value === null || value === undefined || value === '') return EMPTY_VALUE;
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : EMPTY_VALUE;
  }
}
