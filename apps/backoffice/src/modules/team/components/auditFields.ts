import type { AuditArea, AuditChange, AuditValue } from '@retoma/api-client';
import { formatDateTime, formatNumber, formatPercent, formatPrice, toDate, toNumber } from '@retoma/ui';
import type { DateFormatOptions } from '../../../platform/dateFormat';
import type { ExportFormat, LeadsKey } from '../../leads';
import { REVERSAL_REASONS, type TransactionsKey } from '../../transactions';
import { PERMISSION_TEXT } from '../lib/permissionTexts';
import type { TeamKey } from '../messages';

/** A key of the words the history reads: the team's own, and those other modules already have for their codes. */
export type AuditKey = TeamKey | LeadsKey | TransactionsKey;

/**
 * How a field's values read. The kind comes from this table, not from the value: `33.33` may be reais, a
 * percentage or a count, and `31` an order or a number of installments, and only the field's name says which.
 * `instant`: an ISO moment, in the company's time zone; `money`: reais; `number`: a count or a rate, with the
 * language's separators; `id`: a record of the trail's own (`#31`), one or a list; `commission`: a product's
 * commission amount, reais or a percentage as the same side of the change's `comissao_tipo` says (a plain number
 * when the change does not carry the type: it did not change, and the row says nothing of it). Without a kind: as
 * written.
 */
type AuditFieldKind = 'instant' | 'money' | 'number' | 'id' | 'commission';

export interface AuditField {
  label: TeamKey;
  kind?: AuditFieldKind;
  /** A code's label (a status, a refund reason); a code not here shows as written. */
  codes?: Readonly<Record<string, AuditKey>>;
  /**
   * A set whose change reads as the items taken away and given (a role's permissions): two whole lists of forty
   * would hide the one that changed.
   */
  byItem?: true;
}

/** The field of a product's change that says whether its commission amounts are reais or a percentage. */
const COMMISSION_BASIS = 'comissao_tipo';

const MEMBER_STATUS = { active: 'team.status.active', pending: 'team.status.pending', inactive: 'team.status.inactive' } as const;
/** A product's or link's `ActiveStatus` (1 or 0). */
const ACTIVE_STATUS = { 1: 'team.status.active', 0: 'team.status.inactive' } as const;
const CLAIM_STATUS = {
  pendente: 'team.audit.code.claim.pendente',
  aprovada: 'team.audit.code.claim.aprovada',
  reprovada: 'team.audit.code.claim.reprovada',
} as const;
/** A lead export's formats, by the words of the lead's export menu. */
const EXPORT_FORMAT: Readonly<Record<ExportFormat, LeadsKey>> = { json: 'leads.lgpd.json', csv: 'leads.lgpd.csv' };

/**
 * Every field the server records, by area (the same name means different things in different areas: `status` of a
 * person or of a product, `integracao` an account's platform or a product's switch). The names are the records'
 * as the server flattens them (apps/api services/audit.ts): nested ones dotted (`conta.nome`), lists of records by
 * their ids (`upsellers`). Codes other screens already name read in their words: a role's permissions as the roles
 * screen describes them, an export's format as the lead's menu offers it, the platform event that took a commission
 * back as the transaction's panel names it.
 */
