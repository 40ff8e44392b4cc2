import { IdParam } from '@boucherie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { behindRole, staffScope } from '../admin/staff-scope.js';
import { invoicePdfHeaders, pdfOrConflict } from '../invoices/invoices.routes.js';
import { behindLogin, requireViewer } from '../sessions/sessions.js';
import { myDeliveryNote, staffDeliveryNote } from './delivery-notes.service.js';

const summary = 'Le bon de livraison de la commande (PDF A4, sans prix, à signer à la livraison)';
/** The customer and the shop's staff are given the same note: what the two routes declare alike. */
const note = { ...pdfOrConflict, params: IdParam };

const customerRoutes = behindLogin(async (app) => {
  app.get(
    '/api/orders/:id/delivery-note.pdf',
    {
      schema: { ...note, tags: ['Commandes'], summary: `${summary}\u00a0; une commande d’un autre client répond 404` },
    },
    async (req, reply) => {
      const { reference, pdf } = await myDeliveryNote(app.db, requireViewer(req).userId, req.params.id);
      return reply.headers(invoicePdfHeaders(reference)).send(pdf);
    },
  );
});

const staffRoutes = behindRole('staff', async (app) => {
  app.get(
    '/api/admin/orders/:id/delivery-note.pdf',
    {
      schema: {
        ...note,
        tags: ['Boutique'],
        summary: `${summary}\u00a0; une commande d’une autre boutique répond 404`,
      },
    },
    async (req, reply) => {
      const { reference, pdf } = await staffDeliveryNote(app.db, staffScope(req), req.params.id);
      // Opened in the browser's viewer, to print for the driver (like the bag's label).
      const headers = { ...invoicePdfHeaders(reference), 'content-disposition': `inline; filename="${reference}.pdf"` };
      return reply.headers(headers).send(pdf);
    },
  );
});

export const deliveryNotesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(customerRoutes);
  await app.register(staffRoutes);
};
