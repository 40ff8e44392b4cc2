import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ZodType, z } from 'zod';

/** A JSON answer serialised once and kept, with its entity tag. */
export type CachedAnswer = { body: string; etag: string };

/**
 * Weak tags: the same JSON text has the same tag, whatever compression (ours, or the proxy's) the bytes
 * then travel in; `If-None-Match` compares weakly anyway (RFC 9110, 13.1.2).
 */
export const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

export const answerOf = (body: string): CachedAnswer => ({ body, etag: etagOf(body) });

/** The JSON the route's serialiser would write: the contract's schema encodes, then JSON.stringify. */
export const jsonOf = <T extends ZodType>(schema: T, value: z.input<T>) =>
  JSON.stringify(z.encode(schema, value as never));

/** A route's documented 304: no body (the OpenAPI document describes it without content). */
export const NotModified = z.null();

/** True when `If-None-Match` holds the tag (weak comparison) or `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}

/**
 * Sends a kept answer: `ETag`, `Cache-Control` (`no-cache`: every use asks again, so a change shows on the
 * very next request) and 304 when the client's copy is current. Per-viewer answers are `private` and
 * vary with the session cookie; public ones are the same for everyone.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  scope: 'public' | 'private',
) {
  reply.header('etag', answer.etag);
  reply.header('cache-control', `${scope}, no-cache`);
  if (scope === 'private') reply.header('vary', 'cookie');
  if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  // A string with a JSON type goes out as it is: no second serialisation.
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
