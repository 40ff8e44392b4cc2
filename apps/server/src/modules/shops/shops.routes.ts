import { HolidayOrderingsResponse, parisDate, ShopsResponse } from '@boucherie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CACHED_ROUTE, NotModified, sendCached } from '../../http/cached-answer.js';
import { openHolidayOrderings } from './holiday-orderings.js';

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

  app.get(
    '/api/holiday-orders',
    {
      schema: {
        tags: ['Boutiques'],
        summary: 'Les commandes de fêtes ouvertes en ce moment, par jour et boutique',
        response: { 200: HolidayOrderingsResponse },
      },
    },
    // From the shops' snapshot (ADR 026): the catalogue's « Commandes de Noël » entry asks it on every page.
    async (req) => {
      const now = app.clock();
      return openHolidayOrderings(await app.shops.read(parisDate(now), req.arrival), now);
    },
  );
};
