import { ApiError, ValidationError } from '@retoma/api-client';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useValidationMessage } from '../../../i18n';
import { useSalesLinksT } from '../messages';

/** What the form needs of a zod schema: `safeParse`, with messages per field path. */
interface FormSchema<Output> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: Output }
    | { success: false; error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> } };
}

export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

interface Options<Values, Output> {
  initial: Values;
  /** The write schema the server validates with: checked before anything is sent. */
  schema: FormSchema<Output>;
  /** Sends the checked input; a rejection keeps the form open with what went wrong. */
  save: (input: Output) => Promise<unknown>;
  onSaved: () => void;
}

/** The first control marked invalid (a field, or inside a group). */
const INVALID = '[aria-invalid="true"]';
const CONTROL = 'input:not([type="hidden"]), textarea, button';

/**
 * A form's values, the schema's messages on their fields before sending and the server's 422 messages on the same
 * fields after (a summary for the others). Nothing typed is lost on an error; the first field in error gets the
 * focus, so keyboard and screen-reader users land on it.
 */
export function useFormState<Values extends object, Output>({ initial, schema, save, onSaved }: Options<Values, Output>) {
  const t = useSalesLinksT();
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
    for (const [name, message] of Object.entries(messages)) {
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
      // The message was about the previous value.
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    formRef.current = event.currentTarget;
    const checked = schema.safeParse(values);
    if (!checked.success) {
      const messages: Record<string, string> = {};
      for (const issue of checked.error.issues) messages[String(issue.path[0] ?? '')] ??= translateMessage(issue.message);
      show(messages);
      return;
    }
    setPending(true);
    setSummary(undefined);
    try {
      await save(checked.data);
      onSaved();
    } catch (error) {
      if (error instanceof ValidationError) show(error.fieldMessages(), error.message);
      else if (error instanceof ApiError) show({}, error.message);
      else show({}, t('salesLinks.form.saveFailed'));
    } finally {
      setPending(false);
    }
  }

  return { values, set, errors, summary, pending, submit };
}
