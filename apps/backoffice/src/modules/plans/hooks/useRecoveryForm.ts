import { ApiError, ValidationError } from '@retoma/api-client';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useValidationMessage } from '../../../i18n';

/** What the form needs of a zod schema: `safeParse`, with messages per field path. */
export interface FormSchema<Output> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: Output }
    | { success: false; error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> } };
}

export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

export interface RecoveryFormOptions<Values, Output> {
  initial: Values;
  /** The write schema the server validates with: checked before anything is sent. */
  schema: FormSchema<Output>;
  /** Sends the checked input; a rejection keeps the form open with what went wrong. */
  save: (input: Output) => Promise<unknown>;
  onSaved: (result: unknown) => void;
  /** The summary when the failure is not the server's (the network went away). */
  failedText: string;
}

const INVALID = '[aria-invalid="true"]';
const CONTROL = 'input:not([type="hidden"]), textarea, button, [contenteditable="true"]';

/**
 * A plan or campaign form: its values, the schema's messages on their fields before sending, the server's 422
 * messages on the same fields after (anything else in a summary), nothing typed lost on an error, and the focus on
 * the first field in error so keyboard and screen-reader users land on it.
 */
export function useRecoveryForm<Values extends object, Output>({
  initial,
  schema,
  save,
  onSaved,
  failedText,
}: RecoveryFormOptions<Values, Output>) {
  const translateMessage = useValidationMessage();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [summary, setSummary] = useState<string>();
  const [pending, setPending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);

  useEffect(() => {
    if (attempt === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>(INVALID);
    const control = invalid?.matches(CONTROL) ? invalid : invalid?.querySelector<HTMLElement>(CONTROL);
    control?.focus();
  }, [attempt]);

  const isField = (name: string): name is Extract<keyof Values, string> => Object.hasOwn(initial, name);

  function show(messages: Record<string, string>, fallback?: string) {
    const onFields: FieldErrors<Values> = {};
    const elsewhere: string[] = [];
    for (const [path, message] of Object.entries(messages)) {
      // A nested setting (`config.checkout_url`) is a field of its own on screen.
      const name = path.split('.').at(-1) ?? path;
      if (isField(name)) onFields[name] ??= message;
      else elsewhere.push(message);
    }
    setErrors(onFields);
    setSummary(elsewhere.length > 0 ? elsewhere.join(' ') : fallback);
    setAttempt((count) => count + 1);
  }

  function set<K extends keyof Values>(field: K) {
    return (value: Values[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    };
  }

  /** Sends `values` (or the form's values with `extra` on top, e.g. a confirmed replacement). */
  async function send(extra?: Partial<Output>) {
    const checked = schema.safeParse({ ...values, ...extra });
    if (!checked.success) {
      const messages: Record<string, string> = {};
      for (const issue of checked.error.issues) messages[issue.path.map(String).join('.')] ??= translateMessage(issue.message);
      show(messages);
      return;
    }
    setPending(true);
    setSummary(undefined);
    try {
      onSaved(await save(checked.data));
    } catch (error) {
      if (error instanceof ValidationError) show(error.fieldMessages(), error.message);
      else if (error instanceof ApiError) throw error;
      else show({}, failedText);
    } finally {
      setPending(false);
    }
  }

  /**
   * The form's submit. A refusal other than a validation one (a 409 conflict) is handed to `onRefused` so the
   * screen may ask what to do; without it, its message is the summary.
   */
  function submit(onRefused?: (error: ApiError) => void) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      formRef.current = event.currentTarget;
      try {
        await send();
      } catch (error) {
        if (error instanceof ApiError && onRefused) onRefused(error);
        else if (error instanceof ApiError) show({}, error.message);
      }
    };
  }

  return { values, set, errors, summary, pending, submit, send, setSummary };
}
