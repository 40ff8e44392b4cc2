import { CustomerDetail, CustomersQuery, CustomersResponse, IdParam } from '@boucherie/contract';
import { behindRole, staffScope } from '../admin/staff-scope.js';
import * as service from './customer-accounts.service.js';

const tags = ['Boutique'];

/**
 * Finding a customer (ADR 020): the owner sees every customer; staff see those who ordered at their
 * shops, and only those orders (a customer at the counter without their order number).
 */
export const customerAccountsRoutes = behindRole('staff', async (app) => {
  app.get(
    '/api/admin/customers',
    {
      schema: {
        tags,
        summary: 'Chercher un client par nom, e-mail, téléphone ou société',
        querystring: CustomersQuery,
        response: { 200: CustomersResponse },
      },
    },
    async (req) => service.searchCustomers(app.db, staffScope(req), req.query),
  );

  app.get(
    '/api/admin/customers/:id',
    {
      schema: {
        tags,
        summary: 'La fiche d’un client\u00a0: son compte, ses commandes et leurs totaux',
        params: IdParam,
        response: { 200: CustomerDetail },
      },
    },
    async (req) => service.getCustomer(app.db, staffScope(req), req.params.id),
  );
});
