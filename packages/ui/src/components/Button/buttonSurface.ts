import { css } from 'styled-components';
import { theme } from '../../theme/theme';

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
  border-radius: ${theme.radii.md};
  font: inherit;
  cursor: pointer;
  transition:
    background-color ${theme.durations.fast},
    box-shadow ${theme.durations.fast};

  &[data-variant='primary'] {
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
  &[data-variant='secondary'] {
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    border-color: ${theme.colors.border};
  }
  &[data-variant='danger'] {
    background: ${theme.colors.danger};
    color: ${theme.colors.onDanger};
  }

  &[data-hovered] {
    filter: brightness(0.95);
  }
  &[data-pressed] {
    filter: brightness(0.88);
  }
  &[data-focus-visible] {
    outline: 2px solid ${theme.colors.focusRing};
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
