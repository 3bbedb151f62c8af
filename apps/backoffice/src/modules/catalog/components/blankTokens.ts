import type { FormSchema } from '../../../platform/useServerForm';

/** A token field left empty is a token not given (the schema would otherwise call it an empty token). */
export function blankTokensLeftOut<Output>(schema: FormSchema<Output>): FormSchema<Output> {
  return {
    safeParse: (value) => {
      const values = { ...(value as Record<string, unknown>) };
      for (const key of ['token', 'token2', 'token3']) if (values[key] === '') values[key] = undefined;
      return schema.safeParse(values);
    },
  };
}
