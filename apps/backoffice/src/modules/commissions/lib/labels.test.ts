import { describe, expect, it } from 'vitest';
import { pluralKey, translate } from '../../../i18n';
import { loadSlice } from '../../../i18n/defineMessages';
import { commissionsMessages } from '../messages';
import { reasonKey } from './labels';

await Promise.all([loadSlice(commissionsMessages, 'en'), loadSlice(commissionsMessages, 'fr')]);

describe("commissions' counted texts", () => {
  it("says the diagnosis window's days in the singular for one day", () => {
    const said = (locale: 'pt' | 'en' | 'fr', dias: number) =>
      translate(locale, reasonKey(locale, { codigo: 'sem_transacao', dias }), { dias }, commissionsMessages);
    expect(said('pt', 1)).toBe('Nenhuma transação aprovada do lead para o produto em 1 dia da venda.');
    expect(said('pt', 2)).toBe('Nenhuma transação aprovada do lead para o produto nos 2 dias da venda.');
    expect(said('en', 1)).toBe('No approved transaction of the lead for the product within 1 day of the sale.');
    expect(said('en', 2)).toBe('No approved transaction of the lead for the product within 2 days of the sale.');
    expect(reasonKey('pt', { codigo: 'duplicada', dias: null })).toBe('commissions.reason.duplicada');
  });

  it('says a bulk decision on one pre-commission in the singular', () => {
    const done = (locale: 'pt' | 'fr', total: number) =>
      translate(
        locale,
        pluralKey(locale, total, { one: 'commissions.approve.bulkDoneOne', other: 'commissions.approve.bulkDoneOther' } as const),
        { done: total, total },
        commissionsMessages,
      );
    expect(done('pt', 1)).toBe('Feito em 1 de 1 pré-comissão.');
    expect(done('pt', 2)).toBe('Feito em 2 de 2 pré-comissões.');
    expect(done('fr', 1)).toBe('Fait sur 1 pré-commission sur 1.');
    expect(done('fr', 2)).toBe('Fait sur 2 des 2 pré-commissions.');
  });
});
