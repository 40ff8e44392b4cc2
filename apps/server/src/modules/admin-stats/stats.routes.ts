import { route } from '../../http/route.js';
import { behindRole } from '../admin/staff-scope.js';
import { getStats } from './stats.service.js';
import { statsCsv } from './stats-csv.js';

/** The owner's figures (admin only: revenue is the business's, not the counter's). */
export const adminStatsRoutes = behindRole('admin', async (app) => {
  route(app, 'GET /api/admin/stats', async (req) => getStats(app.db, req.query, app.clock()));

  route(app, 'GET /api/admin/stats.csv', async (req, reply) => {
    const stats = await getStats(app.db, req.query, app.clock());
    const scope = (stats.shop?.department ?? 'toutes-boutiques').replace(/[^A-Za-z0-9-]/g, '-');
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="chiffres-${req.query.table}-${scope}-${stats.from}-${stats.to}.csv"`,
      )
      .header('cache-control', 'no-store')
      .send(statsCsv(stats, req.query.table));
  });
});
