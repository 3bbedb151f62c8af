import { styled } from 'styled-components';
import { theme } from '../../theme/theme';

export const Root = styled.div`
  color: ${theme.colors.text};
  line-height: 1.5;
  overflow-wrap: anywhere;

  > :first-child {
    margin-block-start: 0;
  }
  > :last-child {
    margin-block-end: 0;
  }
  p {
    margin-block: 0 ${theme.space[3]};
  }
  [data-heading] {
    font-weight: ${theme.fontWeight.semibold};
  }
  a {
    color: ${theme.colors.primary};
  }
  ul,
  ol {
    margin-block: 0 ${theme.space[3]};
    padding-inline-start: ${theme.space[5]};
  }
  blockquote {
    margin-inline: 0;
    padding-inline-start: ${theme.space[3]};
    border-inline-start: 3px solid ${theme.colors.border};
    color: ${theme.colors.textMuted};
  }
  pre {
    white-space: pre-wrap;
  }
  table {
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${theme.space[1]} ${theme.space[2]};
    border: 1px solid ${theme.colors.border};
    text-align: start;
  }
`;
