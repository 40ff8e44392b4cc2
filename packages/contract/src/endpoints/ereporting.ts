import { EreportingQuery, EreportingResponse } from '../ereporting.js';
import { Csv } from './documents.js';
import { defineEndpoints } from './endpoint.js';

const tags = ['Boutique'];

/** The owner's e-reporting of the particuliers' sales (ADR 072). */
export const ereportingEndpoints = defineEndpoints({
  'GET /api/admin/ereporting': {
    access: 'owner',
    tags,
    summary:
      'L’e-reporting d’un mois (?period=AAAA-MM)\u00a0: par jour, les ventes aux particuliers par taux de TVA et les paiements par moyen',
    query: EreportingQuery,
    responses: { 200: EreportingResponse },
  },
  'GET /api/admin/ereporting.csv': {
    access: 'owner',
    tags,
    summary: 'L’e-reporting d’un mois pour le comptable (CSV, séparateur point-virgule, UTF-8 avec BOM)',
    query: EreportingQuery,
    produces: ['text/csv'],
    responses: { 200: Csv },
  },
});
