import type { FastifyRequest } from 'fastify';
import { route } from '../../http/route.js';
import { behindRole, staffScope } from '../admin/staff-scope.js';
import { mailDeps } from '../messages/mail-deps.js';
import { requirementFor } from '../two-factor/two-factor.service.js';
import * as repo from './admin-orders.repository.js';
import * as service from './admin-orders.service.js';
import { markPaidAtCounter, reverseCounterEntry, takeCounterPayment } from './order-payment.service.js';
import { updateLine } from './weighing.service.js';

export const adminOrdersRoutes = behindRole('staff', async (app) => {
  const deps = (req: FastifyRequest): service.AdminDeps => ({
    ...mailDeps(app, req.log),
    scope: staffScope(req),
    events: app.events,
    payments: app.payments,
    einvoicing: app.config.EINVOICE_PLATFORM_URL !== undefined,
  });
  const counterDeps = (req: FastifyRequest) => ({ ...deps(req), journalKey: app.config.TILL_JOURNAL_KEY });

  route(
    app,
    'GET /api/admin/me',
    async (req) => {
      const scope = staffScope(req);
      const [user, shops, twoFactor] = await Promise.all([
        repo.findUserName(app.db, scope.userId),
        repo.findScopedShops(app.db, scope),
        requirementFor(app.db, scope.userId, scope.role),
      ]);
      return {
        role: scope.role,
        firstName: user.first_name ?? '',
        lastName: user.last_name ?? '',
        shops,
        twoFactorEnabled: twoFactor.enabled,
        twoFactorRequired: twoFactor.required,
      };
    },
    // The back office asks it first: an account the two-factor requirement holds is led to turn it on.
    { config: { beforeSecondFactor: true } },
  );

  route(app, 'GET /api/admin/orders', async (req) =>
    service.listOrders(app.db, staffScope(req), req.query, app.clock()),
  );

  route(app, 'GET /api/admin/orders/{id}', async (req) =>
    service.getOrderDetail(app.db, staffScope(req), req.params.id),
  );

  route(app, 'PUT /api/admin/orders/{id}/lines/{lineId}', async (req) =>
    updateLine(deps(req), req.params.id, req.params.lineId, req.body),
  );

  route(app, 'POST /api/admin/orders/{id}/status', async (req) =>
    service.changeStatus(deps(req), req.params.id, req.body),
  );

  route(app, 'POST /api/admin/orders/{id}/payment/paid-at-counter', async (req) =>
    markPaidAtCounter(counterDeps(req), req.params.id, req.body?.method ?? 'card'),
  );

  route(app, 'POST /api/admin/orders/{id}/counter-payments', async (req, reply) =>
    reply.code(201).send(await takeCounterPayment(counterDeps(req), req.params.id, req.body)),
  );

  route(app, 'POST /api/admin/orders/{id}/counter-payments/{paymentId}/reversal', async (req, reply) =>
    reply.code(201).send(await reverseCounterEntry(counterDeps(req), req.params.id, req.params.paymentId)),
  );
});
