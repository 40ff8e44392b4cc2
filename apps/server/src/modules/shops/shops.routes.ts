import { parisDate, ShopsResponse } from '@boucherie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CACHED_ROUTE, NotModified, sendCached } from '../../http/cached-answer.js';

export const shopsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/shops',
    {
      ...CACHED_ROUTE,
      schema: {
        tags: ['Boutiques'],
        summary: 'Les boutiques, leurs horaires et leurs zones de livraison',
        response: { 200: ShopsResponse, 304: NotModified },
      },
    },
    // The same for everyone: public, asked again at every use (ETag, 304).
    async (req, reply) => sendCached(req, reply, await app.shops.answer(parisDate(app.clock()), req.arrival), 'public'),
  );
};
