import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.js';
import { behindRole, staffScope } from '../admin/staff-scope.js';
import { archiveOf, closuresOf, journalOfPeriod } from '../till-journal/index.js';

// The counter journal (ADR 068): its entries and closures for the staff of its shops, its archive for the owner.

const readRoutes = behindRole('staff', async (app) => {
  route(app, 'GET /api/admin/till-journal', async (req) =>
    journalOfPeriod(app.db, staffScope(req), req.query, app.clock()),
  );
  route(app, 'GET /api/admin/till-journal/closures', async (req) => closuresOf(app.db, staffScope(req), req.query));
});

const archiveRoutes = behindRole('admin', async (app) => {
  route(app, 'GET /api/admin/till-journal/archive', async (req, reply) => {
    const archive = await archiveOf(app.db, staffScope(req), req.query, app.clock());
    return reply
      .header('content-disposition', `attachment; filename="journal-caisse-${req.query.period}.json"`)
      .header('cache-control', 'no-store')
      .send(archive);
  });
});

export const tillJournalRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(readRoutes);
  await app.register(archiveRoutes);
};
