import { Button as AriaButton, Group, Input, NumberField as AriaNumberField } from 'react-aria-components';
import { styled } from 'styled-components';
import { theme } from '../../theme/theme';

/**
 * Shared by the kit's composite fields (number, money, combo box, date pickers): one bordered box holding an
 * input and its buttons, focused, invalid and disabled as a whole through react-aria's `Group` state.
 */
export const FieldGroup = styled(Group)`
  display: flex;
  align-items: stretch;
  min-block-size: 38px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  overflow: hidden;

  &[data-focus-within] {
    border-color: ${theme.colors.primary};
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 0;
  }
  &[data-invalid] {
    border-color: ${theme.colors.danger};
  }
  &[data-disabled] {
    background: ${theme.colors.surfaceMuted};
    color: ${theme.colors.textMuted};
  }
`;

/** The input inside a `FieldGroup`: the group draws border and focus ring. */
export const GroupInput = styled(Input)`
  flex: 1;
  min-inline-size: 0;
  padding-block: ${theme.space[2]};
  padding-inline: ${theme.space[3]};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-variant-numeric: tabular-nums;
  outline: none;

  &::placeholder {
    color: ${theme.colors.textMuted};
  }
`;

/** A square button at the group's end (stepper, open list, open calendar). */
export const GroupButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  inline-size: 36px;
  padding: 0;
  border: 0;
  border-inline-start: 1px solid ${theme.colors.border};
  background: ${theme.colors.surfaceMuted};
  color: ${theme.colors.text};
  cursor: pointer;

  &[data-hovered] {
    filter: brightness(0.96);
  }
  &[data-pressed] {
    filter: brightness(0.9);
  }
  &[data-focus-visible] {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: -2px;
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${theme.colors.textMuted};
  }
`;

/** A prefix or suffix inside the group (currency symbol, unit). */
export const Affix = styled.span`
  display: inline-flex;
  align-items: center;
  padding-inline-start: ${theme.space[3]};
  color: ${theme.colors.textMuted};
  white-space: nowrap;
  /* A currency sign or unit reads left to right in a right-to-left page too ("R$", not "$R"). */
  direction: ltr;
  unicode-bidi: isolate;

  & + input {
    padding-inline-start: ${theme.space[2]};
  }
`;

export const StyledNumberField = styled(AriaNumberField)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
`;
