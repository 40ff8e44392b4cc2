import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.js';
import { behindRole, staffScope } from '../admin/staff-scope.js';
import * as shops from './admin-shops.service.js';
import * as rounds from './delivery-rounds.service.js';
import * as holidays from './holidays.service.js';
import { listCalendars } from './shop-calendar.view.js';
import * as windows from './time-windows.service.js';

/** Staff read their shops' calendars (their day depends on them). */
const readRoutes = behindRole('staff', async (app) => {
  route(app, 'GET /api/admin/shops', async (req) => listCalendars(app.db, staffScope(req), app.clock()));
  route(app, 'GET /api/admin/shops/{id}', async (req) =>
    shops.getCalendar(app.db, staffScope(req), req.params.id, app.clock()),
  );
});

type App = Parameters<FastifyPluginAsyncZod>[0];

/** What a change is given: the database, the time, and who makes it (the journal says so). */
const changeDeps = (app: App) => (req: FastifyRequest) => ({
  db: app.db,
  now: app.clock(),
  userId: staffScope(req).userId,
});

/** Changes are the owner's (admin): a staff member or a customer gets 403, a visitor 401. */
const changeRoutes = behindRole('admin', async (app) => {
  const deps = changeDeps(app);
  route(app, 'PATCH /api/admin/shops/{id}', async (req) => shops.updateShop(deps(req), req.params.id, req.body));
  route(app, 'POST /api/admin/shops/{id}/closing-days', async (req) =>
    shops.addClosingDay(
      { ...deps(req), runOrder: (id) => app.effects.runOrder(id), events: app.events, log: req.log },
      req.params.id,
      req.body,
    ),
  );
  route(app, 'DELETE /api/admin/shops/{id}/closing-days/{date}', async (req) =>
    shops.removeClosingDay(deps(req), req.params.id, req.params.date),
  );
  route(app, 'POST /api/admin/shops/{id}/holidays', async (req) =>
    holidays.createHoliday(deps(req), req.params.id, req.body),
  );
  route(app, 'PUT /api/admin/shops/{id}/holidays/{holidayId}', async (req) =>
    holidays.updateHoliday(deps(req), req.params.id, req.params.holidayId, req.body),
  );
  route(app, 'DELETE /api/admin/shops/{id}/holidays/{holidayId}', async (req) =>
    holidays.deleteHoliday(deps(req), req.params.id, req.params.holidayId),
  );
});

/** A shop's time windows and delivery rounds: the owner's too. */
const windowRoutes = behindRole('admin', async (app) => {
  const deps = changeDeps(app);
  route(app, 'POST /api/admin/shops/{id}/time-windows', async (req) =>
    windows.createWindow(deps(req), req.params.id, req.body),
  );
  route(app, 'PATCH /api/admin/shops/{id}/time-windows/{windowId}', async (req) =>
    windows.changeWindowCapacity(deps(req), req.params.id, req.params.windowId, req.body.capacity),
  );
  route(app, 'DELETE /api/admin/shops/{id}/time-windows/{windowId}', async (req) =>
    windows.deleteWindow(deps(req), req.params.id, req.params.windowId),
  );
  route(app, 'POST /api/admin/shops/{id}/delivery-rounds', async (req) =>
    rounds.createRound(deps(req), req.params.id, req.body),
  );
  route(app, 'DELETE /api/admin/shops/{id}/delivery-rounds/{roundId}', async (req) =>
    rounds.deleteRound(deps(req), req.params.id, req.params.roundId),
  );
});

export const adminShopsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(readRoutes);
  await app.register(changeRoutes);
  await app.register(windowRoutes);
};
