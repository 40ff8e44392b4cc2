import {
  TillArchive,
  TillArchiveQuery,
  TillClosuresQuery,
  TillClosuresResponse,
  TillJournalQuery,
  TillJournalResponse,
} from '../till-journal.js';
import { defineEndpoints } from './endpoint.js';

const tags = ['Boutique'];

/** The counter journal (ADR 068): read by the staff of its shops, archived by the owner. */
export const tillJournalEndpoints = defineEndpoints({
  'GET /api/admin/till-journal': {
    access: 'staff',
    tags,
    summary:
      'Le journal des encaissements au comptoir d’une période (31 jours au plus, par défaut aujourd’hui)\u00a0: écritures chaînées et clôtures des jours',
    query: TillJournalQuery,
    responses: { 200: TillJournalResponse },
  },
  'GET /api/admin/till-journal/closures': {
    access: 'staff',
    tags,
    summary: 'Les clôtures du journal des encaissements (jour «\u00a0Z\u00a0», mois, année)',
    query: TillClosuresQuery,
    responses: { 200: TillClosuresResponse },
  },
  'GET /api/admin/till-journal/archive': {
    access: 'owner',
    tags,
    summary:
      'L’archive d’une période (AAAA, AAAA-MM ou AAAA-MM-JJ)\u00a0: écritures et clôtures telles qu’enregistrées, avec leurs empreintes',
    query: TillArchiveQuery,
    responses: { 200: TillArchive },
  },
});
