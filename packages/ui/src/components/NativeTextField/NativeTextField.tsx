import { useId, type InputHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { fieldBox, fieldDescriptionLook, fieldErrorLook, fieldInputLook, fieldLabelLook } from '../TextField/fieldLook';
import type { RefProps, StyleProps } from '../styleProps';

const Field = styled.div`
  ${fieldBox}
`;
const Label = styled.label`
  ${fieldLabelLook}
`;
const Input = styled.input`
  ${fieldInputLook}
`;
const Description = styled.span`
  ${fieldDescriptionLook}
`;
const ErrorText = styled.span`
  ${fieldErrorLook}
`;

export interface NativeTextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'style' | 'children'>, StyleProps, RefProps<HTMLDivElement> {
  label: string;
  description?: string;
  /** A message from the server or the form; shown under the field, marks it invalid and is announced with it. */
  errorMessage?: string;
}

/**
 * TextField's look and labelling on a plain HTML `<input>`, without react-aria: for the pages that must load light
 * (the sign-in pages) and forms that must work before any script runs. It takes the DOM's props (`required`,
 * `disabled`, `onChange` with the event) and does not join the kit's `Form` validation (`validationErrors`): show
 * the server's messages through `errorMessage`. Anywhere else, use TextField. `className`, `style` and `ref` are
 * the outer box's; every other prop is the input's.
 */
export function NativeTextField({ label, description, errorMessage, className, style, ref, id, ...input }: NativeTextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const errorId = errorMessage ? `${inputId}-error` : undefined;
  const describedBy = [input['aria-describedby'], descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Field ref={ref} className={className} style={style}>
      <Label htmlFor={inputId}>{label}</Label>
      <Input {...input} id={inputId} aria-invalid={errorMessage ? true : input['aria-invalid']} aria-describedby={describedBy} />
      {description && <Description id={descriptionId}>{description}</Description>}
      {errorMessage && <ErrorText id={errorId}>{errorMessage}</ErrorText>}
    </Field>
  );
}
