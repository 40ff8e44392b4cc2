import { IDEMPOTENCY_KEY_HEADER } from '@boucherie/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validation } from '../../errors.js';
import { loopbackOrigin } from '../../http/loopback-origin.js';
import { route } from '../../http/route.js';
import { askerOf } from '../sessions/asker.js';
import { requireViewer } from '../sessions/sessions.js';
import { cancelOrder } from './cancel-order.js';
import { changeOrderLines } from './change-order-lines.js';
import { cartMealVoucherSplit } from './meal-voucher-split.js';
import { type OrderDeps, orderDepsOf } from './order-deps.js';
import { retryPayment } from './order-payments.js';
import * as orders from './orders.service.js';
import { raiseHold } from './raise-hold.js';
import { listSlots } from './slots.service.js';

/** Printable ASCII, as clients send UUIDs or random tokens. */
function idempotencyKey(req: FastifyRequest): string | null {
  const value = req.headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(value)) {
    throw validation('IdempotencyKey', 'En-tête Idempotency-Key invalide (1 à 200 caractères imprimables).');
  }
  return value;
}

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (req: FastifyRequest, now = app.clock()): OrderDeps =>
    orderDepsOf(
      app,
      askerOf(req, now),
      req.log,
      app.config.PUBLIC_URL_GIVEN ? app.config.PUBLIC_URL : loopbackOrigin(req),
    );

  // The calendar changes in the back office reach the order screens at once: no cache anywhere (the API's
  // default `no-store`, set for every /api answer in app.ts).
  route(app, 'GET /api/orders/slots', async (req) =>
    listSlots(deps(req), req.query, { onAccount: Boolean(req.viewer?.isApprovedPro) }),
  );

  route(app, 'GET /api/orders/meal-voucher-split', async (req) =>
    cartMealVoucherSplit(deps(req), requireViewer(req), req.query),
  );

  route(app, 'POST /api/orders', async (req, reply) => {
    const viewer = requireViewer(req);
    const key = idempotencyKey(req);
    const { order, replayed } = await orders.placeOrder(deps(req), viewer, req.body, key);
    if (replayed) reply.header('idempotent-replayed', 'true');
    return reply.code(201).send(order);
  });

  route(app, 'GET /api/orders', async (req) =>
    orders.listOrders(app.db, requireViewer(req), req.query.PageNumber, req.query.PageSize, app.clock()),
  );

  route(app, 'GET /api/orders/{id}', async (req) =>
    orders.readOrderAsking(deps(req), requireViewer(req), req.params.id),
  );

  route(app, 'POST /api/orders/{id}/payment/retry', async (req) =>
    retryPayment(deps(req), requireViewer(req), req.params.id),
  );

  route(app, 'POST /api/orders/{id}/cancel', async (req) => cancelOrder(deps(req), requireViewer(req), req.params.id));

  route(app, 'PUT /api/orders/{id}/lines', async (req) =>
    changeOrderLines(deps(req), requireViewer(req), req.params.id, req.body),
  );

  route(app, 'POST /api/orders/{id}/payment/raise', async (req) =>
    raiseHold(deps(req), requireViewer(req), req.params.id, req.body),
  );
};
