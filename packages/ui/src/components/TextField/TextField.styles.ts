import { FieldError, Input, Label, Text, TextField as AriaTextField } from 'react-aria-components';
import { styled } from 'styled-components';
import { theme } from '../../theme/theme';

export const Field = styled(AriaTextField)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
`;

export const FieldLabel = styled(Label)`
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};
  color: ${theme.colors.text};
`;

export const FieldInput = styled(Input)`
  min-block-size: 38px;
  padding-block: ${theme.space[2]};
  padding-inline: ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;

  &[data-focused] {
    border-color: ${theme.colors.primary};
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 0;
  }
  &[data-invalid] {
    border-color: ${theme.colors.danger};
  }
  &[data-disabled] {
    opacity: 0.6;
  }
`;

export const FieldDescription = styled(Text)`
  font-size: ${theme.fontSize.xs};
  color: ${theme.colors.textMuted};
`;

export const FieldErrorText = styled(FieldError)`
  font-size: ${theme.fontSize.xs};
  color: ${theme.colors.danger};
`;
