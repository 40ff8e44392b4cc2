import zlib from 'node:zlib';
import { useFrenchErrors } from '@boucherie/contract';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { DestinationStream } from 'pino';
import type { Config } from './config.js';
import { type CacheVersionReader, cacheVersionReader } from './db/cache-versions.js';
import type { Db, Engine } from './db/database.js';
import { effectHandlers } from './effect-handlers.js';
import { isApiRequest } from './http/api-route.js';
import { BROTLI_QUALITY_PER_REQUEST, registerCompressAtOnce } from './http/compress-at-once.js';
import { COMPRESS_FROM } from './http/encoding.js';
import { frameworkErrors, registerErrorHandler } from './http/error-handler.js';
import { registerHealthRoutes } from './http/health.js';
import { registerMetrics } from './http/metrics.js';
import { registerOpenApi } from './http/openapi.js';
import { parseQueryString } from './http/query-string.js';
import { requestLogFields } from './http/request-log.js';
import { registerSameOriginGuard } from './http/same-origin.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerWebApp } from './http/web-app.js';
import { type AfterResponse, afterResponse } from './lib/after-response.js';
import { type Clock, systemClock } from './lib/time.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { adminArticlesRoutes } from './modules/admin-catalogue/admin-articles.routes.js';
import { adminCategoriesRoutes } from './modules/admin-catalogue/admin-categories.routes.js';
import { adminCustomersRoutes } from './modules/admin-customers/admin-customers.routes.js';
import { customerAccountsRoutes } from './modules/admin-customers/customer-accounts.routes.js';
import { adminJournalRoutes } from './modules/admin-journal/journal.routes.js';
import { adminEventsRoutes } from './modules/admin-orders/admin-events.routes.js';
import { adminOrdersRoutes } from './modules/admin-orders/admin-orders.routes.js';
import { adminPrintRoutes } from './modules/admin-orders/admin-print.routes.js';
import { preparationRoutes } from './modules/admin-orders/preparation.routes.js';
import { paymentChecksRoutes } from './modules/admin-payment-checks/payment-checks.routes.js';
import { adminShopsRoutes } from './modules/admin-shops/admin-shops.routes.js';
import { securityRoutes } from './modules/admin-staff/security.routes.js';
import { adminStaffRoutes } from './modules/admin-staff/staff.routes.js';
import { adminStatsRoutes } from './modules/admin-stats/stats.routes.js';
import { tillJournalRoutes } from './modules/admin-till-journal/till-journal.routes.js';
import { boxesRoutes } from './modules/boxes/boxes.routes.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { type CatalogueCache, createCatalogueCache } from './modules/catalogue-cache/catalogue-cache.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { deliveryNotesRoutes } from './modules/delivery-notes/delivery-notes.routes.js';
import { ereportingRoutes } from './modules/ereporting/ereporting.routes.js';
import { type EventBus, memoryEventBus } from './modules/events/event-bus.js';
import { favoritesRoutes } from './modules/favorites/favorites.routes.js';
import { adminInvoicesRoutes } from './modules/invoices/admin-invoices.routes.js';
import { invoicesRoutes } from './modules/invoices/invoices.routes.js';
import { adminLotsRoutes, ownerLotsRoutes, publicLotsRoutes } from './modules/lots/lots.routes.js';
import { createMessenger, type Messenger } from './modules/messages/messenger.js';
import { createEffectRunner, type EffectRunner } from './modules/order-lifecycle/index.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { demoCheckoutRoutes } from './modules/payments/demo-stripe/demo-checkout.routes.js';
import { mealVoucherPageRoutes } from './modules/payments/meal-voucher-page.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { createPayments, type Payments } from './modules/payments/payments-runtime.js';
import { quantityLimitsRoutes } from './modules/quantity-limits/quantity-limits.routes.js';
import { quotasRoutes } from './modules/quotas/quotas.routes.js';
import type { Viewer } from './modules/sessions/sessions.js';
import { keepSignedInHint, registerSessions } from './modules/sessions/sessions.js';
import { shopsRoutes } from './modules/shops/shops.routes.js';
import { createShopsCache, type ShopsCache } from './modules/shops/shops-cache.js';
import { standingOrdersRoutes } from './modules/standing-orders/standing-orders.routes.js';
import { statementsRoutes } from './modules/statements/statements.routes.js';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    engine: Engine;
    clock: Clock;
    messenger: Messenger;
    events: EventBus;
    /** Card payments (ADR 049): the provider the configuration names, made on first use. */
    payments: Payments;
    /** What follows an order's committed moves (provider calls, messages), run and retried until done (ADR 051). */
    effects: EffectRunner;
    /** The versions of what the catalogue and shop answers are made of, read per request (ADR 026). */
    cacheVersions: CacheVersionReader;
    /** The customer catalogue from memory, exact on every process (ADR 026). */
    catalogue: CatalogueCache;
    /** The shops from memory, exact on every process (ADR 026). */
    shops: ShopsCache;
    /** Work started by a request and finished after its answer (an order's messages). */
    afterResponse: AfterResponse;
  }
  interface FastifyRequest {
    /** The logged-in user, or null for a visitor. */
    viewer: Viewer;
    /** When the request arrived, for reading what the database holds no earlier than that (ADR 026). */
    arrival: number;
  }
}

