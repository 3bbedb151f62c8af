import { FieldError, Input, Label, Text, TextField as AriaTextField } from 'react-aria-components';
import { styled } from 'styled-components';
import { fieldBox, fieldDescriptionLook, fieldErrorLook, fieldInputLook, fieldLabelLook } from './fieldLook';

export const Field = styled(AriaTextField)`
  ${fieldBox}
`;

export const FieldLabel = styled(Label)`
  ${fieldLabelLook}
`;

export const FieldInput = styled(Input)`
  ${fieldInputLook}
`;

export const FieldDescription = styled(Text)`
  ${fieldDescriptionLook}
`;

export const FieldErrorText = styled(FieldError)`
  ${fieldErrorLook}
`;
