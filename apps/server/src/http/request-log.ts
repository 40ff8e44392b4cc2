import { redactSecrets } from '@boucherie/contract';
import type { FastifyRequest } from 'fastify';

/**
 * How the request log shows a request: Fastify's own fields, with the secrets of the address hidden.
 * A password-reset or staff-invitation link (`/account/reset-password?token=…`, valid for days) would
 * otherwise sit in every log file, backup and log shipper that keeps the request line.
 */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
