import {
  BusinessIdentity,
  CreateCreditNoteRequest,
  CustomerPaymentTermsRequest,
  CustomerPaymentTermsResponse,
  IdParam,
  InvoiceExportQuery,
  InvoicePdfParams,
  InvoiceSummary,
  OrderInvoices,
  UpdateBusinessIdentityRequest,
} from '@boucherie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { behindRole, staffScope } from '../admin/staff-scope.js';
import { getIdentity, setCustomerTerms, updateIdentity } from './business.service.js';
import { createCreditNote, findInvoiceOrder } from './credit-notes.service.js';
import { exportCsv } from './export.service.js';
import { invoicePdfHeaders, Pdf, pdfOrConflict } from './invoices.routes.js';
import { orderInvoicePdf, orderInvoices, staffPdf } from './invoices.service.js';

const tags = ['Factures (boutique)'];

/** Staff: an order's invoice. */
const staffRoutes = behindRole('staff', async (app) => {
  app.get(
    '/api/admin/orders/:id/invoices',
    {
      schema: {
        tags,
        summary: 'La facture d’une commande (ou pourquoi elle n’est pas encore émise) et ses avoirs',
        params: IdParam,
        response: { 200: OrderInvoices },
      },
    },
    async (req) => orderInvoices(app.db, staffScope(req), req.params.id),
  );

  app.get(
    '/api/admin/orders/:id/invoice.pdf',
    {
      schema: {
        ...pdfOrConflict,
        tags,
        summary: 'La facture de la commande en PDF (409 tant que l’identité de l’entreprise est incomplète)',
        params: IdParam,
      },
    },
    async (req, reply) => {
      const { number, pdf } = await orderInvoicePdf(app.db, staffScope(req), req.params.id);
      return reply.headers(invoicePdfHeaders(number)).send(pdf);
    },
  );

  app.get(
    '/api/admin/invoices/:file',
    {
      schema: {
        tags,
        produces: ['application/pdf'],
        summary: 'Une facture ou un avoir des boutiques de l’utilisateur\u00a0: /api/admin/invoices/{id}.pdf',
        params: InvoicePdfParams,
        response: { 200: Pdf },
      },
    },
    async (req, reply) => {
      const { number, pdf } = await staffPdf(app.db, staffScope(req), req.params.file);
      return reply.headers(invoicePdfHeaders(number)).send(pdf);
    },
  );
});

/** The owner: the business's identity, credit notes, payment terms, the accountant's export. */
const ownerRoutes = behindRole('admin', async (app) => {
  app.get(
    '/api/admin/business',
    {
      schema: {
        tags,
        summary: 'L’identité légale de l’entreprise (ce qui manque pour facturer)',
        response: { 200: BusinessIdentity },
      },
    },
    async () => getIdentity(app.db),
  );

  app.put(
    '/api/admin/business',
    {
      schema: {
        tags,
        summary: 'Enregistrer l’identité de l’entreprise (une fois complète, les factures en attente sont émises)',
        body: UpdateBusinessIdentityRequest,
        response: { 200: BusinessIdentity },
      },
    },
    async (req) => updateIdentity(app.db, staffScope(req).userId, app.clock(), req.body),
  );

  app.put(
    '/api/admin/customers/:id/payment-terms',
    {
      schema: {
        tags,
        summary: 'Les conditions de paiement d’un client professionnel (null\u00a0: celles par défaut)',
        params: IdParam,
        body: CustomerPaymentTermsRequest,
        response: { 200: CustomerPaymentTermsResponse },
      },
    },
    async (req) => setCustomerTerms(app.db, staffScope(req).userId, app.clock(), req.params.id, req.body.paymentTerms),
  );

  app.post(
    '/api/admin/invoices/:id/credit-notes',
    {
      schema: {
        tags,
        summary: 'Un avoir sur une facture, total (sans `lines`) ou pour des lignes et quantités choisies',
        params: IdParam,
        body: CreateCreditNoteRequest,
        response: { 201: InvoiceSummary },
      },
    },
    async (req, reply) => {
      const now = app.clock();
      const note = await createCreditNote(app.db, staffScope(req).userId, now, req.params.id, req.body);
      // An order paid by card gets the credited amount back on that card (ADR 049): the refund was written
      // with the note, and runs now; a provider's failure leaves it on the effect list (ADR 051).
      const order = await findInvoiceOrder(app.db, note.id);
      if (order !== null) await app.effects.runOrder(order);
      return reply.code(201).send(note);
    },
  );

  app.get(
    '/api/admin/invoices.csv',
    {
      schema: {
        tags,
        summary: 'Les factures et avoirs d’une période, par taux de TVA, pour le comptable (CSV)',
        querystring: InvoiceExportQuery,
        produces: ['text/csv'],
        response: { 200: z.string() },
      },
    },
    async (req, reply) => {
      const { from, to } = req.query;
      const csv = await exportCsv(app.db, staffScope(req).userId, app.clock(), from, to);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="factures-${from}-${to}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
});

export const adminInvoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(staffRoutes);
  await app.register(ownerRoutes);
};
