import { styled } from 'styled-components';

export const Message = styled.div`
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;

  p {
    margin: 0;
  }
`;
