import { Button as AriaButton } from 'react-aria-components';
import styled from 'styled-components';

/** Variants and sizes are `data-*` attributes, so styles stay static. */
export const StyledButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: 36px;
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[4]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  cursor: pointer;
  transition:
    background-color var(--rt-duration-fast),
    box-shadow var(--rt-duration-fast);

  &[data-variant='primary'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &[data-variant='secondary'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
  }
  &[data-variant='danger'] {
    background: ${({ theme }) => theme.colors.danger};
    color: #ffffff;
  }
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

  &[data-hovered] {
    filter: brightness(0.95);
  }
  &[data-pressed] {
    filter: brightness(0.88);
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &[data-disabled] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &[data-busy] {
    cursor: progress;
  }
`;
