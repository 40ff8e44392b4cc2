import { parisDate } from '@boucherie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CACHED_ROUTE, sendCached } from '../../http/cached-answer.js';
import { route } from '../../http/route.js';
import { openHolidayOrderings } from './holiday-orderings.js';

export const shopsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The same for everyone: public, asked again at every use (ETag, 304).
  route(
    app,
    'GET /api/shops',
    async (req, reply) => sendCached(req, reply, await app.shops.answer(parisDate(app.clock()), req.arrival), 'public'),
    { config: CACHED_ROUTE },
  );

  // From the shops' snapshot (ADR 026): the catalogue's « Commandes de Noël » entry asks it on every page.
  route(app, 'GET /api/holiday-orders', async (req) => {
    const now = app.clock();
    return openHolidayOrderings(await app.shops.read(parisDate(now), req.arrival), now);
  });
};
