import { css } from 'styled-components';
import { theme } from '../../theme/theme';

/**
 * What every kind of button shares: the border box, the solid variants (primary, secondary, danger) and the
 * interaction states. A react-aria button states them as `data-*` attributes (`data-rac` marks it); a plain HTML
 * one (NativeButton) by the browser's own pseudo-classes, so both look alike in every state. Shape, size and the
 * ghost variant stay with each kind of button.
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

  /* Hovered and pressed, only for a button that answers. A pending one stays focusable (aria-disabled, not
     disabled), so react-aria still marks it hovered and the browser still matches :hover and :active on a plain one:
     like a disabled one, it looks the same whatever the pointer does. In :where(), so the exclusion adds no
     specificity and the rules that override these (IconButton's ghost) still do. */
  &:where(:not([aria-disabled='true'])) {
    &[data-hovered] {
      filter: brightness(0.95);
    }
    @media (hover: hover) {
      &:not([data-rac]):not(:disabled):hover {
        filter: brightness(0.95);
      }
    }
    &[data-pressed],
    &:not([data-rac]):not(:disabled):active {
      filter: brightness(0.88);
    }
  }
  &[data-focus-visible],
  &:not([data-rac]):focus-visible {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }
  &[data-disabled],
  &:not([data-rac]):disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &[data-busy] {
    cursor: progress;
  }
`;

/** The box of a button with a text label (Button, NativeButton): its padding, sizes and the ghost variant. */
export const textButtonBox = css`
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
