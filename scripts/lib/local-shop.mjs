// What the benchmark and screenshot scripts share: Debian's Chromium (chromium.mjs), a shop served on loopback
// from the production build, on an in-memory database with the demo data, and its demo accounts' login.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export { chromiumArgs, chromiumPath } from './chromium.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts `command` (default: the compiled server, `apps/server/dist/main.js`) on `port` and resolves once the
 * API answers; the process group is stopped when this process exits.
 */
export async function startShop({ port, env = {}, command = ['node', 'apps/server/dist/main.js'] }) {
  const base = `http://127.0.0.1:${port}`;
  // Another server on the port would be measured instead, with its own build.
  const taken = await fetch(base).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`${base} already answers: stop that server, or choose another port.`);
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

const DEMO_PASSWORD = 'Demo-Boucherie-2026';

/** Logs a browser context (its cookie jar) in as a demo account of the shop at `base`. */
export async function logInDemo(context, base, email) {
  const answer = await context.request.post(`${base}/api/accounts/login`, {
    data: { email, password: DEMO_PASSWORD },
    headers: { origin: base },
  });
  if (!answer.ok()) throw new Error(`login ${email}: ${answer.status()}`);
}
