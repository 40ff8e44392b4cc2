import type { FastifyRequest } from 'fastify';

/**
 * Whether a request is for the API, read from the route that matched: the router decodes the path before it
 * matches (`/%61pi/accounts/login` is `/api/accounts/login`), so a test of the URL as sent let such a
 * spelling past the same-origin guard. A request no route matched is read from its path (it gets a 404).
 */
export function isApiRequest(request: FastifyRequest): boolean {
  return /^\/api(\/|\?|$)/.test(request.routeOptions.url ?? request.url);
}
