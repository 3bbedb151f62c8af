import { Badge, formatNumber, useUiLocale } from '@retoma/ui';
import type { ReactNode } from 'react';
import { Label, Meter } from 'react-aria-components';
import styled from 'styled-components';
import { useSettingsT } from '../messages';

/** From this share of a limit on, the meter warns. */
const NEAR_SHARE = 0.8;

export type UsageLevel = 'ok' | 'near' | 'atLimit';

/** How close `used` is to `limit`. */
export const usageLevel = (used: number, limit: number): UsageLevel =>
  used >= limit ? 'atLimit' : used >= limit * NEAR_SHARE ? 'near' : 'ok';

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[3]};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-block-end: none;
  }
`;
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  label {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    flex: 1;
  }
`;
const Track = styled.div`
  block-size: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
`;
const Fill = styled.div`
  block-size: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  &[data-level='near'] {
    background: ${({ theme }) => theme.colors.warning};
  }
  &[data-level='atLimit'] {
    background: ${({ theme }) => theme.colors.danger};
  }
`;
const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export interface UsageMeterProps {
  label: string;
  used: number;
  limit: number;
  /** What the limit means (always shown). */
  rule: ReactNode;
  /** What happens once the limit is reached (shown instead of the rule then). */
  atLimit?: ReactNode;
}

/**
 * One of the plan's limits and its use: an accessible meter (its label, "23 de 25" as its value text), a bar that
 * turns amber near the limit and red at it, and the sentence that says what the limit does.
 */
export function UsageMeter({ label, used, limit, rule, atLimit }: UsageMeterProps) {
  const t = useSettingsT();
  const locale = useUiLocale();
  const level = usageLevel(used, limit);
  const valueText = t('settings.plan.used', { used: formatNumber(used, { locale }), limit: formatNumber(limit, { locale }) });
  return (
    <Root>
      <Meter value={Math.min(used, limit)} maxValue={Math.max(limit, 1)} valueLabel={valueText}>
        {({ percentage }) => (
          <>
            <Head>
              <Label>{label}</Label>
              {level !== 'ok' && (
                <Badge tone={level === 'atLimit' ? 'danger' : 'warning'}>
                  {t(level === 'atLimit' ? 'settings.plan.atLimit' : 'settings.plan.near')}
                </Badge>
              )}
              <span>{valueText}</span>
            </Head>
            <Track>
              <Fill data-level={level} style={{ inlineSize: `${limit > 0 ? percentage : 100}%` }} />
            </Track>
          </>
        )}
      </Meter>
      <Note>{level === 'atLimit' && atLimit ? atLimit : rule}</Note>
    </Root>
  );
}

export interface UsageCountProps {
  label: string;
  used: number;
  rule: ReactNode;
}

/** A figure with no limit: counted for reference. */
export function UsageCount({ label, used, rule }: UsageCountProps) {
  const locale = useUiLocale();
  return (
    <Root>
      <Head>
        <strong>{label}</strong>
        <span>{formatNumber(used, { locale })}</span>
      </Head>
      <Note>{rule}</Note>
    </Root>
  );
}
