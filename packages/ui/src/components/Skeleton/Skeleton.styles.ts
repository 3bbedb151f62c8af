import { keyframes, styled } from 'styled-components';
import { theme } from '../../theme/theme';

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

export const Bone = styled.span`
  display: block;
  block-size: 1em;
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceMuted};
  animation: ${pulse} 1.6s ease-in-out infinite;

  &[data-variant='text'] {
    block-size: 0.8em;
    margin-block: 0.35em;
  }
  &[data-variant='rect'] {
    block-size: 96px;
    border-radius: ${theme.radii.md};
  }
  &[data-variant='circle'] {
    inline-size: 40px;
    block-size: 40px;
    border-radius: ${theme.radii.round};
  }
`;

export const Lines = styled.span`
  display: block;

  > :last-child:not(:first-child) {
    inline-size: 60%;
  }
`;
