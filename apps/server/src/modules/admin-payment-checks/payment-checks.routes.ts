import { route } from '../../http/route.js';
import { behindRole, staffScope } from '../admin/staff-scope.js';
import * as service from './payment-checks.service.js';

/** « Paiements à vérifier »: staff see their shops', the owner every shop's (ADR 051). */
export const paymentChecksRoutes = behindRole('staff', async (app) => {
  route(app, 'GET /api/admin/payment-checks', async (req) => service.listPaymentChecks(app.db, staffScope(req)));

  route(app, 'POST /api/admin/payment-checks/{id}/retry', async (req) =>
    service.retryPaymentCheck({ db: app.db, now: app.clock(), effects: app.effects }, staffScope(req), req.params.id),
  );

  route(app, 'POST /api/admin/payment-checks/{id}/resolve', async (req) =>
    service.resolvePaymentCheck({ db: app.db, now: app.clock() }, staffScope(req), req.params.id),
  );
});
