import { styled } from 'styled-components';

export const Root = styled.div`
  --tone: ${({ theme }) => theme.colors.primary};
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  min-inline-size: 0;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: ${({ theme }) => theme.colors.text};

  &[data-tone='neutral'] {
    --tone: ${({ theme }) => theme.colors.secondary};
  }
  &[data-tone='success'] {
    --tone: ${({ theme }) => theme.colors.success};
  }
  &[data-tone='warning'] {
    --tone: ${({ theme }) => theme.colors.warning};
  }
  &[data-tone='danger'] {
    --tone: ${({ theme }) => theme.colors.danger};
  }
`;

export const Icon = styled.span`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  inline-size: 44px;
  block-size: 44px;
  border-radius: ${({ theme }) => theme.radii.round};
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
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export const Value = styled.dd`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xxl};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
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
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  white-space: nowrap;

  &[data-trend='good'] {
    color: ${({ theme }) => theme.colors.success};
  }
  &[data-trend='bad'] {
    color: ${({ theme }) => theme.colors.danger};
  }
  &[data-trend='flat'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  svg {
    inline-size: 14px;
    block-size: 14px;
  }
`;

export const DeltaCaption = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Skeleton = styled.span`
  display: block;
  inline-size: 6ch;
  block-size: 1.2em;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
