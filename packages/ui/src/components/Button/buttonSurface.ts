import { css } from 'styled-components';

/**
 * What every kind of button shares: the border box, the solid variants (primary, secondary, danger) and the
 * interaction states, all read from react-aria's `data-*` attributes. Shape, size and the ghost variant stay
 * with each button.
 */
export const buttonSurface = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
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
