import { Button as AriaButton } from 'react-aria-components';
import { styled } from 'styled-components';
import { buttonSurface } from './buttonSurface';
import { theme } from '../../theme/theme';

/** Variants and sizes are `data-*` attributes, so styles stay static. */
export const StyledButton = styled(AriaButton)`
  ${buttonSurface}
  gap: ${theme.space[2]};
  min-block-size: 36px;
  padding-block: ${theme.space[2]};
  padding-inline: ${theme.space[4]};
  font-weight: ${theme.fontWeight.semibold};

  &[data-variant='ghost'] {
    background: transparent;
    color: ${theme.colors.primary};
  }

  &[data-size='sm'] {
    min-block-size: 28px;
    padding-inline: ${theme.space[3]};
    font-size: ${theme.fontSize.sm};
  }
  &[data-size='lg'] {
    min-block-size: 44px;
    padding-inline: ${theme.space[5]};
    font-size: ${theme.fontSize.lg};
  }
`;
