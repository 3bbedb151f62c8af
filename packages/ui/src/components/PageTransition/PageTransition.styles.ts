import { keyframes, styled } from 'styled-components';
import { theme } from '../../theme/theme';

/** Zoom-fade: the new page grows from 98 % while fading in. */
export const zoomFade = keyframes`
  from {
    opacity: 0;
    transform: scale(0.98);
  }
  to {
    opacity: 1;
    transform: none;
  }
`;

export const Root = styled.div`
  min-inline-size: 0;
  transform-origin: 50% 0;

  &[data-motion='full'] {
    animation: ${zoomFade} ${theme.durations.normal} cubic-bezier(0.2, 0, 0, 1) both;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
