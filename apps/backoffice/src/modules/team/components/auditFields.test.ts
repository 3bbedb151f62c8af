import type { AuditArea, AuditValue } from '@retoma/api-client';
import { describe, expect, it } from 'vitest';
import { auditField, auditValueText } from './auditFields';

/** The key stands for its text: what is checked is which text is chosen, the catalogues have their own test. */
const t = (key: string) => `<${key}>`;
const SAO_PAULO = { locale: 'pt', timeZone: 'America/Sao_Paulo' } as const;
const text = (area: AuditArea, name: string, value: AuditValue, dates: { locale: 'pt' | 'en'; timeZone: string } = SAO_PAULO) =>
  auditValueText(value, auditField(area, name), { t, dates });

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

  it('writes the trail’s own records by id, one or a list', () => {
    expect(text('commissions', 'ordem_id', 31)).toBe('#31');
    expect(text('commissions', 'user.id', 4)).toBe('#4');
    expect(text('commissions', 'comissoes', [12, 13])).toBe('#12, #13');
  });

  it('names a known code, and writes an unknown one as the server does', () => {
    expect(text('commissions', 'motivo_estorno', 'PURCHASE_REFUNDED')).toBe('<team.audit.code.reason.PURCHASE_REFUNDED>');
    expect(text('commissions', 'motivo_estorno', 'PURCHASE_PROTEST')).toBe('PURCHASE_PROTEST');
    expect(text('commissions', 'situacao', 'aprovada')).toBe('<team.audit.code.claim.aprovada>');
    expect(text('members', 'status', 'pending')).toBe('<team.status.pending>');
    expect(text('products', 'status', 0)).toBe('<team.status.inactive>');
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
    expect(text('roles', 'permissions', ['ticket', 'ticket_agenda'])).toBe('ticket, ticket_agenda');
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
