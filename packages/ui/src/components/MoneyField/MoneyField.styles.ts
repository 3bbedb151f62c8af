import { TextField as AriaTextField } from 'react-aria-components';
import { styled } from 'styled-components';
import { theme } from '../../theme/theme';

export const StyledMoneyField = styled(AriaTextField)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};

  input {
    text-align: end;
  }
`;
