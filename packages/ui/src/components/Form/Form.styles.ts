import { Form as AriaForm } from 'react-aria-components';
import { styled } from 'styled-components';
import { theme } from '../../theme/theme';

export const StyledForm = styled(AriaForm)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

/** A row of buttons at the end of a form. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space[2]};
`;
