import { StatsCsvQuery, StatsQuery, StatsResponse } from '../admin-stats.js';
import { Csv } from './documents.js';
import { defineEndpoints } from './endpoint.js';

const tags = ['Boutique'];

/** The owner's figures (owner only: revenue is the business's, not the counter's). */
export const adminStatsEndpoints = defineEndpoints({
  'GET /api/admin/stats': {
    access: 'owner',
    tags,
    summary:
      'Les chiffres d’une boutique ou de toutes sur une période (par défaut les 30 derniers jours)\u00a0: commandes, chiffre d’affaires, panier moyen, retrait et livraison, jours de la semaine, meilleures ventes, réservations des 14 prochains jours',
    query: StatsQuery,
    responses: { 200: StatsResponse },
  },
  'GET /api/admin/stats.csv': {
    access: 'owner',
    tags,
    summary: 'Un tableau des chiffres pour un tableur (séparateur point-virgule, UTF-8 avec BOM)',
    query: StatsCsvQuery,
    produces: ['text/csv'],
    responses: { 200: Csv },
  },
});
