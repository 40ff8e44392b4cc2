import { route } from '../../http/route.js';
import { behindRole, staffScope } from '../admin/staff-scope.js';
import * as boxes from './boxes.service.js';

/** Pre-sold boxes (issue 40, ADR 074): the owner's (admin) alone; staff get 403, a visitor 401. */
export const boxesRoutes = behindRole('admin', async (app) => {
  const deps = (req: Parameters<typeof staffScope>[0]) => ({
    db: app.db,
    now: app.clock(),
    userId: staffScope(req).userId,
  });
  route(app, 'GET /api/admin/articles/{id}/box', async (req) => boxes.readBox(app.db, req.params.id));
  route(app, 'PUT /api/admin/articles/{id}/box', async (req) => boxes.putBox(deps(req), req.params.id, req.body));
  route(app, 'GET /api/admin/lots/{id}/boxes', async (req) => boxes.lotBoxes(app.db, req.params.id));
  route(app, 'POST /api/admin/lots/{id}/boxes/cancel', async (req) => {
    const { orderIds, ...answer } = await boxes.cancelLotBoxes(deps(req), req.params.id, req.body.reason);
    // Committed: the settlements and the messages go now (a failure stays on the effect list, retried).
    for (const orderId of orderIds) await app.effects.runOrder(orderId);
    return answer;
  });
});
