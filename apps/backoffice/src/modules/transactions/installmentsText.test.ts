import { describe, expect, it } from 'vitest';
import { pluralKey, translate } from '../../i18n';
import { loadSlice } from '../../i18n/defineMessages';
import { transactionsMessages } from './messages';

await Promise.all([loadSlice(transactionsMessages, 'en'), loadSlice(transactionsMessages, 'fr')]);

const forms = { one: 'transactions.panel.installmentsOne', other: 'transactions.panel.installmentsOther' } as const;
const said = (locale: 'pt' | 'en' | 'fr', count: number) =>
  translate(locale, pluralKey(locale, count, forms), { count }, transactionsMessages);

describe("a transaction's instalments", () => {
  it('says a single payment as a buyer reads it, and several by their number', () => {
    expect(said('pt', 1)).toBe('À vista');
    expect(said('pt', 2)).toBe('Em 2 vezes');
    expect(said('en', 1)).toBe('Paid in full');
    expect(said('en', 2)).toBe('In 2 instalments');
    expect(said('fr', 1)).toBe('Au comptant');
    expect(said('fr', 12)).toBe('En 12 fois');
  });
});
