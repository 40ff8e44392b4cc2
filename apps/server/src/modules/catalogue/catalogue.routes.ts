import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CACHED_ROUTE, sendCached } from '../../http/cached-answer.js';
import { route } from '../../http/route.js';
import { askerOf } from '../sessions/asker.js';
import { orderableDay } from './catalogue-day.js';

// Answered from memory, exact on every process (ADR 026). Articles differ by who asks (pro prices,
// favourites): private, varying with the session cookie. The categories are the same for everyone.
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = app.catalogue;
  const cached = { config: CACHED_ROUTE };

  route(
    app,
    'GET /api/article-categories',
    async (req, reply) => sendCached(req, reply, await cache.categories(app.clock(), req.arrival), 'public'),
    cached,
  );

  route(
    app,
    'GET /api/articles',
    async (req, reply) => {
      const day = await orderableDay(app, req.query, req.arrival);
      return sendCached(req, reply, await cache.articles(req.query, askerOf(req, app.clock()), day), 'private');
    },
    cached,
  );

  route(
    app,
    'GET /api/articles/{id}',
    async (req, reply) => {
      const day = await orderableDay(app, req.query, req.arrival);
      return sendCached(req, reply, await cache.article(req.params.id, askerOf(req, app.clock()), day), 'private');
    },
    cached,
  );
};
