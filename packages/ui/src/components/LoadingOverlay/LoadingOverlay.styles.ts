import { styled } from 'styled-components';
import { theme } from '../../theme/theme';

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
  background: color-mix(in srgb, ${theme.colors.surface} 75%, transparent);

  > div {
    padding-block: ${theme.space[2]};
    padding-inline: ${theme.space[4]};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadows.sm};
  }

  [data-fullscreen] > & {
    position: fixed;
    z-index: ${theme.zIndex.overlay};
    background: ${theme.colors.overlay};
  }
  [data-fullscreen] > & > div {
    padding-block: ${theme.space[5]};
    padding-inline: ${theme.space[5]};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadows.lg};
  }
`;
