import type { FastifyRequest } from 'fastify';

/** `localhost`, `127.0.0.1` or `[::1]`, with or without a port: the only Host headers a link may follow. */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

/**
 * The address a request came in on when it is a loopback one ("http://127.0.0.1:3000"), else undefined. Without
 * PUBLIC_URL (a laptop), the payment provider's return link follows it, so that a customer who came in on
 * 127.0.0.1 comes back to the same origin and its session cookie. Any other Host header is never trusted: it
 * could send a customer's return to someone else's site.
 */
export function loopbackOrigin(request: FastifyRequest): string | undefined {
  const host = request.headers.host ?? '';
  return LOOPBACK_HOST.test(host) ? `http://${host.toLowerCase()}` : undefined;
}
