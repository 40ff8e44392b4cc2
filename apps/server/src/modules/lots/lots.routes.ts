import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.js';
import { behindRole, staffScope } from '../admin/staff-scope.js';
import { lotOrders, lotOrdersCsv, recallLot } from './lot-recall.js';
import * as lots from './lots.service.js';

/** Staff read the lots (to weigh from one); every change is the owner's (admin). */
export const adminLotsRoutes = behindRole('staff', async (app) => {
  route(app, 'GET /api/admin/lots', async () => lots.listLots(app.db));
});

export const ownerLotsRoutes = behindRole('admin', async (app) => {
  const deps = (req: Parameters<typeof staffScope>[0]) => ({
    db: app.db,
    now: app.clock(),
    userId: staffScope(req).userId,
  });
  route(app, 'POST /api/admin/lots', async (req, reply) =>
    reply.code(201).send(await lots.createLot(deps(req), req.body as Required<typeof req.body>)),
  );
  route(app, 'PATCH /api/admin/lots/{id}', async (req) => lots.updateLot(deps(req), req.params.id, req.body));
  route(app, 'POST /api/admin/lots/{id}/close', async (req) => lots.closeLot(deps(req), req.params.id));
  route(app, 'GET /api/admin/lots/{id}/orders', async (req) => lotOrders(app.db, req.params.id));
  route(app, 'GET /api/admin/lots/{id}/orders.csv', async (req, reply) => {
    const list = await lotOrders(app.db, req.params.id);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="rappel-${list.lot.code}.csv"`)
      .header('cache-control', 'no-store')
      .send(lotOrdersCsv(list));
  });
  route(app, 'POST /api/admin/lots/{id}/recall', async (req) => {
    const { orderIds, ...answer } = await recallLot(deps(req), req.params.id, req.body.message);
    // Committed: the messages go now (a failure stays on the effect list, retried by the tick).
    for (const orderId of orderIds) await app.effects.runOrder(orderId);
    return answer;
  });
  route(app, 'PUT /api/admin/articles/{id}/lot', async (req) =>
    lots.setArticleLot(deps(req), req.params.id, req.body.lotId),
  );
});

/** A lot's traceability, for anyone who scans the label's QR. */
export const publicLotsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'GET /api/lots/{code}', async (req) => lots.publicLot(app.db, req.params.code));
};
