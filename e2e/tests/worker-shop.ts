import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Each Playwright worker runs its specs against a shop of its own: the compiled server (which the global setup
// compiled, and `npm run build` gave the web app it serves) in its own process, on its own port, over its own
// in-memory database seeded with the demo data, with its own outbox, uploads and clock-offset file. Two workers
// then never see each other's carts, orders, messages or moved clock, and each spec file runs, as before, after
// the files its worker ran before it on the same shop.

const root = path.resolve(import.meta.dirname, '../..');
const basePort = Number(process.env.E2E_PORT ?? 3100);

/** Where a worker's shop listens and keeps its files; `parallelIndex` is Playwright's worker slot (0, 1, …). */
export function shopOf(parallelIndex: number) {
  const port = basePort + parallelIndex;
  const dataDir = path.join(root, `e2e/.data/worker-${parallelIndex}`);
  return {
    port,
    baseURL: `http://127.0.0.1:${port}`,
    dataDir,
    outboxDir: path.join(dataDir, 'outbox'),
    uploadsDir: path.join(dataDir, 'uploads'),
    /**
     * The running server's clock is the real one plus the milliseconds in this file (test-only configuration):
     * standing-orders.spec.ts moves it to a standing order's placing time, then back.
     */
    clockOffsetFile: path.join(dataDir, 'clock-offset'),
    /** The consent spec's second server (with a tag manager id), beside this worker's shop. */
    consentPort: Number(process.env.E2E_CONSENT_PORT ?? basePort + 50) + parallelIndex,
  };
}

/**
 * This worker's shop, known when a spec file is loaded: Playwright gives each worker process its slot in
 * TEST_PARALLEL_INDEX (a worker started again after a failure takes the same slot, and so the same shop files).
 */
export const SHOP = shopOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

export type RunningShop = { baseURL: string; stop: () => Promise<void> };

/** Starts this worker's shop and resolves once it answers; `stop` ends it and waits for its exit. */
export async function startShop(shop: ReturnType<typeof shopOf>, timeoutMs: number): Promise<RunningShop> {
  const probe = `${shop.baseURL}/api/shops`;
  // Another server on this port would answer the tests in place of this one (as webServer's reuseExistingServer: false).
  if (await answers(probe)) throw new Error(`${shop.baseURL} is already in use: stop what listens there`);
  fs.mkdirSync(shop.dataDir, { recursive: true });
  // The clock starts on time, whatever a run stopped halfway left in the file.
  fs.writeFileSync(shop.clockOffsetFile, '0');
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    // A process group of its own, so that stopping it stops whatever it started too.
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(shop.port),
      HOST: '127.0.0.1',
      // Its own address, which the e-mails' links and the demo payment page's return use.
      PUBLIC_URL: shop.baseURL,
      DATABASE_URL: 'file::memory:',
      OUTBOX_DIR: shop.outboxDir,
      UPLOADS_DIR: shop.uploadsDir,
      LOG_LEVEL: 'warn',
      CLOCK_OFFSET_FILE: shop.clockOffsetFile,
      // The standing orders' schedule looks every 200 ms, so a moved clock is noticed at once.
      STANDING_ORDERS_TICK_MS: '200',
      // The journeys open their own holiday days (admin-shops.spec.ts opens Noël on the 24th) and count their orders.
      DEMO_LIVING_SHOP: 'false',
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.pid && child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
  };
  // Ready when it answers the shops' list, as Playwright's webServer waited for it; a process that stopped
  // is reported at once.
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(probe))) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the shop of ${shop.baseURL} stopped (${child.exitCode ?? child.signalCode}) before answering`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the shop of ${shop.baseURL} did not answer within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  try {
    await liftOpenOrdersCap(shop.baseURL);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL: shop.baseURL, stop };
}

/**
 * The demo customers order in many spec files, on one worker's shop and for the same first dates, and leave
 * their orders open: the cap on the open orders a customer holds at a shop for one day (2 by default, issue 29)
 * would refuse the third. The cap is the server suite's to prove (open-orders-cap.test.ts); each worker's shop
 * lifts it once, through the owner's own call.
 */
async function liftOpenOrdersCap(baseURL: string) {
  const login = await fetch(`${baseURL}/api/accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Demo-Boucherie-2026' }),
  });
  const sid = /(?:^|[\s,])sid=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  if (!login.ok || !sid) throw new Error(`the owner's login on ${baseURL} answered ${login.status}`);
  const { shops } = (await (await fetch(`${baseURL}/api/shops`)).json()) as { shops: { id: number }[] };
  for (const { id } of shops) {
    const res = await fetch(`${baseURL}/api/admin/shops/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: baseURL, cookie: `sid=${sid}` },
      body: JSON.stringify({ openOrdersPerCustomerPerDay: 50 }),
    });
    if (!res.ok) throw new Error(`lifting shop ${id}'s cap on open orders answered ${res.status}`);
  }
}
