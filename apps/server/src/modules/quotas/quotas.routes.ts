import { route } from '../../http/route.js';
import { behindRole, staffScope } from '../admin/staff-scope.js';
import { putArticleQuotas, readArticleQuotas } from './quotas.service.js';

/** The owner's (admin) quotas per article and day: a staff member or a customer gets 403, a visitor 401. */
export const quotasRoutes = behindRole('admin', async (app) => {
  route(app, 'GET /api/admin/articles/{id}/quotas', async (req) => readArticleQuotas(app.db, req.params.id));

  route(app, 'PUT /api/admin/articles/{id}/quotas', async (req) =>
    putArticleQuotas({ db: app.db, now: app.clock(), userId: staffScope(req).userId }, req.params.id, req.body),
  );
});
