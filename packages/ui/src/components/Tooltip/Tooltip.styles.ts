import { OverlayArrow, Tooltip as AriaTooltip } from 'react-aria-components';
import { styled } from 'styled-components';
import { theme } from '../../theme/theme';

export const Bubble = styled(AriaTooltip)`
  max-inline-size: 280px;
  padding-block: ${theme.space[1]};
  padding-inline: ${theme.space[2]};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.dark};
  color: #ffffff;
  font-size: ${theme.fontSize.sm};
  line-height: 1.4;
  box-shadow: ${theme.shadows.sm};
  overflow-wrap: anywhere;
  z-index: ${theme.zIndex.tooltip};
`;

/** The little triangle, turned towards the trigger on every side. */
export const Arrow = styled(OverlayArrow)`
  svg {
    display: block;
    fill: ${theme.colors.dark};
  }

  &[data-placement='bottom'] svg {
    transform: rotate(180deg);
  }
  &[data-placement='left'] svg {
    transform: rotate(-90deg);
  }
  &[data-placement='right'] svg {
    transform: rotate(90deg);
  }
`;
