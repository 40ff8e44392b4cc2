// `npm run bench`: the catalogue endpoints beside a bare Fastify JSON route, measured in the same run
// on loopback. Server and load generator share the machine's cores: read the ratios, not the absolutes.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const here = import.meta.dirname;

async function startServer(mode: 'app' | 'bare'): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'bench-server.ts'), mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  for await (const line of lines) {
    if (line.startsWith('{')) return { port: (JSON.parse(line) as { port: number }).port, child };
  }
  throw new Error(`bench server ${mode} did not start`);
}

async function measure(url: string) {
  await autocannon({ url, connections: CONNECTIONS, duration: 1 }); // warm-up
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

const bare = await startServer('bare');
const app = await startServer('app');
try {
  const targets: [string, string][] = [
    ['bare Fastify JSON route', `http://127.0.0.1:${bare.port}/bare`],
    ['GET /api/articles', `http://127.0.0.1:${app.port}/api/articles`],
    ['GET /api/articles?Search=boeuf', `http://127.0.0.1:${app.port}/api/articles?Search=boeuf`],
    ['GET /api/articles?DiscountedOnly=true', `http://127.0.0.1:${app.port}/api/articles?DiscountedOnly=true`],
    ['GET /api/articles/1', `http://127.0.0.1:${app.port}/api/articles/1`],
    ['GET /api/article-categories', `http://127.0.0.1:${app.port}/api/article-categories`],
    ['GET /api/shops', `http://127.0.0.1:${app.port}/api/shops`],
  ];
  const rows: { endpoint: string; 'req/s': number; 'p50 ms': number; 'p99 ms': number; 'vs bare': string }[] = [];
  let bareRps = 0;
  for (const [endpoint, url] of targets) {
    const m = await measure(url);
    if (rows.length === 0) bareRps = m.rps;
    rows.push({
      endpoint,
      'req/s': Math.round(m.rps),
      'p50 ms': m.p50,
      'p99 ms': m.p99,
      'vs bare': `${((m.rps / bareRps) * 100).toFixed(1)} %`,
    });
  }
  console.log(`\n${DURATION} s per endpoint, ${CONNECTIONS} connections, loopback`);
  console.table(rows);
} finally {
  bare.child.kill('SIGTERM');
  app.child.kill('SIGTERM');
}
