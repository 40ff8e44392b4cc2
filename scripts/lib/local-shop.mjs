// What the benchmark and screenshot scripts share: Debian's Chromium with the flags these machines need, and a
// shop served on loopback from the production build, on an in-memory database with the demo data.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The same flags as e2e/playwright.config.ts: no sandbox as root, no call to the closed network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Starts `command` (default: the compiled server, `apps/server/dist/main.js`) on `port` and resolves once the
 * API answers; the process group is stopped when this process exits.
 */
export async function startShop({ port, env = {}, command = ['node', 'apps/server/dist/main.js'] }) {
  const base = `http://127.0.0.1:${port}`;
  try {
    await fetch(base);
    throw new Error(`${base} already answers: stop that server, or choose another port.`);
  } catch (error) {
    if (error instanceof Error && error.message.includes('already answers')) throw error;
  }
  const server = spawn(command[0], command.slice(1), {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: 'file::memory:',
      OUTBOX_DIR: path.join(root, '.reports/outbox', String(port)),
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {}
  };
  process.on('exit', stop);
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/shops`)).ok) return { base, stop };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`the server did not answer on ${base}`);
}
