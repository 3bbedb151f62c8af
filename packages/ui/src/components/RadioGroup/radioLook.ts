import { css } from 'styled-components';
import { theme } from '../../theme/theme';
import { choiceBoxLook } from '../TextField/fieldLook';

// RadioGroup's look, shared by RadioGroup (react-aria's radios) and NativeRadioGroup (the browser's own). Both mark
// the group's orientation with `aria-orientation` and an option's invalidity and disabling with `data-invalid` and
// `data-disabled` on its label. react-aria states hover, press, choice and keyboard focus as `data-*` attributes on
// the label too; a plain radio as the label's `:hover` and `:active` and the input's `:checked` and `:focus-visible`.
// Those are written inside `:where()`, so they weigh less than the attribute rules: the invalid border still wins
// over a hovered or chosen one, as in RadioGroup.

export const radioGroupBox = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
`;

export const radioOptionsLook = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};

  [aria-orientation='horizontal'] > & {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${theme.space[5]};
  }
`;

/** One option: its label, and under it whatever else the option shows. */
export const radioOptionLook = css`
  display: flex;
  flex-direction: column;
`;

/** The label that holds the radio: the dot, then the option's name. */
export const radioChoiceLook = css`
  display: inline-flex;
  align-items: flex-start;
  gap: ${theme.space[2]};
  color: ${theme.colors.text};
  cursor: pointer;

  &[data-disabled] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &[data-readonly] {
    cursor: default;
  }
`;

/** The drawn radio, a direct child of the option's label (after the input, for the browser's radio). */
export const radioDotLook = css`
  ${choiceBoxLook}
  border-radius: ${theme.radii.round};

  &::after {
    content: '';
    inline-size: 8px;
    block-size: 8px;
    border-radius: ${theme.radii.round};
    background: transparent;
  }

  [data-hovered] > &,
  :where(:not([data-rac], [data-disabled]):hover) > & {
    border-color: ${theme.colors.primary};
  }
  [data-selected] > &,
  :where(:checked) + & {
    border-color: ${theme.colors.primary};
  }
  [data-selected] > &::after,
  :where(:checked) + &::after {
    background: ${theme.colors.primary};
  }
  [data-pressed] > &,
  :where(:not([data-rac], [data-disabled]):active) > & {
    filter: brightness(0.9);
  }
  [data-focus-visible] > &,
  :where(:focus-visible) + & {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }
  [data-invalid] > & {
    border-color: ${theme.colors.danger};
  }
`;
