import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const mainFile = path.resolve(import.meta.dirname, '../main.ts');
/** The compiled server (`npm run build -w apps/server`), as production runs it. */
export const COMPILED_MAIN = path.resolve(import.meta.dirname, '../../dist/main.js');
/**
 * The same compilation of the current sources, made once per test run by the server suite's global setup
 * (src/test/build-server.ts): a process starts from it in about half the time of a cold tsx start.
 */
export const TEST_BUILD_DIR = path.resolve(import.meta.dirname, '../../dist-test');

/** A command of the server (main, db-backup, user-create…) as a spawned test process runs it. */
export function commandArgs(entry: string, source: string, options: { tsx?: boolean } = {}): string[] {
  return options.tsx ? ['--import', 'tsx', source] : [path.join(TEST_BUILD_DIR, `${entry}.js`)];
}

export type ServerProcess = {
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Waits for "Boutique prête sur …" and answers the URL. */
  ready: () => Promise<string>;
  output: () => string;
};

/**
 * Starts the real server in a process of its own, on a free port: the test build by default, main.ts through
 * tsx (`tsx: true`, as `npm run dev` runs it), or the production build in dist/ (`compiled: true`).
 */
export function spawnServer(
  env: Record<string, string>,
  options: { compiled?: boolean; tsx?: boolean } = {},
): ServerProcess {
  const args = options.compiled ? [COMPILED_MAIN] : commandArgs('main', mainFile, options);
  const child = spawn(process.execPath, args, {
    env: { ...process.env, LOG_LEVEL: 'info', PORT: '0', DEMO_LIVING_SHOP: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = async () => {
    // Generous: under a parallel test run, two cold starts on two busy cores can take a while.
    for (let i = 0; i < 1800; i++) {
      const url = /Boutique prête sur (http:\/\/[^\s"]+)/.exec(output)?.[1];
      if (url) return url;
      if (child.exitCode !== null) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`server did not start:\n${output}`);
  };
  return { child, exited, ready, output: () => output };
}
