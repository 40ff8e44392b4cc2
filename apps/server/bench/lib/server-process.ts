// A real server process for the benchmarks (main.ts under tsx, a compiled entry, or the production build as
// `npm start` runs it), on a free port, with its memory read from its own /metrics (loopback may read it).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { npmStartSettings } from '../../../../deploy/production-settings.mjs';
import { freePort } from '../../src/test/proxy-client.js';
import { compileServer } from './compile-server.js';

const mainFile = path.resolve(import.meta.dirname, '../../src/main.ts');

/**
 * The demo accounts' password in a benchmark's shop. Its servers start as production does (NODE_ENV=production),
 * which refuses the README's password (config.ts): the run chooses its own, written nowhere.
 */
export const BENCH_DEMO_PASSWORD = `Banc-${randomBytes(12).toString('base64url')}`;

/** The server's secret a production start requires (config.ts): the run's own, as the password. */
const BENCH_TWO_FACTOR_KEY = randomBytes(32).toString('base64');

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  memory: () => Promise<Memory>;
  /** The process's error log lines (pino levels 50 and 60), the first 30. */
  errors: () => string[];
  stop: () => Promise<void>;
};

/** `fileMB`: the part of the RSS that is pages of files (node's own binary, native addons), shared between processes. */
export type Memory = { rssMB: number; fileMB: number; heapUsedMB: number; externalMB: number };

/**
 * Starts `main.ts` under tsx (one node process, the loader's thread included), or `entry` when given
 * (a compiled main.js), with `nodeArgs` (V8 flags) before it, on `env.PORT` or a free port. Waits for `/healthz`, whatever LOG_LEVEL says.
 */
export async function startServer(
  env: Record<string, string>,
  entry?: string,
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  const args = [...nodeArgs, ...(entry ? [entry] : ['--import', 'tsx', mainFile])];
  // A PORT given is kept (a bench told which ports it may use); otherwise the system's pick.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      DEMO_DATA: 'true',
      // The figures of an order burst, not of the living demo's Noël day and months of past orders.
      DEMO_LIVING_SHOP: 'false',
      DEMO_PASSWORD: BENCH_DEMO_PASSWORD,
      TWO_FACTOR_KEY: BENCH_TWO_FACTOR_KEY,
      TILL_JOURNAL_KEY: BENCH_TWO_FACTOR_KEY,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const errors: string[] = [];
  // BENCH_SHOP_LOG: a file that gets all the output (a trace of its GC, say), not only the start and errors.
  const tee = process.env.BENCH_SHOP_LOG ? fs.createWriteStream(process.env.BENCH_SHOP_LOG) : null;
  const collect = (chunk: Buffer) => {
    tee?.write(chunk);
    // Only the start and the errors are kept: a long run's request logs are not.
    if (output.length < 20_000) output += chunk;
    for (const line of String(chunk).split('\n')) {
      if (/"level":(50|60)/.test(line) && errors.length < 30) errors.push(line.slice(0, 2000));
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server did not start:\n${output}`);
    const alive = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (alive) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    child,
    memory: () => readMemory(url, child.pid),
    errors: () => errors,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

let compiled: string | undefined;

export type ProductionServer = ServerProcess & { describe: string };

/**
 * The server as `npm start` runs it: the production build (compiled once per bench run), npm start's environment
 * and node flags, and `BENCH_SHOP_FLAGS` after them (`--cpu-prof`…). What the process's flags and settings are
 * is part of the answer: `describe` says it in the bench's report.
 */
export async function startProductionServer(
  env: Record<string, string>,
  nodeFlags?: string[],
): Promise<ProductionServer> {
  const production = npmStartSettings();
  compiled ??= compileServer();
  const extra = process.env.BENCH_SHOP_FLAGS?.split(' ').filter(Boolean) ?? [];
  const flags = [...(nodeFlags ?? production.nodeFlags), ...extra];
  const server = await startServer({ ...env, ...production.env }, compiled, flags);
  const settings = Object.entries(production.env).map(([name, value]) => `${name}=${value}`);
  return { ...server, describe: [...settings, 'node', ...flags, path.relative(process.cwd(), compiled)].join(' ') };
}

/**
 * `count` production processes on one database, started one after the other: the first migrates and seeds, the
 * next find it done. Rate limits off, their outbox and uploads in one temporary folder removed at stop; on
 * `ports` (one each) when the run was told which it may use; `env` over the rest.
 */
export async function startShopProcesses(
  databaseUrl: string,
  count: number,
  options: { ports?: readonly number[] | undefined; env?: Record<string, string> } = {},
) {
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-outbox-'));
  const servers: ProductionServer[] = [];
  const stop = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    fs.rmSync(outbox, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < count; i++) {
      const port = options.ports?.[i];
      const env = { DATABASE_URL: databaseUrl, RATE_LIMITS: 'false', OUTBOX_DIR: outbox, UPLOADS_DIR: outbox };
      servers.push(await startProductionServer({ ...env, ...options.env, ...(port ? { PORT: String(port) } : {}) }));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { servers, stop };
}

/**
 * The shop for a load run over an existing database: one process as startShopProcesses starts them, only
 * warnings logged (production logs each request); `env` over them.
 */
export async function startBenchShop(databaseUrl: string, env: Record<string, string> = {}) {
  const { servers, stop } = await startShopProcesses(databaseUrl, 1, { env: { LOG_LEVEL: 'warn', ...env } });
  return { ...(servers[0] as ProductionServer), stop };
}

/** The process's own figures, from the Prometheus text of /metrics, and its pages of files from /proc. */
export async function readMemory(url: string, pid?: number): Promise<Memory> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
  const mb = (bytes: number) => Math.round((bytes / 1e6) * 10) / 10;
  return {
    rssMB: mb(value('process_resident_memory_bytes')),
    fileMB: mb(fileBackedBytes(pid)),
    heapUsedMB: mb(value('nodejs_heap_size_used_bytes')),
    externalMB: mb(value('nodejs_external_memory_bytes')),
  };
}

/** Samples the memory every `everyMs` while `work` runs; answers the highest RSS seen. */
export async function peakDuring<T>(server: ServerProcess, work: Promise<T>, everyMs = 250) {
  let peak = 0;
  let done = false;
  const sampling = (async () => {
    while (!done) {
      peak = Math.max(peak, (await server.memory()).rssMB);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  try {
    return { result: await work, peakRssMB: peak };
  } finally {
    done = true;
    await sampling;
  }
}

/** RssFile from /proc (Linux); NaN elsewhere. */
function fileBackedBytes(pid: number | undefined): number {
  try {
    return Number(/^RssFile:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024;
  } catch {
    return Number.NaN;
  }
}
