import { JournalPeopleResponse, JournalQuery, JournalResponse } from '@boucherie/contract';
import { behindRole } from '../admin/staff-scope.js';
import * as service from './journal.service.js';

const tags = ['Boutique'];

/** The back office's journal (admin only): every change, who made it, before and after. */
export const adminJournalRoutes = behindRole('admin', async (app) => {
  app.get(
    '/api/admin/journal',
    {
      schema: {
        tags,
        summary: 'Le journal des modifications, la plus récente en premier (filtres\u00a0: personne, type, dates)',
        querystring: JournalQuery,
        response: { 200: JournalResponse },
      },
    },
    async (req) => service.listJournal(app.db, req.query),
  );

  app.get(
    '/api/admin/journal/people',
    {
      schema: {
        tags,
        summary: 'Les personnes présentes dans le journal',
        response: { 200: JournalPeopleResponse },
      },
    },
    async () => service.listJournalPeople(app.db),
  );
});
