import { route } from '../../http/route.js';
import { behindRole, staffScope } from '../admin/staff-scope.js';
import { readQuantityLimits, updateQuantityLimits } from './quantity-limits.service.js';

/** The owner's (admin) ceilings per article: a staff member or a customer gets 403, a visitor 401. */
export const quantityLimitsRoutes = behindRole('admin', async (app) => {
  route(app, 'GET /api/admin/quantity-limits', async () => readQuantityLimits(app.db));

  route(app, 'PUT /api/admin/quantity-limits', async (req) =>
    updateQuantityLimits({ db: app.db, now: app.clock(), userId: staffScope(req).userId }, req.body),
  );
});
