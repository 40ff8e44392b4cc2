/** Integer cents (database) to euros with two decimals (API). */
export const toEuros = (cents: number): number => Math.round(cents) / 100;
