/** Adds amounts in reais as whole cents, so a selection's total is exact (0,10 + 0,20 is 0,30). */
export const addCents = (amounts: readonly number[]): number => amounts.reduce((sum, value) => sum + Math.round(value * 100), 0) / 100;
