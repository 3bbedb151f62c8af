import { SwitchButton, SwitchField } from 'react-aria-components';
import { styled } from 'styled-components';
import { theme } from '../../theme/theme';

export const StyledSwitchField = styled(SwitchField)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};

  [slot='description'] {
    padding-inline-start: 46px;
  }
`;

/** The track; its thumb sits at the inline start, and at the inline end when on (mirrors in rtl by itself). */
export const Track = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: flex-start;
  flex: none;
  inline-size: 36px;
  block-size: 20px;
  padding: 2px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.border};
  transition: background-color ${theme.durations.fast};
`;

export const Thumb = styled.span`
  inline-size: 16px;
  block-size: 16px;
  border-radius: ${theme.radii.round};
  background: #ffffff;
  box-shadow: ${theme.shadows.sm};
`;

export const StyledSwitchButton = styled(SwitchButton)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  color: ${theme.colors.text};
  cursor: pointer;

  &[data-selected] ${Track} {
    justify-content: flex-end;
    background: ${theme.colors.primary};
  }
  &[data-hovered] ${Track} {
    filter: brightness(0.95);
  }
  &[data-pressed] ${Track} {
    filter: brightness(0.88);
  }
  &[data-focus-visible] ${Track} {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }
  &[data-disabled] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &[data-readonly] {
    cursor: default;
  }
`;
