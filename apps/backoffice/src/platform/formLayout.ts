import styled from 'styled-components';

/**
 * A form's fields, one under the other. Their column may shrink below a field's content (a long option, an input's
 * own width): on a phone the form fits the screen instead of widening the page.
 */
export const FieldStack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
`;

/** Two fields side by side from the md breakpoint (start and end, name and product), stacked on a phone. */
export const FieldPair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: 1fr 1fr;
  }
`;
