// A real server process for the benchmarks (main.ts, as `npm start` runs it, or a compiled entry),
// on a free port, with its memory read from its own /metrics (loopback may read it).
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const mainFile = path.resolve(import.meta.dirname, '../../src/main.ts');

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  memory: () => Promise<Memory>;
  /** The process's error log lines (pino levels 50 and 60), the first 30. */
  errors: () => string[];
  stop: () => Promise<void>;
};

export type Memory = { rssMB: number; heapUsedMB: number; externalMB: number };

/**
 * Starts `main.ts` under tsx (one node process, the loader's thread included), or `entry` when given
 * (a compiled main.js), with `nodeArgs` (V8 flags) before it. Waits for "Boutique prête sur …".
 */
export async function startServer(
  env: Record<string, string>,
  entry?: string,
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  const args = [...nodeArgs, ...(entry ? [entry] : ['--import', 'tsx', mainFile])];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, LOG_LEVEL: 'info', PORT: '0', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const errors: string[] = [];
  const collect = (chunk: Buffer) => {
    // Only the start and the errors are kept: a long run's request logs are not.
    if (output.length < 20_000) output += chunk;
    for (const line of String(chunk).split('\n')) {
      if (/"level":(50|60)/.test(line) && errors.length < 30) errors.push(line.slice(0, 2000));
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const found = /Boutique prête sur (http:\/\/[^\s"]+)/.exec(output)?.[1];
      if (found) {
        clearInterval(timer);
        resolve(found.replace('localhost', '127.0.0.1'));
      } else if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`the server did not start:\n${output}`));
      }
    }, 50);
  });
  return {
    url,
    child,
    memory: () => readMemory(url),
    errors: () => errors,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The process's own figures, from the Prometheus text of /metrics. */
export async function readMemory(url: string): Promise<Memory> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
  const mb = (bytes: number) => Math.round((bytes / 1e6) * 10) / 10;
  return {
    rssMB: mb(value('process_resident_memory_bytes')),
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
