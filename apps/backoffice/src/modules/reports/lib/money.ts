/**
 * The reports' amounts arrive in integer cents. They are written as decimal text built from the integer (never
 * divided as a float), so the screen, its tables and the CSV show exactly what the server summed.
 */

/** `123456` → `1234.56` (a numeric string the kit's formatters take). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** `123456` → `1234,56`: what a spreadsheet in Brazil reads as a number. */
export const centsToSpreadsheet = (cents: number) => centsToDecimal(cents).replace('.', ',');
