import styled from 'styled-components';

/** A form's fields, one under the other. */
export const FieldStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Two fields side by side from the md breakpoint (start and end, name and product), stacked on a phone. */
export const FieldPair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: 1fr 1fr;
  }
`;
