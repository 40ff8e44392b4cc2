import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const mainFile = path.resolve(import.meta.dirname, '../main.ts');
/** The compiled server (`npm run build -w apps/server`), as production runs it. */
export const COMPILED_MAIN = path.resolve(import.meta.dirname, '../../dist/main.js');

export type ServerProcess = {
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Waits for "Boutique prête sur …" and answers the URL. */
  ready: () => Promise<string>;
  output: () => string;
};

/** Starts the real server (main.ts, or the compiled one) in a process of its own, on a free port. */
export function spawnServer(env: Record<string, string>, options: { compiled?: boolean } = {}): ServerProcess {
  const args = options.compiled ? [COMPILED_MAIN] : ['--import', 'tsx', mainFile];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, LOG_LEVEL: 'info', PORT: '0', ...env },
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
    // Generous: under a parallel test run, two cold tsx starts on two cores can take a while.
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
