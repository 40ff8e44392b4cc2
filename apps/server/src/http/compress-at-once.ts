import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { COMPRESS_FROM, chooseEncoding } from './encoding.js';

/** Up to this size an answer is compressed at once; beyond it the plugin streams it (no long task). */
export const COMPRESS_AT_ONCE_UP_TO = 64 * 1024;
/** Brotli's quality for answers made per request: the plugin's, little CPU for most of the gain. */
export const BROTLI_QUALITY_PER_REQUEST = 4;

const COMPRESSIBLE = /^(application\/(json|problem\+json|javascript|xml)|text\/|image\/svg\+xml)/i;

/**
 * Compresses a small answer made for one request (an order, a cart, a page) in one call, before the
 * compression plugin sees it (ADR 029): the plugin turns each body into a stream through a peek stream, a
 * zlib stream and a pump, which for a 2 kB order cost more CPU than the compression itself, and answers it
 * chunked. Same negotiation (Accept-Encoding with its q-values, `x-no-compression`), same `Vary`; the plugin
 * keeps the larger answers and the streams.
 */
export function registerCompressAtOnce(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < COMPRESS_FROM || size > COMPRESS_AT_ONCE_UP_TO) return done(null, payload);
    if (reply.getHeader('content-encoding') || request.headers['x-no-compression'] !== undefined) {
      return done(null, payload);
    }
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))) {
      return done(null, payload);
    }
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('vary', 'accept-encoding');
    else if (!/accept-encoding|\*/i.test(String(vary))) reply.header('vary', `${vary}, accept-encoding`);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    done(
      null,
      encoding === 'br'
        ? zlib.brotliCompressSync(payload, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY_PER_REQUEST,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
              // A 64 kB window holds the whole answer; brotli's default 4 MB one costs memory for nothing.
              [zlib.constants.BROTLI_PARAM_LGWIN]: 16,
            },
          })
        : zlib.gzipSync(payload),
    );
  });
}
