// The server as production runs it: compiled by the production build (build.mjs) into .bench-build/, one folder
// below apps/server as dist/ is, so that main.js finds content/ and the web build where dist/main.js does.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '../..');

export function compileServer(): string {
  execFileSync(process.execPath, ['build.mjs', '.bench-build'], {
    cwd: serverDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return path.join(serverDir, '.bench-build/main.js');
}
