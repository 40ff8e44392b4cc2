import { route } from '../../http/route.js';
import { behindRole } from '../admin/staff-scope.js';
import { ereportingOf } from './ereporting.service.js';
import { ereportingCsv } from './ereporting-csv.js';

/** The owner's e-reporting (admin only, as the figures: revenue is the business's). */
export const ereportingRoutes = behindRole('admin', async (app) => {
  route(app, 'GET /api/admin/ereporting', async (req) => ereportingOf(app.db, req.query.period));

  route(app, 'GET /api/admin/ereporting.csv', async (req, reply) => {
    const report = await ereportingOf(app.db, req.query.period);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="e-reporting-${report.period}.csv"`)
      .header('cache-control', 'no-store')
      .send(ereportingCsv(report));
  });
});
