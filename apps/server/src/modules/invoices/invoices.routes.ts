import { InvoicePdfParams, InvoicesQuery, InvoicesResponse, ProblemDetails } from '@boucherie/contract';
import { z } from 'zod';
import { behindLogin, requireViewer } from '../sessions/sessions.js';
import { listMine, myPdf } from './invoices.service.js';

const tags = ['Factures'];
export const Pdf = z
  .instanceof(Buffer)
  .meta({ type: 'string', format: 'binary', description: 'Un document PDF (application/pdf)' });
/** A document read that can conflict (no invoice yet, the business's identity incomplete): the PDF, or 409. */
export const pdfOrConflict = { produces: ['application/pdf'], response: { 200: Pdf, 409: ProblemDetails } };

/** Private documents: never cached, downloaded under their number. */
export const invoicePdfHeaders = (number: string) => ({
  'content-type': 'application/pdf',
  'content-disposition': `attachment; filename="${number}.pdf"`,
  'cache-control': 'no-store',
});

export const invoicesRoutes = behindLogin(async (app) => {
  app.get(
    '/api/invoices',
    {
      schema: {
        tags,
        summary: 'Mes factures et avoirs, du plus récent au plus ancien',
        querystring: InvoicesQuery,
        response: { 200: InvoicesResponse },
      },
    },
    async (req) => listMine(app.db, requireViewer(req).userId, req.query),
  );

  app.get(
    '/api/invoices/:file',
    {
      schema: {
        tags,
        produces: ['application/pdf'],
        summary: 'Une de mes factures en PDF (Factur-X pour un professionnel)\u00a0: /api/invoices/{id}.pdf',
        params: InvoicePdfParams,
        response: { 200: Pdf },
      },
    },
    async (req, reply) => {
      const { number, pdf } = await myPdf(app.db, requireViewer(req).userId, req.params.file);
      return reply.headers(invoicePdfHeaders(number)).send(pdf);
    },
  );
});
