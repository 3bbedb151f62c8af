import { CAMPAIGN_KINDS, type CampaignKind } from '@retoma/api-client';
import { FieldError, Label, RadioButton, RadioField, RadioGroup, Text } from 'react-aria-components';
import styled from 'styled-components';
import { usePlansT } from '../messages';
import { KIND_DESCRIPTION, KIND_ICON, KIND_LABEL } from './kinds';

const Group = styled(RadioGroup)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;
const GroupLabel = styled(Label)`
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.colors.text};
`;
const Tiles = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
`;
const Tile = styled(RadioField)`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  &[data-selected] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarylight};
  }
  /* Taken kinds: dashed and muted, but their text keeps its contrast. */
  &[data-disabled] {
    border-style: dashed;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;
const TileButton = styled(RadioButton)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  cursor: pointer;

  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 4px;
  }
  &[data-disabled] {
    cursor: not-allowed;
  }
`;
const Hint = styled(Text)`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const ErrorText = styled(FieldError)`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export interface KindTilesProps {
  value: CampaignKind | null;
  onChange: (kind: CampaignKind) => void;
  /** Kinds the plan already has: shown, but not offered again. */
  taken: readonly CampaignKind[];
  errorMessage?: string;
}

/** The five kinds of campaign as tiles (one radio group: arrows move between them), those the plan has disabled. */
export function KindTiles({ value, onChange, taken, errorMessage }: KindTilesProps) {
  const t = usePlansT();
  return (
    <Group
      name="tipo"
      value={value}
      onChange={(next) => onChange(next as CampaignKind)}
      isRequired
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <GroupLabel>{t('plans.newCampaign.kind')}</GroupLabel>
      <Tiles>
        {CAMPAIGN_KINDS.map((kind) => {
          const Icon = KIND_ICON[kind];
          const isTaken = taken.includes(kind);
          return (
            <Tile key={kind} value={kind} isDisabled={isTaken}>
              <TileButton>
                <Icon aria-hidden size={20} />
                {t(KIND_LABEL[kind])}
              </TileButton>
              <Hint slot="description">{isTaken ? t('plans.newCampaign.taken') : t(KIND_DESCRIPTION[kind])}</Hint>
            </Tile>
          );
        })}
      </Tiles>
      <ErrorText>{errorMessage}</ErrorText>
    </Group>
  );
}
