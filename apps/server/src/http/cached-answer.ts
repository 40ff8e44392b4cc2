import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ZodType, z } from 'zod';
import { COMPRESS_FROM, chooseEncoding, type Encoding } from './encoding.js';

/**
 * A JSON answer serialised once and kept, with its entity tag and its bytes (as they are, and compressed), each
 * made on first use: compressing the 23 kB list for every request cost more than the whole rest of it (ADR 026).
 */
export type CachedAnswer = {
  body: string;
  etag: string;
  encoded: Partial<Record<Encoding | 'identity', Buffer>>;
};

/**
 * Route config for routes that answer with sendCached: it compresses, the compression plugin stays out (the
 * plugin reads `config.compress` before the route's own option).
 */
export const CACHED_ROUTE = { compress: false, decompress: false } as const;

/**
 * Weak tags: the same JSON text has the same tag, whatever compression (ours, or the proxy's) the bytes
 * then travel in; `If-None-Match` compares weakly anyway (RFC 9110, 13.1.2).
 */
export const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

export const answerOf = (body: string): CachedAnswer => ({ body, etag: etagOf(body), encoded: {} });

/** The JSON the route's serialiser would write: the contract's schema encodes, then JSON.stringify. */
export const jsonOf = <T extends ZodType>(schema: T, value: z.input<T>) =>
  JSON.stringify(z.encode(schema, value as never));

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
  reply.header('vary', scope === 'private' ? 'cookie, accept-encoding' : 'accept-encoding');
  if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = answer.body.length >= COMPRESS_FROM ? chooseEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) {
    // Bytes, not the string: Node would join a string body to the headers in a new string for each answer,
    // 23 kB of garbage per list that outlives the young generation under load (ADR 029).
    answer.encoded.identity ??= Buffer.from(answer.body);
    return reply.send(answer.encoded.identity);
  }
  answer.encoded[encoding] ??= compress(answer.body, encoding);
  return reply.header('content-encoding', encoding).send(answer.encoded[encoding]);
}

function compress(body: string, encoding: Encoding): Buffer {
  if (encoding === 'gzip') return zlib.gzipSync(body);
  // Made once per answer, so a better quality than the plugin's per-request 4 costs nothing that repeats.
  return zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}
