import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pendingMigrations } from '../db/migrate.js';

const Health = z.object({ status: z.enum(['ok', 'unavailable']), detail: z.string().optional() });

/**
 * For the proxy and the process supervisor: `/healthz` says the process answers, `/readyz` that it can
 * serve (the database answers and its schema is current). Neither reads anything personal.
 */
export async function registerHealthRoutes(app: FastifyInstance) {
  const schema = { hide: true, response: { 200: Health, 503: Health } };
  app.get('/healthz', { schema }, async (_req, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', { schema }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      const pending = await pendingMigrations(app.db);
      if (pending.length > 0) {
        return reply.code(503).send({ status: 'unavailable', detail: `${pending.length} migration(s) en attente` });
      }
      return { status: 'ok' as const };
    } catch (error) {
      req.log.error({ err: error }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable', detail: 'base de données injoignable' });
    }
  });
}
