import { Link as AriaLink } from 'react-aria-components';
import { styled } from 'styled-components';
import { theme } from '../../theme/theme';

export const StyledLink = styled(AriaLink)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  color: ${theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  border-radius: ${theme.radii.sm};

  &[data-variant='standalone'] {
    font-weight: ${theme.fontWeight.semibold};
    text-decoration: none;
  }
  &[data-variant='standalone'][data-hovered] {
    text-decoration: underline;
  }
  &[data-variant='subtle'] {
    color: inherit;
  }

  &[data-hovered] {
    text-decoration-thickness: 2px;
  }
  &[data-pressed] {
    filter: brightness(0.85);
  }
  &[data-focus-visible] {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }
  &[data-current] {
    color: ${theme.colors.text};
    text-decoration: none;
    cursor: default;
  }
  &[data-disabled] {
    color: ${theme.colors.textMuted};
    text-decoration: none;
    cursor: not-allowed;
  }
`;

/** Text only for assistive technology (e.g. "opens in a new tab"). */
export const VisuallyHiddenText = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
