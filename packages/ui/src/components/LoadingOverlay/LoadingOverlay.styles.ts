import { styled } from 'styled-components';

export const Wrapper = styled.div`
  position: relative;
  min-block-size: 64px;

  &[data-fullscreen] {
    position: static;
    min-block-size: 0;
  }
`;

export const Veil = styled.div`
  position: absolute;
  inset: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: inherit;
  background: color-mix(in srgb, ${({ theme }) => theme.colors.surface} 75%, transparent);

  > div {
    padding-block: ${({ theme }) => theme.space[2]};
    padding-inline: ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }

  [data-fullscreen] > & {
    position: fixed;
    z-index: ${({ theme }) => theme.zIndex.overlay};
    background: ${({ theme }) => theme.colors.overlay};
  }
  [data-fullscreen] > & > div {
    padding-block: ${({ theme }) => theme.space[5]};
    padding-inline: ${({ theme }) => theme.space[5]};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
`;
