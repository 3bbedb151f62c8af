import { styled } from 'styled-components';

export const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Event = styled.li`
  --tone: ${({ theme }) => theme.colors.secondary};
  position: relative;
  display: grid;
  grid-template-columns: 28px 1fr;
  column-gap: ${({ theme }) => theme.space[3]};
  padding-block-end: ${({ theme }) => theme.space[4]};

  &[data-tone='primary'] {
    --tone: ${({ theme }) => theme.colors.primary};
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

  /* The rail joining the markers, on the inline-start side (mirrors in rtl). */
  &:not(:last-child)::before {
    content: '';
    position: absolute;
    inset-block: 28px 0;
    inset-inline-start: 13px;
    inline-size: 2px;
    background: ${({ theme }) => theme.colors.border};
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
  border-radius: ${({ theme }) => theme.radii.round};
  background: color-mix(in srgb, var(--tone) 14%, ${({ theme }) => theme.colors.surface});
  color: var(--tone);

  &::after {
    content: '';
    inline-size: 10px;
    block-size: 10px;
    border-radius: ${({ theme }) => theme.radii.round};
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
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

export const Description = styled.div`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const SkeletonLine = styled.span`
  display: block;
  block-size: 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
