import { route } from '../../http/route.js';
import { behindRole, staffScope } from '../admin/staff-scope.js';
import { preparationCsv, preparationList } from './preparation.service.js';

/** The day's preparation list, on screen and as CSV. */
export const preparationRoutes = behindRole('staff', async (app) => {
  route(app, 'GET /api/admin/preparation', async (req) =>
    preparationList(app.db, staffScope(req), req.query, app.clock()),
  );

  route(app, 'GET /api/admin/preparation.csv', async (req, reply) => {
    const list = await preparationList(app.db, staffScope(req), req.query, app.clock());
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="decoupe-${list.shop.department}-${list.date}.csv"`)
      .header('cache-control', 'no-store')
      .send(preparationCsv(list));
  });
});
