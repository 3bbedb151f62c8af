import { css } from 'styled-components';
import { theme } from '../../theme/theme';

// The look of a labelled field's parts, shared by the react-aria fields (TextField and the others that reuse its
// label, description and error) and by NativeTextField. A react-aria input states focus, invalidity and disabling
// as `data-*` attributes; a plain one as `:focus`, `aria-invalid` and `:disabled`: both are listed.

export const fieldBox = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
`;

export const fieldLabelLook = css`
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};
  color: ${theme.colors.text};
`;

export const fieldInputLook = css`
  min-block-size: 38px;
  padding-block: ${theme.space[2]};
  padding-inline: ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;

  &[data-focused],
  &:not([data-rac]):focus {
    border-color: ${theme.colors.primary};
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 0;
  }
  &[data-invalid],
  &:not([data-rac])[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
  &[data-disabled],
  &:not([data-rac]):disabled {
    opacity: 0.6;
  }
`;

export const fieldDescriptionLook = css`
  font-size: ${theme.fontSize.xs};
  color: ${theme.colors.textMuted};
`;

export const fieldErrorLook = css`
  font-size: ${theme.fontSize.xs};
  color: ${theme.colors.danger};
`;

/**
 * The 18 px box a checkbox or a radio draws beside its label, 2 px down so it sits on the label's first line. Its
 * corners are the control's own: a checkbox's rounded, a radio's round.
 */
export const choiceBoxLook = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  inline-size: 18px;
  block-size: 18px;
  margin-block-start: 2px;
  border: 2px solid ${theme.colors.border};
  background: ${theme.colors.surface};
`;
