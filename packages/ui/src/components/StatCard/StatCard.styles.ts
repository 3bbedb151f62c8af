import { styled } from 'styled-components';
import { theme } from '../../theme/theme';

export const Root = styled.div`
  --tone: ${theme.colors.primary};
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  min-inline-size: 0;
  padding: ${theme.space[4]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.sm};
  color: ${theme.colors.text};

  &[data-tone='neutral'] {
    --tone: ${theme.colors.secondary};
  }
  &[data-tone='success'] {
    --tone: ${theme.colors.success};
  }
  &[data-tone='warning'] {
    --tone: ${theme.colors.warning};
  }
  &[data-tone='danger'] {
    --tone: ${theme.colors.danger};
  }
`;

export const Icon = styled.span`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  inline-size: 44px;
  block-size: 44px;
  border-radius: ${theme.radii.round};
  color: var(--tone);
  background: color-mix(in srgb, var(--tone) 14%, transparent);

  svg {
    inline-size: 22px;
    block-size: 22px;
  }
`;

export const Figures = styled.dl`
  display: flex;
  flex-direction: column-reverse;
  flex: 1;
  gap: 2px;
  min-inline-size: 0;
  margin: 0;
`;

export const Label = styled.dt`
  font-size: ${theme.fontSize.sm};
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export const Value = styled.dd`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space[2]};
  margin: 0;
  font-size: ${theme.fontSize.xxl};
  font-weight: ${theme.fontWeight.semibold};
  line-height: 1.2;
  font-variant-numeric: tabular-nums;

  data {
    white-space: nowrap;
  }
`;

export const Delta = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};
  white-space: nowrap;

  &[data-trend='good'] {
    color: ${theme.colors.success};
  }
  &[data-trend='bad'] {
    color: ${theme.colors.danger};
  }
  &[data-trend='flat'] {
    color: ${theme.colors.textMuted};
  }

  svg {
    inline-size: 14px;
    block-size: 14px;
  }
`;

export const DeltaCaption = styled.span`
  font-size: ${theme.fontSize.xs};
  font-weight: ${theme.fontWeight.regular};
  color: ${theme.colors.textMuted};
`;

export const Skeleton = styled.span`
  display: block;
  inline-size: 6ch;
  block-size: 1.2em;
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceMuted};
`;
