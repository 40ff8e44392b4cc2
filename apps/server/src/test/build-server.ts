import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The server suite's global setup: compiles the server once per run into dist-test/ (esbuild, about a second),
// which spawned server and command processes then start from instead of each compiling main.ts through tsx.
export default function buildServerForTests() {
  execFileSync(process.execPath, ['build.mjs', 'dist-test'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
