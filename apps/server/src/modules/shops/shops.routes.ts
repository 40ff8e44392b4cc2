import { parisDate, ShopsResponse } from '@boucherie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as shops from './shops.service.js';

export const shopsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/shops',
    {
      schema: {
        tags: ['Boutiques'],
        summary: 'Les boutiques, leurs horaires et leurs zones de livraison',
        response: { 200: ShopsResponse },
      },
    },
    async () => shops.listShops(app.db, parisDate(app.clock())),
  );
};
