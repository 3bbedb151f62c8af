import { styled } from 'styled-components';
import { theme } from '../../theme/theme';

export const Message = styled.div`
  color: ${theme.colors.text};
  overflow-wrap: anywhere;

  p {
    margin: 0;
  }
`;
