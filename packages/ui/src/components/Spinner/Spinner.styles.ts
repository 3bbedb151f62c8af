import { keyframes, styled } from 'styled-components';
import { theme } from '../../theme/theme';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** The ring; its size comes from `data-size` on the wrapper, its colour from the text colour. */
export const Ring = styled.span`
  display: inline-block;
  flex: none;
  inline-size: 20px;
  block-size: 20px;
  border-radius: ${theme.radii.round};
  border: 2px solid currentColor;
  border-block-start-color: transparent;
  opacity: 0.9;
  animation: ${spin} 0.8s linear infinite;

  &[data-size='sm'] {
    inline-size: 14px;
    block-size: 14px;
  }
  &[data-size='lg'] {
    inline-size: 32px;
    block-size: 32px;
    border-width: 3px;
  }
`;

export const SpinnerRoot = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  color: ${theme.colors.primary};

  &[data-tone='inherit'] {
    color: inherit;
  }
`;

export const SpinnerText = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSize.sm};
`;
