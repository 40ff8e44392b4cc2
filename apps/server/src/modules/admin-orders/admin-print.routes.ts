import { route } from '../../http/route.js';
import { behindRole, staffScope } from '../admin/staff-scope.js';
import { printLabel, printPreparation } from './admin-print.service.js';

function pdfHeaders(filename: string) {
  return {
    'content-type': 'application/pdf',
    // Opened in the browser's viewer, ready to print; never kept by a cache (names, phones, amounts).
    'content-disposition': `inline; filename="${filename}"`,
    'cache-control': 'no-store',
  };
}

export const adminPrintRoutes = behindRole('staff', async (app) => {
  route(app, 'GET /api/admin/preparation.pdf', async (req, reply) => {
    const { list, pdf } = await printPreparation(app.db, staffScope(req), req.query, app.clock());
    return reply.headers(pdfHeaders(`decoupe-${list.shop.department}-${list.date}.pdf`)).send(pdf);
  });

  route(app, 'GET /api/admin/orders/{id}/label.pdf', async (req, reply) => {
    const { order, pdf } = await printLabel(app.db, staffScope(req), req.params.id, app.config.PUBLIC_URL);
    return reply.headers(pdfHeaders(`etiquette-${order.number}.pdf`)).send(pdf);
  });
});
