import { Button as AriaButton } from 'react-aria-components';
import { styled } from 'styled-components';
import { buttonSurface } from './buttonSurface';

/** Variants and sizes are `data-*` attributes, so styles stay static. */
export const StyledButton = styled(AriaButton)`
  ${buttonSurface}
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: 36px;
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[4]};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};

  &[data-variant='ghost'] {
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
  }

  &[data-size='sm'] {
    min-block-size: 28px;
    padding-inline: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  &[data-size='lg'] {
    min-block-size: 44px;
    padding-inline: ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;
