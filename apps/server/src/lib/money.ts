/** Integer cents (database) to euros with two decimals (API). */
export const toEuros = (cents: number): number => Math.round(cents) / 100;

const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** Euros as French text for messages: 12.5 → "12,50 €". */
export const formatEuros = (amount: number): string => EUROS.format(amount);
