import { Button as AriaButton, ListBoxItem, Popover, Select as AriaSelect, SelectValue } from 'react-aria-components';
import { styled } from 'styled-components';
import { theme } from '../../theme/theme';

export const StyledSelect = styled(AriaSelect<object, 'single'>)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
`;

export const Trigger = styled(AriaButton)`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-block-size: 38px;
  padding-block: ${theme.space[2]};
  padding-inline: ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;

  &[data-focus-visible] {
    border-color: ${theme.colors.primary};
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 0;
  }
  &[data-pressed] {
    background: ${theme.colors.surfaceMuted};
  }
  &[data-disabled] {
    opacity: 0.6;
    cursor: not-allowed;
  }
  [data-invalid] > & {
    border-color: ${theme.colors.danger};
  }

  svg {
    flex: none;
    margin-inline-start: auto;
    color: ${theme.colors.textMuted};
  }
`;

export const Value = styled(SelectValue)`
  flex: 1;
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-placeholder] {
    color: ${theme.colors.textMuted};
  }
`;

/** The floating list of a Select or ComboBox: at least as wide as its field. */
export const ListPopover = styled(Popover)`
  min-inline-size: var(--trigger-width);
  max-inline-size: min(480px, calc(100vw - 16px));
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.md};
  overflow: auto;

  [role='listbox'] {
    max-block-size: 300px;
    padding: ${theme.space[1]};
    outline: none;
  }
`;

export const OptionItem = styled(ListBoxItem)`
  display: flex;
  flex-direction: column;
  padding-block: ${theme.space[2]};
  padding-inline: ${theme.space[3]};
  border-radius: ${theme.radii.sm};
  cursor: pointer;
  outline: none;

  &[data-focused] {
    background: ${theme.colors.surfaceMuted};
  }
  &[data-focus-visible] {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: -2px;
  }
  &[data-selected] {
    background: ${theme.colors.primarylight};
    font-weight: ${theme.fontWeight.semibold};
  }
  &[data-disabled] {
    color: ${theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

/**
 * The second line of an option. Part of the option's name on purpose: react-aria's description slot would leave
 * visible text out of the accessible name (axe: label-content-name-mismatch).
 */
export const OptionDescription = styled.span`
  font-size: ${theme.fontSize.xs};
  color: ${theme.colors.textMuted};
  font-weight: ${theme.fontWeight.regular};
`;

/** What an empty list shows ("Nenhum resultado", "Carregando…"). */
export const ListMessage = styled.div`
  padding-block: ${theme.space[2]};
  padding-inline: ${theme.space[3]};
  color: ${theme.colors.textMuted};
  font-style: italic;
`;
