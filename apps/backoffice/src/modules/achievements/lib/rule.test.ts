import { describe, expect, it } from 'vitest';
import { loadSlice } from '../../../i18n/defineMessages';
import { translate } from '../../../i18n';
import { achievementsMessages, type AchievementsTranslate } from '../messages';
import { bonusText, describeRule, type AchievementRule } from './rule';
import { badgeProblem } from './badge';

await Promise.all([loadSlice(achievementsMessages, 'en'), loadSlice(achievementsMessages, 'fr')]);
const t =
  (locale: 'pt' | 'en' | 'fr'): AchievementsTranslate =>
  (key, values) =>
    translate(locale, key, values, achievementsMessages);

const rule: AchievementRule = { perfil: 'atendente', produto: null, quantidade: 10, tipo: 'valor', valor: 25, porcentagem: null };

describe('an achievement rule in words', () => {
  it('says whose sales count, of which product, how many and the bonus', () => {
    expect(describeRule(rule, t('pt'), 'pt')).toBe(
      'Ao recuperar 10 vendas de qualquer produto nos próprios atendimentos, o atendente ganha R$ 25,00 a mais em cada comissão.',
    );
    expect(
      describeRule(
        { ...rule, perfil: 'responsavel', produto: 'Workshop', quantidade: 1500, tipo: 'percentual', porcentagem: 2.5 },
        t('pt'),
        'pt',
      ),
    ).toBe('Ao somar 1.500 vendas de Workshop nos tickets sob sua responsabilidade, o responsável ganha 2,5% a mais em cada comissão.');
  });

  it('reads one sale as one, and a blank for what is not chosen yet', () => {
    expect(describeRule({ ...rule, quantidade: 1 }, t('pt'), 'pt')).toContain('Ao recuperar 1 venda de qualquer produto');
    expect(describeRule({ ...rule, quantidade: 1 }, t('en'), 'en')).toContain('After recovering 1 sale of any product');
    expect(describeRule({ ...rule, quantidade: 1 }, t('fr'), 'fr')).toContain(' 1 vente ');
    expect(describeRule({ ...rule, quantidade: null, valor: null }, t('pt'), 'pt')).toBe(
      'Ao recuperar … vendas de qualquer produto nos próprios atendimentos, o atendente ganha … a mais em cada comissão.',
    );
  });

  it('formats the bonus in the person’s language', () => {
    expect(bonusText(rule, 'en')).toBe('R$25.00');
    expect(bonusText({ tipo: 'percentual', valor: null, porcentagem: 12.5 }, 'en')).toBe('12.5%');
    expect(describeRule({ ...rule, quantidade: 2000 }, t('en'), 'en')).toBe(
      'After recovering 2,000 sales of any product in their own attendances, the agent earns R$25.00 more on each commission.',
    );
  });
});

describe('a chosen badge', () => {
  const file = (type: string, size: number) => new File([new Uint8Array(size)], 'selo', { type });

  it('goes when it is a PNG, JPEG or WebP of up to 1 MB', () => {
    expect(badgeProblem(file('image/png', 1024))).toBeNull();
    expect(badgeProblem(file('image/webp', 1024 * 1024))).toBeNull();
  });

  it('is refused for its type or its size, with the message of each', () => {
    expect(badgeProblem(file('image/svg+xml', 10))).toBe('achievements.form.badgeInvalid');
    expect(badgeProblem(file('image/gif', 10))).toBe('achievements.form.badgeInvalid');
    expect(badgeProblem(file('image/jpeg', 1024 * 1024 + 1))).toBe('achievements.form.badgeTooLarge');
  });
});
