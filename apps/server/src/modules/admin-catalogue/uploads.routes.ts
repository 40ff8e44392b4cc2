import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { UPLOADS_URL } from './article-images.js';

/**
 * The owner's pictures, from UPLOADS_DIR. Their names carry a hash of their content, so a browser or a
 * proxy keeps them for a year without asking again: a new picture gets a new name.
 */
export const uploadsRoutes: FastifyPluginAsync = async (app) => {
  const root = path.resolve(app.config.UPLOADS_DIR);
  fs.mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: `${UPLOADS_URL}/`,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: true,
    maxAge: 31_536_000_000,
    immutable: true,
    etag: true,
    lastModified: false,
  });
};
