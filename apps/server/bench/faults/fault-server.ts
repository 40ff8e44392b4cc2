// The compiled server as production runs it, started, SIGKILLed and started again on one database, for
// `npm run bench:faults` (issue 46). Loopback only, on the ports given (FAULTS_PORT, 4600 by default).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { BENCH_DEMO_PASSWORD } from '../lib/server-process.js';

export type FaultServer = { url: string; child: ChildProcess; exited: Promise<void>; output: () => string };

export type FaultShop = {
  env: Record<string, string>;
  /** The server's clock moved by this many ms (CLOCK_OFFSET_FILE), read again by a running server. */
  setOffset: (ms: number) => void;
  offset: () => number;
  start: () => Promise<FaultServer>;
  /** Starts it and answers at once (the no-show sweep runs during the start). */
  spawn: () => FaultServer;
  ready: (server: FaultServer) => Promise<void>;
  kill: (server: FaultServer) => Promise<void>;
};

export function faultShop(entry: string, databaseUrl: string, dir: string, port: number): FaultShop {
  const clockFile = path.join(dir, 'clock-offset');
  fs.writeFileSync(clockFile, '0');
  let offset = 0;
  const env = {
    // The compiled server as production runs it, but with the demo provider, which a production start refuses
    // (as the checkout bench does).
    NODE_ENV: 'benchmark',
    DEMO_DATA: 'true',
    DEMO_PASSWORD: BENCH_DEMO_PASSWORD,
    PAYMENT_PROVIDER: 'demo',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    RATE_LIMITS: 'false',
    LOG_LEVEL: 'warn',
    LOGIN_SLOWDOWN_MS: '1',
    OUTBOX_DIR: dir,
    UPLOADS_DIR: dir,
    CLOCK_OFFSET_FILE: clockFile,
  };
  const url = `http://127.0.0.1:${port}`;
  const spawnOne = (): FaultServer => {
    const child = spawn(process.execPath, [entry], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      if (output.length < 50_000) output += chunk;
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    return { url, child, exited, output: () => output };
  };
  const ready = async (server: FaultServer) => {
    const until = Date.now() + 120_000;
    while (Date.now() < until) {
      if (server.child.exitCode !== null || server.child.signalCode !== null)
        throw new Error(`the server did not start:\n${server.output().slice(-3000)}`);
      const alive = await fetch(`${url}/healthz`).then(
        (res) => res.ok,
        () => false,
      );
      if (alive) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('the server did not start within 120 s');
  };
  return {
    env,
    setOffset: (ms) => {
      offset = ms;
      fs.writeFileSync(clockFile, String(ms));
    },
    offset: () => offset,
    spawn: spawnOne,
    ready,
    start: async () => {
      const server = spawnOne();
      await ready(server);
      return server;
    },
    kill: async (server) => {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      await server.exited;
    },
  };
}

/** A database of the run's own: a SQLite file in `dir`, or a PostgreSQL database created and dropped here. */
export async function faultDatabase(engine: 'sqlite' | 'postgres', dir: string, pgAdminUrl: string) {
  if (engine === 'sqlite') return { url: `file:${path.join(dir, 'shop.sqlite')}`, drop: async () => {} };
  const name = `faults_${process.pid}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: pgAdminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`drop database if exists ${name} with (force)`);
  await run(`create database ${name}`);
  const own = new URL(pgAdminUrl);
  own.pathname = `/${name}`;
  return { url: own.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
