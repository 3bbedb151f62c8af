import { RadioButton, RadioField, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import { styled } from 'styled-components';
import { theme } from '../../theme/theme';

export const StyledRadioGroup = styled(AriaRadioGroup)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
`;

export const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};

  [data-orientation='horizontal'] > & {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${theme.space[5]};
  }
`;

export const StyledRadioField = styled(RadioField)`
  display: flex;
  flex-direction: column;

  [slot='description'] {
    padding-inline-start: 26px;
  }
`;

export const Dot = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  inline-size: 18px;
  block-size: 18px;
  margin-block-start: 2px;
  border: 2px solid ${theme.colors.border};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.surface};

  &::after {
    content: '';
    inline-size: 8px;
    block-size: 8px;
    border-radius: ${theme.radii.round};
    background: transparent;
  }
`;

export const StyledRadioButton = styled(RadioButton)`
  display: inline-flex;
  align-items: flex-start;
  gap: ${theme.space[2]};
  color: ${theme.colors.text};
  cursor: pointer;

  &[data-hovered] ${Dot} {
    border-color: ${theme.colors.primary};
  }
  &[data-selected] ${Dot} {
    border-color: ${theme.colors.primary};
  }
  &[data-selected] ${Dot}::after {
    background: ${theme.colors.primary};
  }
  &[data-pressed] ${Dot} {
    filter: brightness(0.9);
  }
  &[data-focus-visible] ${Dot} {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }
  &[data-invalid] ${Dot} {
    border-color: ${theme.colors.danger};
  }
  &[data-disabled] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &[data-readonly] {
    cursor: default;
  }
`;