export const AUDIT_FIELDS: Readonly<Record<AuditArea, Readonly<Record<string, AuditField>>>> = {
  roles: {
    nome: { label: 'team.members.name' },
    full_products: { label: 'team.roleForm.fullProducts' },
    permissions: { label: 'team.roleForm.permissions', codes: PERMISSION_TEXT, byItem: true },
    produtos: { label: 'team.audit.area.products' },
  },
  members: {
    name: { label: 'team.members.name' },
    email: { label: 'team.members.email' },
    role_name: { label: 'team.members.role' },
    status: { label: 'team.members.status', codes: MEMBER_STATUS },
    ramal: { label: 'team.members.ramal' },
  },
  accounts: {
    nome: { label: 'team.members.name' },
    integracao_id: { label: 'team.audit.field.platform', kind: 'id' },
    'integracao.id': { label: 'team.audit.field.platform', kind: 'id' },
    'integracao.descricao': { label: 'team.audit.field.platform' },
    'integracao.need': { label: 'team.audit.field.platformTokens', kind: 'number' },
    'integracao.checkout_base': { label: 'team.audit.field.platformCheckout' },
    has_token: { label: 'team.audit.field.token' },
    has_token2: { label: 'team.audit.field.token2' },
    has_token3: { label: 'team.audit.field.token3' },
    token_last4: { label: 'team.audit.field.tokenLast4' },
    webhook_url: { label: 'team.audit.field.webhookUrl' },
  },
  products: {
    nome: { label: 'team.members.name' },
    status: { label: 'team.members.status', codes: ACTIVE_STATUS },
    conta_id: { label: 'team.audit.field.account', kind: 'id' },
    'conta.id': { label: 'team.audit.field.account', kind: 'id' },
    'conta.nome': { label: 'team.audit.field.account' },
    'conta.integracao.id': { label: 'team.audit.field.platform', kind: 'id' },
    'conta.integracao.descricao': { label: 'team.audit.field.platform' },
    'conta.integracao.checkout_base': { label: 'team.audit.field.platformCheckout' },
    preco: { label: 'team.audit.field.price', kind: 'money' },
    cod_produto: { label: 'team.audit.field.productCode' },
    checkout: { label: 'team.audit.field.checkout' },
    cor: { label: 'team.audit.field.color' },
    hab_comissao: { label: 'team.audit.field.paysCommission' },
    comissao_modo: {
      label: 'team.audit.field.commissionMode',
      codes: { individual: 'team.audit.code.mode.individual', partilhada: 'team.audit.code.mode.partilhada' },
    },
    comissao_tipo: {
      label: 'team.audit.field.commissionBasis',
      codes: { valor: 'team.audit.code.basis.valor', percentual: 'team.audit.code.basis.percentual' },
    },
    comissao_insercao: { label: 'team.audit.field.insertionCommission', kind: 'commission' },
    comissao_atendimento: { label: 'team.audit.field.attendanceCommission', kind: 'commission' },
    integracao: { label: 'team.audit.field.receivesPurchases' },
    upsellers: { label: 'team.audit.field.upsells', kind: 'id' },
    links_count: { label: 'team.audit.field.links', kind: 'number' },
  },
  links: {
    produto_id: { label: 'team.audit.field.product', kind: 'id' },
    'produto.id': { label: 'team.audit.field.product', kind: 'id' },
    'produto.nome': { label: 'team.audit.field.product' },
    'produto.cor': { label: 'team.audit.field.productColor' },
    identidade: { label: 'team.audit.field.linkCode' },
    descricao: { label: 'team.audit.field.description' },
    codigo_oferta: { label: 'team.audit.field.offerCode' },
    src: { label: 'team.audit.field.source' },
    split: { label: 'team.audit.field.installments', kind: 'number' },
    builder: { label: 'team.audit.field.builder' },
    boleto: { label: 'team.audit.field.boleto' },
    paypal: { label: 'team.audit.field.paypal' },
    debito: { label: 'team.audit.field.debit' },
    two_cart: { label: 'team.audit.field.twoCards' },
    hab_comissao: { label: 'team.audit.field.paysCommission' },
    status: { label: 'team.members.status', codes: ACTIVE_STATUS },
    checkout_url: { label: 'team.audit.field.checkoutUrl' },
  },
  leads: {
    formato: { label: 'team.audit.field.format', codes: EXPORT_FORMAT },
    anonimizado_em: { label: 'team.audit.field.anonymisedAt', kind: 'instant' },
    campanhas: { label: 'team.audit.field.campaigns', kind: 'number' },
    envios: { label: 'team.audit.field.sends', kind: 'number' },
  },
  commissions: {
    situacao: { label: 'team.members.status', codes: CLAIM_STATUS },
    transacoes: { label: 'team.audit.field.transactions' },
    'comissoes.insercao': { label: 'team.audit.field.insertionCommission', kind: 'money' },
    'comissoes.atendimento': { label: 'team.audit.field.attendanceCommission', kind: 'money' },
    comissao_criador: { label: 'team.audit.field.insertionCommission', kind: 'money' },
    comissao_atendente: { label: 'team.audit.field.attendanceCommission', kind: 'money' },
    retida_ate: { label: 'team.audit.field.heldUntil', kind: 'instant' },
    comissoes: { label: 'team.audit.area.commissions', kind: 'id' },
    'user.id': { label: 'team.audit.field.recipient', kind: 'id' },
    user_id: { label: 'team.audit.field.recipient', kind: 'id' },
    total: { label: 'team.audit.field.total', kind: 'money' },
    paga_em: { label: 'team.audit.field.paidAt', kind: 'instant' },
    estornada_em: { label: 'team.audit.field.clawedBackAt', kind: 'instant' },
    motivo_estorno: { label: 'team.audit.field.clawbackReason', codes: REVERSAL_REASONS },
    valor: { label: 'team.audit.field.amount', kind: 'money' },
    bonus: { label: 'team.audit.field.bonus', kind: 'money' },
    ordem_id: { label: 'team.audit.field.order', kind: 'id' },
    ajuste_id: { label: 'team.audit.field.adjustment', kind: 'id' },
  },
};

