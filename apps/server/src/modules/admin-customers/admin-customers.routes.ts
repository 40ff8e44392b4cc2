import {
  AnonymiseCustomerRequest,
  AnonymisedCustomer,
  ApprovedPro,
  CustomerExport,
  CustomerExportPage,
  IdParam,
  PendingProsResponse,
} from '@boucherie/contract';
import type { FastifyRequest } from 'fastify';
import { behindRole, staffScope } from '../admin/staff-scope.js';
import { mailDeps } from '../messages/mail-deps.js';
import * as service from './admin-customers.service.js';
import * as data from './customer-data.service.js';
import { customerDataPage } from './customer-data-page.js';

const tags = ['Boutique'];

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
    async (req) => service.approvePro(mailDeps(app, req.log), req.params.id, staffScope(req).userId),
  );

  app.get(
    '/api/admin/customers/:id/export',
    {
      schema: {
        tags,
        summary: 'Toutes les données d’un client, en JSON à télécharger (droit d’accès RGPD)',
        params: IdParam,
        response: { 200: CustomerExport },
      },
    },
    async (req, reply) => {
      const document = await exportOf(req.params.id, req);
      const day = document.exportedAt.slice(0, 10);
      reply.header('content-disposition', `attachment; filename="client-${req.params.id}-${day}.json"`);
      reply.header('cache-control', 'no-store');
      return document;
    },
  );

  app.get(
    '/api/admin/customers/:id/export.html',
    {
      schema: {
        tags,
        produces: ['text/html'],
        summary: 'Les mêmes données en page HTML imprimable, en français, à remettre au client',
        params: IdParam,
        response: { 200: CustomerExportPage },
      },
    },
    async (req, reply) => {
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
    },
  );

  app.post(
    '/api/admin/customers/:id/anonymise',
    {
      schema: {
        tags,
        summary: 'Anonymiser un compte client à sa demande (ses commandes restent, sans ses données)',
        params: IdParam,
        body: AnonymiseCustomerRequest,
        response: { 200: AnonymisedCustomer },
      },
    },
    async (req) => data.anonymiseCustomer(app.db, app.clock(), req.params.id, staffScope(req).userId, req.body.reason),
  );
});
