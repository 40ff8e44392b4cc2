import { route } from '../../http/route.js';
import { behindRole } from '../admin/staff-scope.js';
import * as service from './journal.service.js';

/** The back office's journal (admin only): every change, who made it, before and after. */
export const adminJournalRoutes = behindRole('admin', async (app) => {
  route(app, 'GET /api/admin/journal', async (req) => service.listJournal(app.db, req.query));

  route(app, 'GET /api/admin/journal/people', async () => service.listJournalPeople(app.db));
});
