import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.js';
import { route } from '../../http/route.js';
import { behindRole, staffScope } from '../admin/staff-scope.js';
import { readIdentity } from '../identity/identity.service.js';
import { invoicePdfHeaders } from '../invoices/invoices.routes.js';
import { sellerOf } from '../invoices/issue.service.js';
import { behindLogin, requireViewer } from '../sessions/sessions.js';
import { markPaid, unmarkPaid } from './payments.service.js';
import { proCustomer, statementOf } from './statements.service.js';

async function pdfOf(db: Db, customerId: number, month: string | undefined, now: Date) {
  const customer = await proCustomer(db, customerId);
  const statement = await statementOf(db, customer, month, now);
  // The PDF library is loaded on the first document, not at start (ADR 029).
  const { statementPdf } = await import('./statement-pdf.js');
  const pdf = await statementPdf(statement, customer, sellerOf(await readIdentity(db)));
  return { name: `releve-${statement.month}`, pdf };
}

/** The pro's own statements. */
const customerRoutes = behindLogin(async (app) => {
  route(app, 'GET /api/statements', async (req) => {
    const customer = await proCustomer(app.db, requireViewer(req).userId);
    return statementOf(app.db, customer, req.query.month, app.clock());
  });

  route(app, 'GET /api/statements/{file}', async (req, reply) => {
    const { name, pdf } = await pdfOf(app.db, requireViewer(req).userId, req.params.file, app.clock());
    return reply.headers(invoicePdfHeaders(name)).send(pdf);
  });
});

/** The owner: a pro's statement, and the invoices marked paid. */
const ownerRoutes = behindRole('admin', async (app) => {
  route(app, 'GET /api/admin/customers/{id}/statement', async (req) =>
    statementOf(app.db, await proCustomer(app.db, req.params.id), req.query.month, app.clock()),
  );

  route(app, 'GET /api/admin/customers/{id}/statement.pdf', async (req, reply) => {
    const { name, pdf } = await pdfOf(app.db, req.params.id, req.query.month, app.clock());
    return reply.headers(invoicePdfHeaders(name)).send(pdf);
  });

  route(app, 'POST /api/admin/invoices/{id}/payment', async (req) =>
    markPaid({ db: app.db, userId: staffScope(req).userId, now: app.clock() }, req.params.id, req.body.paidOn),
  );

  route(app, 'DELETE /api/admin/invoices/{id}/payment', async (req) =>
    unmarkPaid({ db: app.db, userId: staffScope(req).userId, now: app.clock() }, req.params.id),
  );
});

export const statementsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(customerRoutes);
  await app.register(ownerRoutes);
};
