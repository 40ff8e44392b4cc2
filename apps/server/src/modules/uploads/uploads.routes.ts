import type { FastifyPluginAsync } from 'fastify';
import { matchesIfNoneMatch } from '../../http/cached-answer.js';
import { readImage, UPLOADS_URL } from './uploads.service.js';

/** Longer than any path the shop makes: a longer one is not looked up. */
const MAX_PATH = 200;

/**
 * The owner's pictures, from the database: any process on any machine serves them. Their names carry a hash of
 * their content, so a browser or nginx's cache keeps them for a year without asking again: a new picture gets a
 * new name.
 */
export const uploadsRoutes: FastifyPluginAsync = async (app) => {
  app.get(`${UPLOADS_URL}/*`, { schema: { hide: true } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    const image = path.length <= MAX_PATH ? await readImage(app.db, path) : undefined;
    if (!image) return reply.callNotFound();
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', image.etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
    return reply.type(image.contentType).send(image.data);
  });
};
