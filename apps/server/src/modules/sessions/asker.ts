import type { FastifyRequest } from 'fastify';
import type { Viewer } from './sessions.js';

/**
 * Who asks and when: the viewer, their favourites as read with their session (request.favourites), the
 * request's instant and its arrival mark (ADR 026).
 */
export type Asker = { viewer: Viewer; favourites: ReadonlySet<number> | null; now: Date; arrival: number };

/** The asker of a request. */
export const askerOf = (request: FastifyRequest, now: Date): Asker => ({
  viewer: request.viewer,
  favourites: request.favourites,
  now,
  arrival: request.arrival,
});
