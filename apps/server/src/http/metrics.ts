import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from '../errors.js';
import { sha256 } from '../lib/secrets.js';

/** What the application itself counts; the process's own figures (memory, event loop) come with them. */
export type Metrics = {
  registry: Registry;
  ordersPlaced: Counter;
  sseClients: Gauge;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Loopback (the machine's own Prometheus), or the configured token as a bearer. */
function mayRead(request: FastifyRequest, token: string | undefined): boolean {
  if (LOOPBACK.has(request.socket.remoteAddress ?? '') && !request.headers['x-forwarded-for']) return true;
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!token || !given) return false;
  // Hashes have one length: the comparison takes the same time whatever was sent.
  return timingSafeEqual(Buffer.from(sha256(given)), Buffer.from(sha256(token)));
}

/**
 * `/metrics` in the Prometheus text format: request durations by route and status, orders placed,
 * the back office's live streams and the database pool. Not for the public: loopback or a token.
 */
export function registerMetrics(app: FastifyInstance, options: { token?: string; pool?: pg.Pool }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Durée des requêtes HTTP, par méthode, route et statut',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const metrics: Metrics = {
    registry,
    ordersPlaced: new Counter({ name: 'orders_placed_total', help: 'Commandes passées', registers: [registry] }),
    sseClients: new Gauge({
      name: 'sse_clients',
      help: 'Flux d’événements ouverts (tableaux des boutiques)',
      registers: [registry],
    }),
  };
  const { pool } = options;
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'Connexions du pool PostgreSQL, par état',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  // What follows an order's moves (ADR 051): tries that failed, schedule rows that could not be handled, and
  // the effects waiting for a person (« Paiements à vérifier »).
  new Gauge({
    name: 'order_effects',
    help: 'Effets des commandes (paiements, messages) depuis le démarrage, et ceux qui attendent une personne',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const { stats } = app.effects;
      this.set({ state: 'done' }, stats.done);
      this.set({ state: 'failed_tries' }, stats.failures);
      this.set({ state: 'schedule_failures' }, stats.scheduleFailures);
      const waiting = await app.db
        .selectFrom('order_effect')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'failed')
        .executeTakeFirst();
      this.set({ state: 'needs_person' }, Number(waiting?.n ?? 0));
    },
  });
  app.decorate('metrics', metrics);

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, not the URL: /api/orders/:id is one series, not one per order.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    duration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (route === '/api/orders' && request.method === 'POST' && reply.statusCode === 201) metrics.ordersPlaced.inc();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayRead(request, options.token)) {
      throw new AppError('FORBIDDEN', 'Les mesures ne sont lues que depuis la machine ou avec le jeton configuré.');
    }
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
