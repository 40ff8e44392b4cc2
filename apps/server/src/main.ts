import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { refusePublishedPasswords } from './db/seed/demo-accounts.js';
import { seedDemoData } from './db/seed/seed.js';
import { withStartupLock } from './db/startup-lock.js';
import { fileOffsetClock } from './lib/clock-offset.js';
import { idleCollection } from './lib/idle-collection.js';
import { systemClock } from './lib/time.js';
import { postgresEventBus } from './modules/events/event-bus.js';
import { startHousekeeping } from './modules/housekeeping.js';
import { startPaymentSchedule } from './modules/orders/order-payments.js';
import { startStandingOrders } from './modules/standing-orders/scheduler.js';
import { startTillClosures } from './modules/till-journal/index.js';
import { importUploadsFromDisk } from './modules/uploads/import-from-disk.js';

// npm runs workspace scripts inside the workspace; relative paths mean the folder the user typed in.
const baseDir = process.env.INIT_CWD ?? process.cwd();

async function main() {
  const config = loadConfig();
  const { db, engine, file, pool } = openDatabase(config.DATABASE_URL, { baseDir });
  try {
    await withStartupLock(file, async () => {
      await migrateToLatest(db);
      if (config.DEMO_DATA) {
        await seedDemoData(db, new Date(), config.DEMO_PASSWORD, {
          festiveDay: config.DEMO_LIVING_SHOP,
          history: config.DEMO_LIVING_SHOP,
        });
      }
    });
  } catch (error) {
    await db.destroy().catch(() => {});
    throw new ConfigError(
      `Impossible d’ouvrir la base de données (${redact(config.DATABASE_URL)})\u00a0: ${(error as Error).message}`,
    );
  }

  // A production database is never served while the README's password opens one of its accounts.
  if (config.PRODUCTION) await refusePublishedPasswords(db);

  // The pictures this machine kept on its disk before they moved into the database (ADR 040). A failure stops
  // the start: a rolling restart then keeps the running processes rather than lose the owner's pictures.
  const uploadsDir = path.resolve(baseDir, config.UPLOADS_DIR);
  const imported = await importUploadsFromDisk(db, uploadsDir, new Date()).catch(async (error: Error) => {
    await db.destroy().catch(() => {});
    throw new ConfigError(`Les photos de ${uploadsDir} n’ont pas pu être copiées dans la base\u00a0: ${error.message}`);
  });

  const log = pino({ level: config.LOG_LEVEL });
  if (imported > 0) log.info(`${imported} photo(s) de ${uploadsDir} copiée(s) dans la base de données`);
  // Tests only: a running server's clock moved by a file (unset in production: the system clock, at no cost).
  const clock = config.CLOCK_OFFSET_FILE
    ? fileOffsetClock(path.resolve(baseDir, config.CLOCK_OFFSET_FILE), (text) =>
        log.warn({ text }, 'CLOCK_OFFSET_FILE: not a number of milliseconds, ignored'),
      )
    : systemClock;
  const app = await buildApp({
    // Paths given relative are read from where the server was started, like DATABASE_URL's file.
    config: {
      ...config,
      OUTBOX_DIR: path.resolve(baseDir, config.OUTBOX_DIR),
      UPLOADS_DIR: uploadsDir,
      CONTENT_DIR: path.resolve(baseDir, config.CONTENT_DIR),
      WEB_DIST_DIR: path.resolve(baseDir, config.WEB_DIST_DIR),
      WEB_SSR_DIR: path.resolve(baseDir, config.WEB_SSR_DIR),
    },
    db,
    engine,
    clock,
    ...(pool ? { pool } : {}),
    // Several processes on one PostgreSQL database tell each other of new orders.
    ...(engine === 'postgres'
      ? { events: await postgresEventBus({ connectionString: config.DATABASE_URL }, log) }
      : {}),
  });
  const stopHousekeeping = startHousekeeping(db, app.clock, (error) =>
    app.log.error({ err: error }, 'housekeeping failed'),
  );
  const stopStandingOrders = startStandingOrders(
    {
      db,
      clock: app.clock,
      messenger: app.messenger,
      effects: app.effects,
      events: app.events,
      log: app.log,
      publicUrl: config.PUBLIC_URL,
      placeTime: config.STANDING_ORDERS_PLACE_AT,
    },
    config.STANDING_ORDERS_TICK_MS,
  );
  // Unpaid orders freed after their window, far days' cards held at their cut-off, the provider reconciled.
  const stopPayments = startPaymentSchedule(app);
  // The counter journal's days, months and years closed once they are over (ADR 068).
  const stopTillClosures = startTillClosures(db, app.clock, config.TILL_JOURNAL_KEY, (error) =>
    app.log.error({ err: error }, 'till journal closures failed'),
  );
  // What committed moves left to do (a provider call, a message), at once and every few seconds (ADR 051).
  const stopEffects = app.effects.start();
  // A burst's memory given back a second after it (ADR 029); only with node's --expose-gc, as npm start runs it.
  const idle = idleCollection({ quietMs: 1000, growthBytes: 8_000_000, collect: globalThis.gc });
  app.addHook('onRequest', (_request, _reply, done) => {
    idle.activity();
    done();
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    idle.activity();
    done();
  });
  const idleTimer = setInterval(() => idle.check(), 500);
  idleTimer.unref();
  // Fastify runs onClose hooks last registered first: this one runs before buildApp's, so it waits for the
  // messages of the orders already answered itself, before the database they read closes.
  app.addHook('onClose', async () => {
    clearInterval(idleTimer);
    stopHousekeeping();
    stopTillClosures();
    stopPayments();
    stopEffects();
    await stopStandingOrders();
    await app.afterResponse.settled();
    await db.destroy();
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const { port } = app.server.address() as { port: number };
  const host = ['0.0.0.0', '::'].includes(config.HOST) ? 'localhost' : config.HOST;
  app.log.info(`Boutique prête sur http://${host}:${port}`);
}

const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Le serveur n’a pas pu démarrer\u00a0:', error);
  }
  process.exit(1);
});
