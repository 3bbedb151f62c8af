import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { Field, FieldDescription, FieldErrorText, FieldInput, FieldLabel } from './TextField.styles';
import type { RefProps } from '../styleProps';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'>, RefProps<HTMLDivElement> {
  label: string;
  description?: string;
  /** A message from the server or the form; shown under the field and marks it invalid. */
  errorMessage?: string;
  placeholder?: string;
}

/** Labelled text input; an `errorMessage` marks it invalid and is announced with the field. */
export function TextField({ label, description, errorMessage, placeholder, ...props }: TextFieldProps) {
  return (
    <Field {...props} isInvalid={Boolean(errorMessage) || props.isInvalid}>
      <FieldLabel>{label}</FieldLabel>
      <FieldInput placeholder={placeholder} />
      {description && <FieldDescription slot="description">{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </Field>
  );
}