export type AppDeps = {
  config: Config;
  db: Db;
  engine: Engine;
  clock?: Clock;
  messenger?: Messenger;
  /** How order events reach every process; in memory by default (one process). */
  events?: EventBus;
  /** PostgreSQL's connection pool, for its metrics. */
  pool?: pg.Pool;
  /** Where the log lines go: standard output by default; tests read them. */
  logDestination?: DestinationStream;
};

const memoized = <T>(make: () => T) => {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
};

/** The pages' content security policy: our own origin, and the analytics only when a tag manager is set. */
function contentSecurityDirectives(config: Config) {
  // The tag manager (loaded by the browser only after consent) and the analytics it brings.
  const analytics = config.GTM_ID
    ? ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com']
    : [];
  return {
    'default-src': ["'self'"],
    'img-src': ["'self'", 'data:', ...analytics],
    'style-src': ["'self'", "'unsafe-inline'"],
    'script-src': ["'self'", ...analytics],
    'connect-src': ["'self'", ...analytics],
    // HTTPS is the proxy's job (with HSTS); on plain HTTP this would break every asset.
    'upgrade-insecure-requests': null,
  };
}

/** Every module's routes, in the order the API document lists them. */
async function registerModules(app: FastifyInstance) {
  await app.register(catalogueRoutes);
  await app.register(shopsRoutes);
  await app.register(accountsRoutes);
  await app.register(twoFactorRoutes);
  await app.register(favoritesRoutes);
  await app.register(cartRoutes);
  await app.register(ordersRoutes);
  await app.register(standingOrdersRoutes);
  await app.register(contentRoutes);
  await app.register(adminOrdersRoutes);
  await app.register(preparationRoutes);
  await app.register(adminPrintRoutes);
  await app.register(adminEventsRoutes);
  await app.register(adminCustomersRoutes);
  await app.register(paymentChecksRoutes);
  await app.register(adminShopsRoutes);
  await app.register(adminJournalRoutes);
  await app.register(customerAccountsRoutes);
  await app.register(adminStaffRoutes);
  await app.register(securityRoutes);
  await app.register(adminStatsRoutes);
  await app.register(tillJournalRoutes);
  await app.register(ereportingRoutes);
  await app.register(adminArticlesRoutes);
  await app.register(adminCategoriesRoutes);
  await app.register(uploadsRoutes);
  await app.register(invoicesRoutes);
  await app.register(adminInvoicesRoutes);
  await app.register(quantityLimitsRoutes);
  await app.register(quotasRoutes);
  await app.register(boxesRoutes);
  await app.register(adminLotsRoutes);
  await app.register(ownerLotsRoutes);
  await app.register(publicLotsRoutes);
  await app.register(deliveryNotesRoutes);
  await app.register(statementsRoutes);
  await app.register(paymentsRoutes);
  if (app.config.PAYMENT_PROVIDER === 'demo') await app.register(demoCheckoutRoutes);
  if (app.config.MEAL_VOUCHER_PROVIDER === 'demo') await app.register(mealVoucherPageRoutes);
}

