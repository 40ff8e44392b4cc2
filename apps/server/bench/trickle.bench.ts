// `npm run bench:trickle`: what a request waits for when traffic is a trickle after bursts, with and without the
// idle collection (src/lib/idle-collection.ts, which needs node's --expose-gc). Each side: the production server
// on a fresh SQLite file, four cycles of a burst of mixed page and API requests, then single requests at random
// gaps of 0.2 to 2 s; the table gives the trickle requests' latency. Options: `--cycles=N` (4), `--seconds=N` of
// trickle per cycle (25), `--burst=N` requests per burst (3 000).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { npmStartSettings } from '../../../deploy/production-settings.mjs';
import { startProductionServer } from './lib/server-process.js';

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(`--${name}=`.length);
const CYCLES = Number(option('cycles') ?? 4);
const SECONDS = Number(option('seconds') ?? 25);
const BURST = Number(option('burst') ?? 3000);
const PATHS = ['/api/articles', '/api/articles?Search=boeuf', '/products-list', '/', '/product/3', '/api/shops'];

/** The same sequence of gaps and paths for both sides. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

async function side(flags: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-trickle-'));
  const server = await startProductionServer(
    { DATABASE_URL: `file:${path.join(dir, 'shop.sqlite')}`, RATE_LIMITS: 'false', LOG_LEVEL: 'warn', OUTBOX_DIR: dir },
    flags,
  );
  const random = seeded(7);
  const latencies: number[] = [];
  try {
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      await autocannon({
        url: server.url,
        connections: 20,
        amount: BURST,
        requests: PATHS.map((p) => ({ path: p })),
      });
      const end = Date.now() + SECONDS * 1000;
      while (Date.now() < end) {
        await new Promise((resolve) => setTimeout(resolve, 200 + random() * 1800));
        const started = performance.now();
        const res = await fetch(`${server.url}${PATHS[Math.floor(random() * PATHS.length)]}`);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${res.url}: ${res.status}`);
        latencies.push(performance.now() - started);
      }
    }
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Number((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(1));
  return {
    requests: latencies.length,
    'p50 ms': at(0.5),
    'p90 ms': at(0.9),
    'p99 ms': at(0.99),
    'max ms': Number((latencies.at(-1) ?? 0).toFixed(1)),
    'over 20 ms': latencies.filter((ms) => ms > 20).length,
  };
}

const production = npmStartSettings().nodeFlags;
const rows = {
  'idle collection on (npm start)': await side(production),
  'idle collection off (no --expose-gc)': await side(production.filter((flag) => flag !== '--expose-gc')),
};
console.log(`${CYCLES} cycles of a burst of ${BURST} requests, then ${SECONDS} s of single requests 0.2–2 s apart`);
console.table(rows);
