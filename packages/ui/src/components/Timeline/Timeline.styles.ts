import { styled } from 'styled-components';
import { theme } from '../../theme/theme';

export const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Event = styled.li`
  --tone: ${theme.colors.secondary};
  position: relative;
  display: grid;
  grid-template-columns: 28px 1fr;
  column-gap: ${theme.space[3]};
  padding-block-end: ${theme.space[4]};

  &[data-tone='primary'] {
    --tone: ${theme.colors.primary};
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

  /* The rail joining the markers, on the inline-start side (mirrors in rtl). */
  &:not(:last-child)::before {
    content: '';
    position: absolute;
    inset-block: 28px 0;
    inset-inline-start: 13px;
    inline-size: 2px;
    background: ${theme.colors.border};
  }
  &:last-child {
    padding-block-end: 0;
  }
`;

export const Marker = styled.span`
  display: grid;
  place-items: center;
  inline-size: 28px;
  block-size: 28px;
  border-radius: ${theme.radii.round};
  background: color-mix(in srgb, var(--tone) 14%, ${theme.colors.surface});
  color: var(--tone);

  &::after {
    content: '';
    inline-size: 10px;
    block-size: 10px;
    border-radius: ${theme.radii.round};
    background: currentColor;
  }
  &[data-has-icon]::after {
    display: none;
  }
  svg {
    inline-size: 16px;
    block-size: 16px;
  }
`;

export const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-inline-size: 0;
  padding-block-start: 4px;
`;

export const Title = styled.p`
  margin: 0;
  font-weight: ${theme.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

export const Description = styled.div`
  color: ${theme.colors.text};
  font-size: ${theme.fontSize.sm};
  overflow-wrap: anywhere;
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  margin: 0;
  font-size: ${theme.fontSize.xs};
  color: ${theme.colors.textMuted};
`;

export const SkeletonLine = styled.span`
  display: block;
  block-size: 12px;
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceMuted};
`;
