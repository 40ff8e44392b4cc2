import { addDays, parisDate } from '@boucherie/contract';

// The web's one « today in Paris », over the contract's Paris time (packages/contract/src/paris-time.ts): a
// customer abroad or a server in UTC sees the shop's day.

/** The Paris day (YYYY-MM-DD) of an instant or of an ISO string. */
export const parisDay = (at: Date | string): string => parisDate(typeof at === 'string' ? new Date(at) : at);

/** Today in Paris, as YYYY-MM-DD. */
export const todayInParis = (now: Date = new Date()): string => parisDate(now);

/** Tomorrow in Paris, as YYYY-MM-DD. */
export const tomorrowInParis = (now: Date = new Date()): string => addDays(todayInParis(now), 1);
