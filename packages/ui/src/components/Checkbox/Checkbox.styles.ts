import { CheckboxButton, CheckboxField } from 'react-aria-components';
import { styled } from 'styled-components';
import { theme } from '../../theme/theme';
import { choiceBoxLook } from '../TextField/fieldLook';

export const StyledCheckboxField = styled(CheckboxField)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};

  [slot='description'] {
    padding-inline-start: 26px;
  }
  [slot='errorMessage'] {
    padding-inline-start: 26px;
  }
`;

export const Box = styled.span`
  ${choiceBoxLook}
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.onPrimary};
`;

export const StyledCheckboxButton = styled(CheckboxButton)`
  display: inline-flex;
  align-items: flex-start;
  gap: ${theme.space[2]};
  color: ${theme.colors.text};
  cursor: pointer;

  &[data-hovered] ${Box} {
    border-color: ${theme.colors.primary};
  }
  &[data-selected] ${Box}, &[data-indeterminate] ${Box} {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primary};
  }
  &[data-pressed] ${Box} {
    filter: brightness(0.9);
  }
  &[data-focus-visible] ${Box} {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }
  &[data-invalid] ${Box} {
    border-color: ${theme.colors.danger};
  }
  &[data-invalid][data-selected] ${Box} {
    background: ${theme.colors.danger};
  }
  &[data-disabled] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &[data-readonly] {
    cursor: default;
  }
`;
