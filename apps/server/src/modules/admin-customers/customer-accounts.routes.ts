import { route } from '../../http/route.js';
import { behindRole, staffScope } from '../admin/staff-scope.js';
import * as service from './customer-accounts.service.js';

/**
 * Finding a customer (ADR 020): the owner sees every customer; staff see those who ordered at their
 * shops, and only those orders (a customer at the counter without their order number).
 */
export const customerAccountsRoutes = behindRole('staff', async (app) => {
  route(app, 'GET /api/admin/customers', async (req) => service.searchCustomers(app.db, staffScope(req), req.query));

  route(app, 'GET /api/admin/customers/{id}', async (req) =>
    service.getCustomer(app.db, staffScope(req), req.params.id),
  );
});
