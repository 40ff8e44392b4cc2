#!/usr/bin/env node
// `npm run typecheck`: tsc on each workspace, two at a time (tsc uses one core; the machines have two).
// Each project's output is printed whole when it ends, so that two projects' errors never interleave.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
// The two largest first, so that the small ones fill in beside whichever ends first.
const projects = ['apps/server', 'apps/web', 'packages/contract', 'e2e'];
const AT_ONCE = 2;

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('close', (code) => {
      console.log(`tsc -p ${project}: ${code === 0 ? 'ok' : 'errors'}`);
      if (output) process.stdout.write(output);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
const results = await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    const passed = [];
    for (let project = queue.shift(); project; project = queue.shift()) passed.push(await check(project));
    return passed.every(Boolean);
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
