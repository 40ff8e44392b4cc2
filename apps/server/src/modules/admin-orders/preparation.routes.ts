import { PreparationQuery, PreparationResponse } from '@boucherie/contract';
import { z } from 'zod';
import { behindRole, staffScope } from '../admin/staff-scope.js';
import { preparationCsv, preparationList } from './preparation.service.js';

const tags = ['Boutique'];

/** The day's preparation list, on screen and as CSV. */
export const preparationRoutes = behindRole('staff', async (app) => {
  app.get(
    '/api/admin/preparation',
    {
      schema: {
        tags,
        summary: 'La liste de découpe du jour d’une boutique (commandes à confirmer et confirmées)',
        querystring: PreparationQuery,
        response: { 200: PreparationResponse },
      },
    },
    async (req) => preparationList(app.db, staffScope(req), req.query, app.clock()),
  );

  app.get(
    '/api/admin/preparation.csv',
    {
      schema: {
        tags,
        summary: 'La liste de découpe pour un tableur (séparateur point-virgule, UTF-8 avec BOM)',
        querystring: PreparationQuery,
        produces: ['text/csv'],
        response: { 200: z.string() },
      },
    },
    async (req, reply) => {
      const list = await preparationList(app.db, staffScope(req), req.query, app.clock());
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="decoupe-${list.shop.department}-${list.date}.csv"`)
        .header('cache-control', 'no-store')
        .send(preparationCsv(list));
    },
  );
});
