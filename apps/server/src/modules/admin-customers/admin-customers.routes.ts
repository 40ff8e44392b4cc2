import { ApprovedPro, IdParam, PendingProsResponse } from '@boucherie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, staffScope } from '../admin/staff-scope.js';
import * as service from './admin-customers.service.js';

const tags = ['Boutique'];

/** The owner's work on customer accounts: approving pro accounts (admin only). */
export const adminCustomersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the body is read: a visitor gets 401, a customer or a staff member 403.
  app.addHook('onRequest', requireRole(app.db, 'admin'));

  app.get(
    '/api/admin/pros',
    {
      schema: {
        tags,
        summary: 'Les comptes professionnels à valider, la demande la plus ancienne en premier',
        response: { 200: PendingProsResponse },
      },
    },
    async () => service.listPendingPros(app.db),
  );

  app.post(
    '/api/admin/customers/:id/approve-pro',
    {
      schema: {
        tags,
        summary: 'Valider un compte professionnel (prix professionnels HT, e-mail au client)',
        params: IdParam,
        response: { 200: ApprovedPro },
      },
    },
    async (req) =>
      service.approvePro(
        { db: app.db, now: app.clock(), messenger: app.messenger, log: req.log, publicUrl: app.config.PUBLIC_URL },
        req.params.id,
        staffScope(req).userId,
      ),
  );
};
