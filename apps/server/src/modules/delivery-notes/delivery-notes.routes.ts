import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.js';
import { behindRole, staffScope } from '../admin/staff-scope.js';
import { invoicePdfHeaders } from '../invoices/invoices.routes.js';
import { behindLogin, requireViewer } from '../sessions/sessions.js';
import { myDeliveryNote, staffDeliveryNote } from './delivery-notes.service.js';

const customerRoutes = behindLogin(async (app) => {
  route(app, 'GET /api/orders/{id}/delivery-note.pdf', async (req, reply) => {
    const { reference, pdf } = await myDeliveryNote(app.db, requireViewer(req).userId, req.params.id);
    return reply.headers(invoicePdfHeaders(reference)).send(pdf);
  });
});

const staffRoutes = behindRole('staff', async (app) => {
  route(app, 'GET /api/admin/orders/{id}/delivery-note.pdf', async (req, reply) => {
    const { reference, pdf } = await staffDeliveryNote(app.db, staffScope(req), req.params.id);
    // Opened in the browser's viewer, to print for the driver (like the bag's label).
    const headers = { ...invoicePdfHeaders(reference), 'content-disposition': `inline; filename="${reference}.pdf"` };
    return reply.headers(headers).send(pdf);
  });
});

export const deliveryNotesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(customerRoutes);
  await app.register(staffRoutes);
};
