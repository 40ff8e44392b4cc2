// The server as compiled JavaScript, for measuring what production runs: main.ts and the contract package
// (TypeScript source) bundled by esbuild, the dependencies left to node_modules. The bundle sits one folder
// below apps/server, where main.ts's paths relative to its own folder still find content/ and the web build.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const serverDir = path.resolve(import.meta.dirname, '../..');

export function compileServer(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
  const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
    .filter((name) => name !== '@boucherie/contract')
    .flatMap((name) => [`--external:${name}`, `--external:${name}/*`]);
  const outfile = path.join(serverDir, '.bench-build/main.js');
  // esbuild's bin is its native executable (it comes with tsx and Vite).
  execFileSync(
    require.resolve('esbuild/bin/esbuild'),
    [
      path.join(serverDir, 'src/main.ts'),
      '--bundle',
      '--platform=node',
      '--format=esm',
      '--target=node20',
      `--outfile=${outfile}`,
      '--log-level=warning',
      ...external,
    ],
    { stdio: 'inherit' },
  );
  return outfile;
}
