import type { ConquistaLimite } from '@retoma/api-client';
import { Alert, formatNumber, useUiLocale } from '@retoma/ui';
import { pluralKey } from '../../../i18n';
import { useAchievementsT } from '../messages';

/** The plan is full when as many achievements are active as it allows (none without a plan). */
export const isFull = (limit: ConquistaLimite | undefined) => limit !== undefined && limit.maximo !== null && limit.ativas >= limit.maximo;

/**
 * How many achievements the plan lets the company keep active, and how many are: a warning once they are all in
 * use (the server then refuses another one), so the refusal never comes as a surprise.
 */
export function PlanLimit({ limit }: { limit: ConquistaLimite | undefined }) {
  const t = useAchievementsT();
  const locale = useUiLocale();
  if (!limit) return null;
  const ativas = formatNumber(limit.ativas, { locale });
  if (limit.maximo === null) {
    const unlimited = pluralKey(locale, limit.ativas, {
      one: 'achievements.limit.unlimitedOne',
      other: 'achievements.limit.unlimitedOther',
    });
    return <Alert title={t('achievements.limit.title')}>{t(unlimited, { ativas })}</Alert>;
  }
  const maximo = formatNumber(limit.maximo, { locale });
  if (isFull(limit))
    return (
      <Alert tone="warning" title={t('achievements.limit.reachedTitle')}>
        {t(pluralKey(locale, limit.maximo, { one: 'achievements.limit.reachedOne', other: 'achievements.limit.reachedOther' }), { maximo })}
      </Alert>
    );
  return <Alert title={t('achievements.limit.title')}>{t('achievements.limit.usage', { ativas, maximo })}</Alert>;
}
