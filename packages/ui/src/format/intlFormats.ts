// Intl's formatters, made once per language and options: building one costs far more than formatting with it (a
// list of 25 tickets with three dates a row spent a quarter of its render building them), and they are immutable.

const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

function once<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  kind: string,
  locale: string,
  options: object,
  make: () => T,
): T {
  // The call sites write their options in a fixed order, so the same options give the same key.
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  let formatter = made.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  once('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  once('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const relativeTimeFormat = (locale: string, options: Intl.RelativeTimeFormatOptions) =>
  once('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
