import type { FastifyRequest } from 'fastify';
import { route } from '../../http/route.js';
import { behindRole, staffScope } from '../admin/staff-scope.js';
import { mailDeps } from '../messages/mail-deps.js';
import * as service from './admin-customers.service.js';
import * as data from './customer-data.service.js';
import { customerDataPage } from './customer-data-page.js';

/** The owner's work on customer accounts (admin only): approving pro accounts, the GDPR export and erasure. */
export const adminCustomersRoutes = behindRole('admin', async (app) => {
  /** A customer's data as of this request, for the owner who asks (the journal names them). */
  const exportOf = (id: number, req: FastifyRequest, format?: data.ExportFormat) =>
    data.exportCustomer(
      { db: app.db, now: app.clock(), placeTime: app.config.STANDING_ORDERS_PLACE_AT },
      id,
      staffScope(req).userId,
      format,
    );

  route(app, 'GET /api/admin/pros', async () => service.listPendingPros(app.db));

  route(app, 'POST /api/admin/customers/{id}/approve-pro', async (req) =>
    service.approvePro(mailDeps(app, req.log), req.params.id, staffScope(req).userId),
  );

  route(app, 'GET /api/admin/customers/{id}/export', async (req, reply) => {
    const document = await exportOf(req.params.id, req);
    const day = document.exportedAt.slice(0, 10);
    reply.header('content-disposition', `attachment; filename="client-${req.params.id}-${day}.json"`);
    reply.header('cache-control', 'no-store');
    return document;
  });

  route(app, 'GET /api/admin/customers/{id}/export.html', async (req, reply) => {
    const document = await exportOf(req.params.id, req, 'html');
    return (
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        // The page is all text and its own style: nothing may load or run in it, whatever a customer typed.
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
        )
        .send(customerDataPage(document))
    );
  });

  route(app, 'POST /api/admin/customers/{id}/anonymise', async (req) =>
    data.anonymiseCustomer(app.db, app.clock(), req.params.id, staffScope(req).userId, req.body.reason),
  );
});
