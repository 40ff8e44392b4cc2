import { addDays, parisDate, parisInstant } from '@boucherie/contract';

/**
 * The order date chosen for a customer until they pick one: tomorrow at 06:00 in Paris (specification,
 * section 9), as an instant (ISO string) the order API reads as its day in Europe/Paris.
 */
export function defaultOrderDate(now: Date = new Date()): string {
  return parisInstant(addDays(parisDate(now), 1), '06:00').toISOString();
}
