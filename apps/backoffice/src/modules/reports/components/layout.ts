import styled from 'styled-components';

/** The report's sections, one under the other. */
export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;
/** Two sections side by side when there is room. */
export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
`;
export const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
