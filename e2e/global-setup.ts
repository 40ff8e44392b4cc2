import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Compiles the server once for the run (about a second, so that the workers' shops always run the current
 * code), as production runs it: each worker then starts `apps/server/dist/main.js` (tests/worker-shop.ts),
 * which starts in half the time of main.ts through tsx. `npm run build` made the web app it serves.
 */
export default function globalSetup() {
  execFileSync(process.execPath, ['apps/server/build.mjs'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: 'inherit',
  });
}
