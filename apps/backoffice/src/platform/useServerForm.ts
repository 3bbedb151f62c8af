import { ApiError, ConflictError, ValidationError } from '@retoma/api-client';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useValidationMessage } from '../i18n';

/** What the form needs of a zod schema: `safeParse`, with messages per field path. */
export interface FormSchema<Output> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: Output }
    | { success: false; error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> } };
}

export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

export interface ServerFormOptions<Values, Output, Saved> {
  initial: Values | (() => Values);
  /** The write schema the server validates with: checked before anything is sent. */
  schema: FormSchema<Output>;
  /** Sends the checked input; a rejection keeps the form open with what went wrong. */
  save: (input: Output) => Promise<Saved>;
  /** What follows a save (close, navigate, toast); still part of the save, so the form stays pending until it ends. */
  onSaved?: (saved: Saved) => void | Promise<void>;
  /** The summary when the failure is not the server's word (the network went away). */
  saveFailed: string;
  /** Fields the form shows beyond the keys of `initial` (an optional one, such as a logo that is absent to keep it). */
  optionalFields?: readonly string[];
  /** A 409 the screen answers itself (asking to replace what is in the way); without it the message is the summary. */
  onConflict?: (message: string) => void;
}

/** The first control marked invalid: a field, or the first control inside a marked group (radio group, editor). */
const INVALID = '[aria-invalid="true"]';
const CONTROL = 'input:not([type="hidden"]), textarea, button, [contenteditable="true"]';

/**
 * A form that writes to the server: its values, the schema's messages on their fields before sending, the server's
 * 422 messages on the same fields after, and a summary for anything else (a 409, a message about a field the form
 * does not show). Nothing typed is lost on an error, and the first field in error takes the focus, so keyboard and
 * screen-reader users land on it.
 */
export function useServerForm<Values extends object, Output, Saved = unknown>({
  initial,
  schema,
  save,
  onSaved,
  saveFailed,
  optionalFields = [],
  onConflict,
}: ServerFormOptions<Values, Output, Saved>) {
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

  const isField = (name: string | undefined): name is Extract<keyof Values, string> =>
    name !== undefined && (Object.hasOwn(values, name) || optionalFields.includes(name));

  /**
   * The form's field a message's path names: the path itself, its first part (`produtos.2` is about the product
   * list) or its last (`config.checkout_url` is a field of its own on screen).
   */
  function fieldOf(path: string): Extract<keyof Values, string> | undefined {
    const parts = path.split('.');
    return [path, parts[0], parts.at(-1)].find(isField);
  }

  /** Puts each message on its field; those of fields this form does not show go to the summary. */
  function show(messages: Record<string, string>, fallback?: string) {
    const onFields: FieldErrors<Values> = {};
    const elsewhere: string[] = [];
    for (const [path, message] of Object.entries(messages)) {
      const field = fieldOf(path);
      if (field) onFields[field] ??= message;
      else elsewhere.push(message);
    }
    setErrors(onFields);
    setSummary(elsewhere.length > 0 ? elsewhere.join(' ') : fallback);
    setAttempt((count) => count + 1);
  }

  /** Writes fields; their messages go (they were about the previous values). */
  function patch(changes: Partial<Values>) {
    setValues((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const kept = { ...current };
      for (const field of Object.keys(changes) as Array<keyof Values>) delete kept[field];
      return kept;
    });
  }

  const set =
    <K extends keyof Values>(field: K) =>
    (value: Values[K]) =>
      patch({ [field]: value } as unknown as Partial<Values>);

  /** A message of the form's own, found before anything is sent (a file of the wrong type or size). */
  const flag = (field: keyof Values, message: string | undefined) => setErrors((current) => ({ ...current, [field]: message }));

  /** Checks and saves the values, with `extra` on top (a confirmed choice such as replacing what was in the way). */
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
      const saved = await save(checked.data);
      await onSaved?.(saved);
    } catch (error) {
      if (error instanceof ValidationError) show(error.fieldMessages(), error.message);
      else if (error instanceof ConflictError && onConflict) onConflict(error.message);
      else if (error instanceof ApiError) show({}, error.message);
      else show({}, saveFailed);
    } finally {
      setPending(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    formRef.current = event.currentTarget;
    await send();
  }

  return { values, setValues, set, patch, flag, errors, summary, pending, submit, send };
}
