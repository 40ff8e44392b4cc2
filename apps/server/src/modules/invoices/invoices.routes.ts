import { route } from '../../http/route.js';
import { behindLogin, requireViewer } from '../sessions/sessions.js';
import { listMine, myPdf } from './invoices.service.js';

/** Private documents: never cached, downloaded under their number. */
export const invoicePdfHeaders = (number: string) => ({
  'content-type': 'application/pdf',
  'content-disposition': `attachment; filename="${number}.pdf"`,
  'cache-control': 'no-store',
});

export const invoicesRoutes = behindLogin(async (app) => {
  route(app, 'GET /api/invoices', async (req) => listMine(app.db, requireViewer(req).userId, req.query));

  route(app, 'GET /api/invoices/{file}', async (req, reply) => {
    const { number, pdf } = await myPdf(app.db, requireViewer(req).userId, req.params.file);
    return reply.headers(invoicePdfHeaders(number)).send(pdf);
  });
});
