import { Checkbox, FileInput } from '@retoma/ui';
import styled from 'styled-components';
import { BADGE_TYPES } from '../lib/badge';
import { useAchievementsT } from '../messages';
import { BadgeImage } from './BadgeImage';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
  > :last-child {
    flex: 1 1 240px;
  }
`;
const Current = styled.figure`
  margin: 0;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
  figcaption {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

export interface BadgeFieldProps {
  /** The badge the achievement has now (its address), null when none. */
  current: string | null;
  name: string;
  badge: File | null;
  removeBadge: boolean;
  onBadgeChange: (badge: File | null) => void;
  onRemoveBadgeChange: (remove: boolean) => void;
  errorMessage?: string;
}

/** The current badge (or a medal), a new image to upload with its preview, and the choice to remove the current one. */
export function BadgeField({ current, name, badge, removeBadge, onBadgeChange, onRemoveBadgeChange, errorMessage }: BadgeFieldProps) {
  const t = useAchievementsT();
  const shown = removeBadge ? null : current;
  return (
    <Row>
      <Current>
        <BadgeImage src={shown} alt={t('achievements.badgeOf', { name: name.trim() || t('achievements.form.main') })} size={72} />
        <figcaption>{t(shown ? 'achievements.form.currentBadge' : 'achievements.form.noBadge')}</figcaption>
      </Current>
      <div>
        <FileInput
          label={t('achievements.form.badge')}
          description={t('achievements.form.badgeHint')}
          accept={BADGE_TYPES}
          value={badge ? [badge] : []}
          onChange={(files) => onBadgeChange(files[0] ?? null)}
          errorMessage={errorMessage}
          buttonLabel={t('achievements.form.chooseBadge')}
          dropLabel={t('achievements.form.dropBadge')}
          removeLabel={(file) => t('achievements.form.removeFile', { name: file })}
          previewLabel={(file) => t('achievements.form.previewFile', { name: file })}
        />
        {current !== null && !badge && (
          <Checkbox isSelected={removeBadge} onChange={onRemoveBadgeChange}>
            {t('achievements.form.removeBadge')}
          </Checkbox>
        )}
      </div>
    </Row>
  );
}
