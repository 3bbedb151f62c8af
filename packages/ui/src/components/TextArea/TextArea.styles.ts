import { TextArea as AriaTextArea } from 'react-aria-components';
import { styled } from 'styled-components';
import { theme } from '../../theme/theme';

export const StyledTextArea = styled(AriaTextArea)`
  min-block-size: 76px;
  padding-block: ${theme.space[2]};
  padding-inline: ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  line-height: 1.5;
  resize: vertical;

  &[data-focused] {
    border-color: ${theme.colors.primary};
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 0;
  }
  &[data-invalid] {
    border-color: ${theme.colors.danger};
  }
  &[data-disabled] {
    opacity: 0.6;
    resize: none;
  }
`;

/** Description on the start side, character count on the end side. */
export const HelpRow = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space[2]};
  align-items: baseline;
`;

export const Counter = styled.span`
  margin-inline-start: auto;
  font-size: ${theme.fontSize.xs};
  color: ${theme.colors.textMuted};
  font-variant-numeric: tabular-nums;

  &[data-full] {
    color: ${theme.colors.danger};
  }
`;
