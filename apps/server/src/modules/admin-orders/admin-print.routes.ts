import { IdParam, PreparationQuery } from '@boucherie/contract';
import { behindRole, staffScope } from '../admin/staff-scope.js';
import { Pdf } from '../invoices/invoices.routes.js';
import { printLabel, printPreparation } from './admin-print.service.js';

const tags = ['Boutique'];

function pdfHeaders(filename: string) {
  return {
    'content-type': 'application/pdf',
    // Opened in the browser's viewer, ready to print; never kept by a cache (names, phones, amounts).
    'content-disposition': `inline; filename="${filename}"`,
    'cache-control': 'no-store',
  };
}

export const adminPrintRoutes = behindRole('staff', async (app) => {
  app.get(
    '/api/admin/preparation.pdf',
    {
      schema: {
        tags,
        produces: ['application/pdf'],
        summary: 'La liste de découpe du jour et une feuille par commande, en PDF A4 à imprimer',
        querystring: PreparationQuery,
        response: { 200: Pdf },
      },
    },
    async (req, reply) => {
      const { list, pdf } = await printPreparation(app.db, staffScope(req), req.query, app.clock());
      return reply.headers(pdfHeaders(`decoupe-${list.shop.department}-${list.date}.pdf`)).send(pdf);
    },
  );

  app.get(
    '/api/admin/orders/:id/label.pdf',
    {
      schema: {
        tags,
        produces: ['application/pdf'],
        summary: 'L’étiquette de la commande (100 × 150 mm)\u00a0: QR code du numéro, poids nets, prix, origines',
        params: IdParam,
        response: { 200: Pdf },
      },
    },
    async (req, reply) => {
      const { order, pdf } = await printLabel(app.db, staffScope(req), req.params.id);
      return reply.headers(pdfHeaders(`etiquette-${order.number}.pdf`)).send(pdf);
    },
  );
});
