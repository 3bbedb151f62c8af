import { TextField as AriaTextField } from 'react-aria-components';
import { styled } from 'styled-components';

export const StyledMoneyField = styled(AriaTextField)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};

  input {
    text-align: end;
  }
`;
