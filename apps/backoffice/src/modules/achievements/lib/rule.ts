import type { ComissaoTipo, PerfilConquista } from '@retoma/api-client';
import { formatNumber, formatPercent, formatPrice, type Locale } from '@retoma/ui';
import { pluralKey } from '../../../i18n';
import type { AchievementsTranslate } from '../messages';

/** What a rule is made of: whose sales count, of which product, how many, and the commission bonus they bring. */
export interface AchievementRule {
  perfil: PerfilConquista;
  /** The product's name; null when every product's sales count (a global achievement). */
  produto: string | null;
  quantidade: number | null;
  tipo: ComissaoTipo;
  valor: number | null;
  porcentagem: number | null;
}

/** The bonus as a person reads it: `R$ 25,00` or `2,5%` (the wire's percent is 2.5 for 2,5 %). */
export function bonusText(rule: Pick<AchievementRule, 'tipo' | 'valor' | 'porcentagem'>, locale: Locale): string | null {
  if (rule.tipo === 'valor') return rule.valor === null ? null : formatPrice(rule.valor, { locale, currency: true });
  return rule.porcentagem === null ? null : formatPercent(rule.porcentagem / 100, { locale });
}

/**
 * The rule in one sentence: "Ao recuperar 10 vendas de qualquer produto nos próprios atendimentos, o atendente
 * ganha R$ 25,00 a mais em cada comissão." Parts not chosen yet (in the form) read as a blank to fill.
 */
export function describeRule(rule: AchievementRule, t: AchievementsTranslate, locale: Locale): string {
  const count = rule.quantidade ?? 0;
  const vendas =
    rule.quantidade === null || !Number.isFinite(rule.quantidade)
      ? t('achievements.rule.someSales')
      : t(pluralKey(locale, count, { one: 'achievements.rule.salesOne', other: 'achievements.rule.salesOther' }), {
          count: formatNumber(count, { locale }),
        });
  const scope = rule.produto === null ? t('achievements.rule.anyProduct') : t('achievements.rule.ofProduct', { produto: rule.produto });
  const aumento = bonusText(rule, locale) ?? t('achievements.rule.someBonus');
  return t(rule.perfil === 'atendente' ? 'achievements.rule.atendente' : 'achievements.rule.responsavel', { vendas, scope, aumento });
}
