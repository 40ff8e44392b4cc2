import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.js';
import { behindRole, staffScope } from '../admin/staff-scope.js';
import { getIdentity, setCustomerTerms, updateIdentity } from './business.service.js';
import { createCreditNote, findInvoiceOrder } from './credit-notes.service.js';
import { platformOf } from './einvoice.service.js';
import { exportCsv } from './export.service.js';
import { invoicePdfHeaders } from './invoices.routes.js';
import { orderInvoicePdf, orderInvoices, staffPdf } from './invoices.service.js';

/** Staff: an order's invoice. */
const staffRoutes = behindRole('staff', async (app) => {
  route(app, 'GET /api/admin/orders/{id}/invoices', async (req) =>
    orderInvoices(app.db, staffScope(req), req.params.id),
  );

  route(app, 'GET /api/admin/orders/{id}/invoice.pdf', async (req, reply) => {
    const { number, pdf } = await orderInvoicePdf(app.db, staffScope(req), req.params.id);
    return reply.headers(invoicePdfHeaders(number)).send(pdf);
  });

  route(app, 'GET /api/admin/invoices/{file}', async (req, reply) => {
    const { number, pdf } = await staffPdf(app.db, staffScope(req), req.params.file);
    return reply.headers(invoicePdfHeaders(number)).send(pdf);
  });
});

/** The owner: the business's identity, credit notes, payment terms, the accountant's export. */
const ownerRoutes = behindRole('admin', async (app) => {
  // A plateforme agréée configured: pros' documents are deposited with it (ADR 071).
  const einvoicing = platformOf(app.config) !== null;

  route(app, 'GET /api/admin/business', async () => getIdentity(app.db));

  route(app, 'PUT /api/admin/business', async (req) =>
    updateIdentity(app.db, staffScope(req).userId, app.clock(), req.body, { einvoicing }),
  );

  route(app, 'PUT /api/admin/customers/{id}/payment-terms', async (req) =>
    setCustomerTerms(app.db, staffScope(req).userId, app.clock(), req.params.id, req.body.paymentTerms),
  );

  route(app, 'POST /api/admin/invoices/{id}/credit-notes', async (req, reply) => {
    const now = app.clock();
    const note = await createCreditNote(app.db, staffScope(req).userId, now, req.params.id, req.body, { einvoicing });
    // An order paid by card gets the credited amount back on that card (ADR 049): the refund was written
    // with the note, and runs now; a provider's failure leaves it on the effect list (ADR 051).
    const order = await findInvoiceOrder(app.db, note.id);
    if (order !== null) await app.effects.runOrder(order);
    return reply.code(201).send(note);
  });

  route(app, 'GET /api/admin/invoices.csv', async (req, reply) => {
    const { from, to } = req.query;
    const csv = await exportCsv(app.db, staffScope(req).userId, app.clock(), from, to);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="factures-${from}-${to}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
});

export const adminInvoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(staffRoutes);
  await app.register(ownerRoutes);
};
