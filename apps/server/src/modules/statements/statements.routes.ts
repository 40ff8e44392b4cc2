import {
  IdParam,
  InvoicePayment,
  InvoicePaymentRequest,
  ProblemDetails,
  Statement,
  StatementPdfParams,
  StatementQuery,
} from '@boucherie/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.js';
import { behindRole, staffScope } from '../admin/staff-scope.js';
import { readIdentity } from '../identity/identity.service.js';
import { invoicePdfHeaders, pdfOrConflict } from '../invoices/invoices.routes.js';
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
  const tags = ['Factures'];

  app.get(
    '/api/statements',
    {
      schema: {
        tags,
        summary: 'Mon relevé mensuel (professionnel)\u00a0: factures et avoirs du mois, reste dû',
        querystring: StatementQuery,
        response: { 200: Statement, 409: ProblemDetails },
      },
    },
    async (req) => {
      const customer = await proCustomer(app.db, requireViewer(req).userId);
      return statementOf(app.db, customer, req.query.month, app.clock());
    },
  );

  app.get(
    '/api/statements/:file',
    {
      schema: {
        ...pdfOrConflict,
        tags,
        summary: 'Mon relevé mensuel en PDF\u00a0: /api/statements/{AAAA-MM}.pdf',
        params: StatementPdfParams,
      },
    },
    async (req, reply) => {
      const { name, pdf } = await pdfOf(app.db, requireViewer(req).userId, req.params.file, app.clock());
      return reply.headers(invoicePdfHeaders(name)).send(pdf);
    },
  );
});

/** The owner: a pro's statement, and the invoices marked paid. */
const ownerRoutes = behindRole('admin', async (app) => {
  const tags = ['Factures (boutique)'];

  app.get(
    '/api/admin/customers/:id/statement',
    {
      schema: {
        tags,
        summary: 'Le relevé mensuel d’un client professionnel (?month=AAAA-MM, par défaut le mois en cours)',
        params: IdParam,
        querystring: StatementQuery,
        response: { 200: Statement, 409: ProblemDetails },
      },
    },
    async (req) => statementOf(app.db, await proCustomer(app.db, req.params.id), req.query.month, app.clock()),
  );

  app.get(
    '/api/admin/customers/:id/statement.pdf',
    {
      schema: {
        ...pdfOrConflict,
        tags,
        summary: 'Le relevé mensuel d’un client professionnel en PDF (?month=AAAA-MM)',
        params: IdParam,
        querystring: StatementQuery,
      },
    },
    async (req, reply) => {
      const { name, pdf } = await pdfOf(app.db, req.params.id, req.query.month, app.clock());
      return reply.headers(invoicePdfHeaders(name)).send(pdf);
    },
  );

  app.post(
    '/api/admin/invoices/:id/payment',
    {
      schema: {
        tags,
        summary:
          'Marquer une facture payée le jour donné (ou corriger ce jour)\u00a0; sur un avoir émis après le paiement de sa facture, son remboursement',
        params: IdParam,
        body: InvoicePaymentRequest,
        response: { 200: InvoicePayment },
      },
    },
    async (req) =>
      markPaid({ db: app.db, userId: staffScope(req).userId, now: app.clock() }, req.params.id, req.body.paidOn),
  );

  app.delete(
    '/api/admin/invoices/:id/payment',
    {
      schema: {
        tags,
        summary: 'Annuler le paiement enregistré d’une facture (elle redevient due) ou le remboursement d’un avoir',
        params: IdParam,
        response: { 200: InvoicePayment },
      },
    },
    async (req) => unmarkPaid({ db: app.db, userId: staffScope(req).userId, now: app.clock() }, req.params.id),
  );
});

export const statementsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(customerRoutes);
  await app.register(ownerRoutes);
};
