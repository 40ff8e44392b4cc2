import { route } from '../../http/route.js';
import { behindRole, staffScope } from '../admin/staff-scope.js';
import * as twoFactor from '../two-factor/two-factor.service.js';

/** The owner's requirement (admin only). */
export const securityRoutes = behindRole('admin', async (app) => {
  route(app, 'GET /api/admin/security', async () => twoFactor.getRequirement(app.db));

  route(app, 'PUT /api/admin/security', async (req) =>
    twoFactor.setRequirement(deps(), staffScope(req).userId, req.body.requireTwoFactorForRefunds),
  );

  function deps(): twoFactor.TwoFactorDeps {
    return { db: app.db, now: app.clock(), config: app.config };
  }
});
