import type { AuditArea, AuditValue } from '@retoma/api-client';
import { describe, expect, it } from 'vitest';
import { auditField, auditItemChanges, auditValueText } from './auditFields';

/** The key stands for its text (and its values): what is checked is which text is chosen, the catalogues have their own test. */
const t = (key: string, values?: Record<string, string | number>) => `<${[key, ...Object.values(values ?? {})].join(' ')}>`;
const SAO_PAULO = { locale: 'pt', timeZone: 'America/Sao_Paulo' } as const;
const text = (area: AuditArea, name: string, value: AuditValue, dates: { locale: 'pt' | 'en'; timeZone: string } = SAO_PAULO) =>
  auditValueText(value, auditField(area, name), { t, dates });
/** A product's commission amount beside the change's `comissao_tipo` on the same side (absent: the type did not change). */
const commission = (value: AuditValue, basis?: AuditValue) =>
  auditValueText(value, auditField('products', 'comissao_insercao'), {
    t,
    dates: SAO_PAULO,
    sameSide: (name) => (name === 'comissao_tipo' ? basis : undefined),
  });

describe('an audit value as a person reads it', () => {
  it('writes an instant in the company’s time zone, in the person’s language', () => {
    expect(text('commissions', 'paga_em', '2026-03-13T18:00:00.000Z')).toBe('13/03/2026 15:00');
    expect(text('commissions', 'paga_em', '2026-03-13T18:00:00.000Z', { locale: 'pt', timeZone: 'Asia/Tokyo' })).toBe('14/03/2026 3:00');
    expect(text('leads', 'anonimizado_em', '2026-03-13T18:00:00.000Z', { locale: 'en', timeZone: 'UTC' })).toBe('03/13/2026 6:00 PM');
  });

  it('writes money as money, and a count or rate with the language’s separators', () => {
    expect(text('commissions', 'valor', 33.33)).toBe('R$ 33,33');
    expect(text('commissions', 'valor', -1234.5)).toBe('-R$ 1.234,50');
    expect(text('products', 'preco', 97, { locale: 'en', timeZone: 'UTC' })).toBe('R$97.00');
    expect(text('products', 'comissao_insercao', 12.5)).toBe('12,5');
  });

  it('writes a commission amount in reais or as a percentage, as the change’s commission type says', () => {
    expect(commission(12.5, 'valor')).toBe('R$ 12,50');
    // Every decimal the column keeps: one decimal would round 12.25 to 12.3.
    expect(commission(12.25, 'percentual')).toBe('12,25%');
    // The type did not change, so the row does not say it: the amount stays a plain number.
    expect(commission(12.5)).toBe('12,5');
    expect(commission(12.5, null)).toBe('12,5');
    expect(commission('a definir', 'valor')).toBe('a definir');
  });

  it('writes the trail’s own records by id, one or a list', () => {
    expect(text('commissions', 'ordem_id', 31)).toBe('#31');
    expect(text('commissions', 'user.id', 4)).toBe('#4');
    expect(text('commissions', 'comissoes', [12, 13])).toBe('#12, #13');
  });

  it('names a known code, and writes an unknown one as the server does', () => {
    expect(text('commissions', 'motivo_estorno', 'PURCHASE_REFUNDED')).toBe('<transactions.panel.reason.PURCHASE_REFUNDED>');
    expect(text('commissions', 'motivo_estorno', 'PURCHASE_PROTEST')).toBe('PURCHASE_PROTEST');
    expect(text('commissions', 'situacao', 'aprovada')).toBe('<team.audit.code.claim.aprovada>');
    expect(text('members', 'status', 'pending')).toBe('<team.status.pending>');
    expect(text('products', 'status', 0)).toBe('<team.status.inactive>');
  });

  it('names permissions as the roles screen does, and an export’s format as the lead’s menu does', () => {
    expect(text('roles', 'permissions', ['ticket', 'ticket_agenda'])).toBe('<team.permission.ticket>, <team.permission.ticket_agenda>');
    expect(text('roles', 'permissions', ['ticket', 'permissao_antiga'])).toBe('<team.permission.ticket>, permissao_antiga');
    expect(text('leads', 'formato', 'csv')).toBe('<leads.lgpd.csv>');
    expect(text('leads', 'formato', 'xml')).toBe('xml');
  });

  it('reads a role’s permissions as those taken away and those given', () => {
    expect(auditItemChanges({ before: ['ticket', 'ticket_agenda'], after: ['ticket', 'ticket_atender'] })).toEqual({
      removed: ['ticket_agenda'],
      added: ['ticket_atender'],
    });
    expect(auditItemChanges({ before: null, after: ['ticket'] })).toEqual({ removed: [], added: ['ticket'] });
    expect(auditItemChanges({ before: ['ticket'], after: [] })).toEqual({ removed: ['ticket'], added: [] });
    // The same items in another order, or a side that is not a list: before → after, as written.
    expect(auditItemChanges({ before: ['a', 'b'], after: ['b', 'a'] })).toBeNull();
    expect(auditItemChanges({ before: 'ticket', after: ['ticket'] })).toBeNull();
    expect(auditField('roles', 'permissions')?.byItem).toBe(true);
  });

  it('reads the same name by its area', () => {
    expect(text('links', 'status', 1)).toBe('<team.status.active>');
    expect(text('members', 'status', 'active')).toBe('<team.status.active>');
    expect(auditField('accounts', 'integracao.descricao')?.label).toBe('team.audit.field.platform');
    expect(auditField('products', 'integracao')?.label).toBe('team.audit.field.receivesPurchases');
  });

  it('keeps blanks and yes/no as words, and lists as lists', () => {
    expect(text('commissions', 'paga_em', null)).toBe('<team.audit.blank>');
    expect(text('roles', 'permissions', [])).toBe('<team.audit.blank>');
    expect(text('links', 'boleto', '')).toBe('<team.audit.blank>');
    expect(text('links', 'boleto', true)).toBe('<team.audit.yes>');
    expect(text('roles', 'full_products', false)).toBe('<team.audit.no>');
  });

  it('loses nothing: a value the kind does not fit, and a field it does not know, show as written', () => {
    expect(text('commissions', 'valor', 'a definir')).toBe('a definir');
    expect(text('commissions', 'paga_em', 'ontem')).toBe('ontem');
    expect(auditField('commissions', 'multa')).toBeUndefined();
    expect(auditField('roles', 'constructor')).toBeUndefined();
    expect(text('commissions', 'multa', 1234.5)).toBe('1234.5');
    expect(text('commissions', 'multa', 'PURCHASE_REFUNDED')).toBe('PURCHASE_REFUNDED');
    // An instant says what it is in its text: a newer server's date still reads in the company's zone.
    expect(text('commissions', 'vence_em', '2026-03-13T18:00:00.000Z')).toBe('13/03/2026 15:00');
    expect(text('commissions', 'vence_em', '2026-03-13T18:00:00-03:00')).toBe('13/03/2026 18:00');
  });
});
