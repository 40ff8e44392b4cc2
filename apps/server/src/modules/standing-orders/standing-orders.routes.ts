import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.js';
import { requireViewer } from '../sessions/sessions.js';
import * as service from './standing-orders.service.js';

export const standingOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({
    db: app.db,
    now: app.clock(),
    placeTime: app.config.STANDING_ORDERS_PLACE_AT,
  });

  route(app, 'GET /api/standing-orders', async (req) => service.listStandingOrders(deps(), requireViewer(req)));

  route(app, 'POST /api/standing-orders', async (req, reply) =>
    reply.code(201).send(await service.createStandingOrder(deps(), requireViewer(req), req.body)),
  );

  route(app, 'PATCH /api/standing-orders/{id}', async (req) =>
    service.updateStandingOrder(deps(), requireViewer(req), req.params.id, req.body),
  );

  route(app, 'DELETE /api/standing-orders/{id}', async (req, reply) => {
    await service.deleteStandingOrder(deps(), requireViewer(req), req.params.id);
    return reply.code(204).send(null);
  });
};
