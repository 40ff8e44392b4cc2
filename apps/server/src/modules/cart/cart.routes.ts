import { parisDate } from '@boucherie/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.js';
import { askerOf } from '../sessions/asker.js';
import { requireViewer } from '../sessions/sessions.js';
import * as cart from './cart.service.js';

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  // The cart's JSON is composed from the catalogue in memory (its articles' text is already written).
  const json = (reply: FastifyReply, body: Buffer) => reply.type('application/json; charset=utf-8').send(body);

  route(app, 'GET /api/carts', async (req, reply) =>
    json(reply, await cart.getCartJson(app.db, app.catalogue, askerOf(req, app.clock()), requireViewer(req))),
  );

  route(app, 'PUT /api/carts', async (req, reply) => {
    const now = app.clock();
    // The ceilings come with the shops from memory: as of this request's arrival, at no extra query.
    const limits = async () => (await app.shops.read(parisDate(now), req.arrival)).limits;
    return json(
      reply,
      await cart.setQuantity(
        app.db,
        app.catalogue,
        askerOf(req, now),
        requireViewer(req),
        req.body.articleId,
        req.body.quantity,
        limits,
      ),
    );
  });

  route(app, 'POST /api/carts/clear', async (req) => cart.clear(app.db, requireViewer(req)));
};
