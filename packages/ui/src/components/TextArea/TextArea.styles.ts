import { TextArea as AriaTextArea } from 'react-aria-components';
import { styled } from 'styled-components';

export const StyledTextArea = styled(AriaTextArea)`
  min-block-size: 76px;
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  line-height: 1.5;
  resize: vertical;

  &[data-focused] {
    border-color: ${({ theme }) => theme.colors.primary};
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 0;
  }
  &[data-invalid] {
    border-color: ${({ theme }) => theme.colors.danger};
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
  gap: ${({ theme }) => theme.space[2]};
  align-items: baseline;
`;

export const Counter = styled.span`
  margin-inline-start: auto;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;

  &[data-full] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
