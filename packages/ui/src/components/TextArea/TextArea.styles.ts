import { TextArea as AriaTextArea } from 'react-aria-components';
import { styled } from 'styled-components';
import { theme } from '../../theme/theme';
import { fieldInputLook } from '../TextField/fieldLook';

export const StyledTextArea = styled(AriaTextArea)`
  ${fieldInputLook}
  min-block-size: 76px;
  line-height: 1.5;
  resize: vertical;

  &[data-disabled] {
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
