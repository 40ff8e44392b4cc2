import { StatsCsvQuery, StatsQuery, StatsResponse } from '@boucherie/contract';
import { z } from 'zod';
import { behindRole } from '../admin/staff-scope.js';
import { getStats } from './stats.service.js';
import { statsCsv } from './stats-csv.js';

const tags = ['Boutique'];

/** The owner's figures (admin only: revenue is the business's, not the counter's). */
export const adminStatsRoutes = behindRole('admin', async (app) => {
  app.get(
    '/api/admin/stats',
    {
      schema: {
        tags,
        summary:
          'Les chiffres d’une boutique ou de toutes sur une période (par défaut les 30 derniers jours)\u00a0: commandes, chiffre d’affaires, panier moyen, retrait et livraison, jours de la semaine, meilleures ventes, réservations des 14 prochains jours',
        querystring: StatsQuery,
        response: { 200: StatsResponse },
      },
    },
    async (req) => getStats(app.db, req.query, app.clock()),
  );

  app.get(
    '/api/admin/stats.csv',
    {
      schema: {
        tags,
        summary: 'Un tableau des chiffres pour un tableur (séparateur point-virgule, UTF-8 avec BOM)',
        querystring: StatsCsvQuery,
        produces: ['text/csv'],
        response: { 200: z.string() },
      },
    },
    async (req, reply) => {
      const stats = await getStats(app.db, req.query, app.clock());
      const scope = (stats.shop?.department ?? 'toutes-boutiques').replace(/[^A-Za-z0-9-]/g, '-');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="chiffres-${req.query.table}-${scope}-${stats.from}-${stats.to}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(statsCsv(stats, req.query.table));
    },
  );
});
