import { useState } from 'react';
import { useValidationMessage } from '../../../i18n';
import { failureOf, issuesToFailure, NO_FAILURE, type Failure } from '../lib/failure';
import { useSingleFlight } from './useSingleFlight';

/** A shared schema's `safeParse` result, as far as a form needs it. */
type Checked<T> =
  { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> } };

/**
 * The submit of a small form: the schema's verdict first (nothing is sent while it fails), then the call; the
 * messages of either land under `fields` (the rest above the form), and the typed values are never touched. A
 * second submit while one is on its way (a double press) sends nothing more.
 */
export function useFormSubmit<F extends string>(fields: readonly F[]) {
  const [failure, setFailure] = useState<Failure<F>>(NO_FAILURE);
  const { run, pending } = useSingleFlight();
  const translate = useValidationMessage();

  async function submit<T>(checked: Checked<T>, send: (data: T) => Promise<void>) {
    if (!checked.success) return setFailure(issuesToFailure<F>(checked.error.issues, translate));
    await run(async () => {
      setFailure(NO_FAILURE);
      try {
        await send(checked.data);
      } catch (error) {
        setFailure(failureOf(error, fields));
      }
    });
  }

  /** The field's message belonged to the value just replaced. */
  const clear = (field: F) =>
    setFailure((current) =>
      current.fields[field] ? { fields: { ...current.fields, [field]: undefined }, message: current.message } : current,
    );

  return { failure, setFailure, pending, submit, clear };
}
