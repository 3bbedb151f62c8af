import { useState, type Ref } from 'react';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { Field, FieldDescription, FieldErrorText, FieldLabel } from '../TextField/TextField.styles';
import { Counter, HelpRow, StyledTextArea } from './TextArea.styles';
import type { RefProps } from '../styleProps';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'children' | 'type' | 'inputMode'>, RefProps<HTMLDivElement> {
  label: string;
  description?: string;
  /** A message from the server or the form; shown under the field and marks it invalid. */
  errorMessage?: string;
  placeholder?: string;
  /** Visible lines before it grows by dragging. */
  rows?: number;
  /** With `maxLength`, shows "used/max" under the field. */
  showCount?: boolean;
  /** The counter's text; `12/500` by default. */
  formatCount?: (length: number, maxLength: number) => string;
  /** The `<textarea>` itself, for callers that work with the caret (e.g. inserting a token where it stands). */
  inputRef?: Ref<HTMLTextAreaElement>;
}

const defaultCount = (length: number, max: number) => `${length}/${max}`;

/** Multi-line labelled text input with an optional character counter. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  showCount = false,
  formatCount = defaultCount,
  inputRef,
  onChange,
  ...props
}: TextAreaProps) {
  const [uncontrolledLength, setUncontrolledLength] = useState((props.defaultValue ?? '').length);
  const length = props.value !== undefined ? props.value.length : uncontrolledLength;
  const max = props.maxLength;
  const counter = showCount && max !== undefined;
  return (
    <Field
      {...props}
      isInvalid={Boolean(errorMessage) || props.isInvalid}
      onChange={(value) => {
        setUncontrolledLength(value.length);
        onChange?.(value);
      }}
    >
      <FieldLabel>{label}</FieldLabel>
      <StyledTextArea ref={inputRef} placeholder={placeholder} rows={rows} />
      {(description || counter) && (
        <HelpRow>
          {description && <FieldDescription slot="description">{description}</FieldDescription>}
          {counter && <Counter data-full={length >= max || undefined}>{formatCount(length, max)}</Counter>}
        </HelpRow>
      )}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </Field>
  );
}
