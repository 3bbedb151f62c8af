import type { Conquista } from '@retoma/api-client';
import { Badge } from '@retoma/ui';
import styled from 'styled-components';
import { useAchievementsT } from '../messages';
import { BadgeImage } from './BadgeImage';

const Cell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;
const Text = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  justify-items: start;
`;

/** An achievement's badge, name and the sales it counts (one product's, or every product's). */
export function AchievementName({ row }: { row: Conquista }) {
  const t = useAchievementsT();
  return (
    <Cell>
      <BadgeImage src={row.imagem} alt={t('achievements.badgeOf', { name: row.nome })} />
      <Text>
        <strong>{row.nome}</strong>
        <Badge size="sm" variant="outline" tone={row.global ? 'primary' : 'neutral'}>
          {row.produto?.nome ?? t('achievements.global')}
        </Badge>
      </Text>
    </Cell>
  );
}
