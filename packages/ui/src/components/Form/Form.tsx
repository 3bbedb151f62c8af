import { useMemo } from 'react';
import type { FormProps as AriaFormProps } from 'react-aria-components';
import { Alert } from '../Alert';
import { StyledForm } from './Form.styles';
import type { RefProps } from '../styleProps';

/** Server validation errors as the API sends them (422 `errors`): field name → list of messages. */
export type ServerErrors = Record<string, readonly string[] | string>;

/** The messages of one field, joined with commas (`['Obrigatório', 'Inválido']` → `Obrigatório, Inválido`). */
export function joinServerErrors(messages: readonly string[] | string): string {
  return typeof messages === 'string' ? messages : messages.join(', ');
}

export interface FormProps extends Omit<AriaFormProps, 'validationErrors'>, RefProps<HTMLFormElement> {
  /**
   * Errors from the server, shown on the field whose `name` matches the key and marking it invalid until the
   * user changes it.
   */
  serverErrors?: ServerErrors;
  /** A message for the whole form (the 422 body's `message`, a 500...), shown at the top as an alert. */
  errorSummary?: string;
}

/**
 * A form on react-aria's Form: native submit (Enter works), required/invalid fields blocked before submit,
 * and server validation errors placed on the matching fields.
 */
export function Form({ serverErrors, errorSummary, children, ...props }: FormProps) {
  const validationErrors = useMemo(
    () =>
      serverErrors
        ? Object.fromEntries(Object.entries(serverErrors).map(([field, messages]) => [field, joinServerErrors(messages)]))
        : undefined,
    [serverErrors],
  );
  return (
    <StyledForm {...props} validationErrors={validationErrors}>
      {errorSummary && <Alert tone="danger">{errorSummary}</Alert>}
      {children}
    </StyledForm>
  );
}