/** The field `name` of `area`, or undefined for one this screen does not know yet (a newer server's). */
export function auditField(area: AuditArea, name: string): AuditField | undefined {
  const fields = AUDIT_FIELDS[area];
  // Own entries only: a field named `constructor` is not the object's.
  return Object.hasOwn(fields, name) ? fields[name] : undefined;
}

/** An instant as the server writes one (`2026-03-13T18:00:00.000Z`, or with an offset). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

export interface AuditTextOptions {
  t: (key: AuditKey, values?: Record<string, string | number>) => string;
  /** The person's language and the company's time zone, as every moment on the screen. */
  dates: DateFormatOptions;
  /** Another field of the same change, on the same side (before or after): a commission amount reads by its type. */
  sameSide?: (field: string) => AuditValue | undefined;
}

/**
 * A value of a field as a person reads it: blanks and yes/no as words, the rest by the field's kind or codes.
 * A field this screen does not know shows its value as written, except an ISO instant (the one kind its text says).
 * A value the kind does not fit (text where money was expected) also shows as written: nothing is lost.
 */
export function auditValueText(value: AuditValue, field: AuditField | undefined, { t, dates, sameSide }: AuditTextOptions): string {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return t('team.audit.blank');
  if (typeof value === 'boolean') return t(value ? 'team.audit.yes' : 'team.audit.no');
  const one = (item: string | number): string => {
    const written = String(item);
    if (field?.codes) return Object.hasOwn(field.codes, written) ? t(field.codes[written]!) : written;
    const kind = field ? field.kind : ISO_INSTANT.test(written) ? 'instant' : undefined;
    switch (kind) {
      case 'instant':
        return toDate(item) ? formatDateTime(item, dates) : written;
      case 'money':
        return toNumber(item) === null ? written : formatPrice(item, { locale: dates.locale, currency: true });
      case 'number':
        return toNumber(item) === null ? written : formatNumber(item, { locale: dates.locale });
      case 'id':
        return `#${written}`;
      case 'commission': {
        const amount = toNumber(item);
        if (amount === null) return written;
        const basis = sameSide?.(COMMISSION_BASIS);
        if (basis === 'valor') return formatPrice(amount, { locale: dates.locale, currency: true });
        // The column keeps two decimals: 12.25 % must not read 12.3 %.
        if (basis === 'percentual') return formatPercent(amount / 100, { locale: dates.locale, maximumFractionDigits: 2 });
        return formatNumber(amount, { locale: dates.locale });
      }
      default:
        return written;
    }
  };
  return Array.isArray(value) ? value.map(one).join(', ') : one(value);
}

/**
 * What a `byItem` field's change took away and gave, in the order the server lists them; null when a side is not a
 * list, or when nothing came or went (the same items reordered): then it reads before → after.
 */
export function auditItemChanges({ before, after }: Pick<AuditChange, 'before' | 'after'>) {
  const items = (value: AuditValue) => (value === null ? [] : Array.isArray(value) ? value : null);
  const was = items(before);
  const is = items(after);
  if (!was || !is) return null;
  const removed = was.filter((item) => !is.includes(item));
  const added = is.filter((item) => !was.includes(item));
  return removed.length + added.length > 0 ? { removed, added } : null;
}
