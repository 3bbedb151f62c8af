import { describe, expect, it } from 'vitest';
import { pluralKey, translate } from '../../i18n';
import { loadSlice } from '../../i18n/defineMessages';
import { achievementsMessages } from './messages';

await Promise.all([loadSlice(achievementsMessages, 'de'), loadSlice(achievementsMessages, 'fr')]);

const forms = {
  reached: { one: 'achievements.limit.reachedOne', other: 'achievements.limit.reachedOther' },
  full: { one: 'achievements.form.limitFullOne', other: 'achievements.form.limitFullOther' },
} as const;
const said = (locale: 'pt' | 'de' | 'fr', text: keyof typeof forms, maximo: number) =>
  translate(locale, pluralKey(locale, maximo, forms[text]), { maximo }, achievementsMessages);

describe("the plan's limit of active achievements", () => {
  it('says a plan of one achievement in the singular, in each language', () => {
    expect(said('pt', 'reached', 1)).toMatch(/^O seu plano permite 1 conquista ativa, e ela está em uso\./);
    expect(said('pt', 'reached', 2)).toMatch(/^O seu plano permite até 2 conquistas ativas, e todas estão em uso\./);
    expect(said('pt', 'full', 1)).toMatch(/^O seu plano já tem 1 conquista ativa:/);
    expect(said('pt', 'full', 2)).toMatch(/^O seu plano já tem 2 conquistas ativas:/);
    expect(said('de', 'reached', 1)).toMatch(/^Ihr Tarif erlaubt 1 aktiven Erfolg, und er ist in Gebrauch\./);
    expect(said('de', 'full', 2)).toMatch(/^Ihr Tarif hat bereits 2 aktive Erfolge:/);
    expect(said('fr', 'reached', 0)).toMatch(/^Votre forfait permet au plus 0 succès actif, et la limite est atteinte\./);
  });
});