/** Builds the whole application; main.ts listens, tests use inject(). */
export async function buildApp({
  config,
  db,
  engine,
  clock = systemClock,
  messenger,
  events,
  pool,
  logDestination,
}: AppDeps): Promise<FastifyInstance> {
  useFrenchErrors();
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      serializers: { req: requestLogFields },
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      ...(logDestination ? { stream: logDestination } : {}),
    },
    routerOptions: { querystringParser: parseQueryString, maxParamLength: 200 },
    bodyLimit: 64 * 1024,
    trustProxy: config.TRUST_PROXY,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('engine', engine);
  app.decorate('clock', clock);
  app.decorate('messenger', messenger ?? createMessenger(config, app.log));
  app.decorate('events', events ?? memoryEventBus(app.log));
  app.decorate('cacheVersions', cacheVersionReader(db));
  app.decorate('catalogue', createCatalogueCache(db, engine, app.cacheVersions));
  app.decorate('shops', createShopsCache(db, engine, app.cacheVersions));
  app.decorate('afterResponse', afterResponse(app.log));
  app.decorate(
    'payments',
    createPayments({
      config,
      db,
      clock,
      // The demo provider's events reach the webhook route as Stripe's would, signature and all.
      deliver: async (payload, signature) => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload,
        });
        if (response.statusCode !== 200) throw new Error(`webhook answered ${response.statusCode}`);
      },
      onError: (error) => app.log.error({ err: error }, 'demo payment webhook not delivered'),
    }),
  );
  app.decorate(
    'effects',
    createEffectRunner({
      db,
      clock,
      log: app.log,
      handlers: memoized(() => effectHandlers(app)),
      soleProcess: engine === 'sqlite',
    }),
  );
  // The messages of the last orders go out before the event bus closes (main.ts waits for them too, before
  // it closes the database: onClose hooks run last registered first).
  app.addHook('onClose', async () => {
    await app.afterResponse.settled();
    await app.events.close();
    await app.payments.close();
  });
  app.decorateRequest('viewer', null);
  app.decorateRequest('sessionTokenHash', null);
  app.decorateRequest('favourites', null);
  app.decorateRequest('staff', null);

  registerErrorHandler(app);
  // JSON answers shrink five- to tenfold: what a phone on a weak network waits for. Brotli at a low
  // quality costs little CPU; the web app's files are compressed once, at build time.
  await app.register(compress, {
    threshold: COMPRESS_FROM,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY_PER_REQUEST } },
  });
  // The answers up to 64 kB, compressed in one call before the plugin's streams (ADR 029).
  registerCompressAtOnce(app);
  await app.register(cookie);
  registerSecurityHeaders(app, { contentSecurityPolicy: { directives: contentSecurityDirectives(config) } });

  // The request's arrival mark, first of all: whatever it reads of the cached data's versions must be read
  // after it (ADR 026). API answers are personal unless a route says otherwise (the catalogue, the legal
  // pages): no cache keeps them.
  app.decorateRequest('arrival', 0);
  app.addHook('onRequest', (request, reply, done) => {
    request.arrival = app.cacheVersions.arrive();
    if (isApiRequest(request)) reply.header('cache-control', 'no-store');
    done();
  });
  registerMetrics(app, { ...(config.METRICS_TOKEN ? { token: config.METRICS_TOKEN } : {}), ...(pool ? { pool } : {}) });
  registerSameOriginGuard(app);
  registerSessions(app);

  // Hooks on every request are plain callbacks: an async hook costs a promise per request (ADR 026).
  app.addHook('onSend', (request, reply, payload, done) => {
    // Every /api answer says whether the request's session is valid.
    if (isApiRequest(request)) reply.header('authenticated', request.viewer ? 'true' : 'false');
    keepSignedInHint(request, reply);
    done(null, payload);
  });

  await registerOpenApi(app);
  await registerHealthRoutes(app);
  await registerModules(app);
  await registerWebApp(app, config.WEB_DIST_DIR, config.WEB_SSR_DIR);
  return app;
}
