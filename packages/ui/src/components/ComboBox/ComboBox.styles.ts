import { ComboBox as AriaComboBox } from 'react-aria-components';
import { styled } from 'styled-components';
import { theme } from '../../theme/theme';

export const StyledComboBox = styled(AriaComboBox<object, 'single'>)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
`;

/** Holds the loading ring inside the field, before the open button. */
export const Status = styled.span`
  display: inline-flex;
  align-items: center;
  padding-inline: ${theme.space[2]};
`;
