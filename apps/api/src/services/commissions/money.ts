// Every amount of a commission is reckoned in integer cents: reais with two decimals (numeric in the database,
// a number on the wire) go in and out through here only, so no sum ever meets a floating-point fraction.

/** Reais (at most two decimals, as numeric(12,2) holds them) as whole cents. */
export const toCents = (reais: number | string): number => Math.round(Number(reais) * 100);

/** Whole cents as reais for the database and the wire. */
export const toReais = (cents: number): number => cents / 100;

/** `percent` (up to two decimals) of an amount in cents, rounded half up to the cent, in exact integer arithmetic. */
export function percentOf(cents: number, percent: number): number {
  const basisPoints = BigInt(Math.round(percent * 100));
  const scaled = BigInt(cents) * basisPoints;
  return Number((scaled + 5000n) / 10000n);
}

/** The sum of amounts in reais, added as cents. */
export const sumReais = (amounts: Array<number | string>): number =>
  toReais(amounts.reduce<number>((sum, value) => sum + toCents(value), 0));
