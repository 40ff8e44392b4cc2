import type { LightMyRequestResponse } from 'fastify';

/** How many requests the burst tests send at once: enough to outnumber every pool and every limit. */
export const BURST = 50;

/**
 * Sends `count` requests at once, as a script would, and answers them in the order they were sent (typed as
 * sent: `t.call`'s answers keep their `answer`).
 */
export const burst = <R extends LightMyRequestResponse>(send: (i: number) => Promise<R>, count = BURST) =>
  Promise.all(Array.from({ length: count }, (_, i) => send(i)));

/** How many answers had each status, e.g. { 400: 10, 429: 40 }. */
export function statuses(answers: LightMyRequestResponse[]) {
  const counts: Record<number, number> = {};
  for (const res of answers) counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
  return counts;
}
