import { FieldError, Input, Label, Text, TextField as AriaTextField } from 'react-aria-components';
import { styled } from 'styled-components';

export const Field = styled(AriaTextField)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const FieldLabel = styled(Label)`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

export const FieldInput = styled(Input)`
  min-block-size: 38px;
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  &[data-focused] {
    border-color: ${({ theme }) => theme.colors.primary};
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 0;
  }
  &[data-invalid] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &[data-disabled] {
    opacity: 0.6;
  }
`;

export const FieldDescription = styled(Text)`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldErrorText = styled(FieldError)`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.colors.danger};
`;
