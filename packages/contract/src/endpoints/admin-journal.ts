import { JournalPeopleResponse, JournalQuery, JournalResponse } from '../admin-journal.js';
import { defineEndpoints } from './endpoint.js';

const tags = ['Boutique'];

/** The back office's journal (owner only): every change, who made it, before and after. */
export const adminJournalEndpoints = defineEndpoints({
  'GET /api/admin/journal': {
    access: 'owner',
    tags,
    summary: 'Le journal des modifications, la plus récente en premier (filtres\u00a0: personne, type, dates)',
    query: JournalQuery,
    responses: { 200: JournalResponse },
  },
  'GET /api/admin/journal/people': {
    access: 'owner',
    tags,
    summary: 'Les personnes présentes dans le journal',
    responses: { 200: JournalPeopleResponse },
  },
});
