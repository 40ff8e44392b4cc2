#!/usr/bin/env node
// The house's import boundaries (ADR 048): dependency-cruiser's rules (.dependency-cruiser.cjs), the web's known
// violations set aside (.dependency-cruiser-known-violations.json), and no ring of server modules, two or more
// (a rule dependency-cruiser cannot say: its cycles are between files).
// `node scripts/boundaries.mjs` checks; `--baseline` rewrites the known violations (the web's only).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const known = '.dependency-cruiser-known-violations.json';
const sources = ['apps/server/src', 'apps/web/src', 'packages/contract/src', 'e2e'];
const bin = (name) => path.join(root, 'node_modules/.bin', name);

if (process.argv.includes('--baseline')) {
  const result = spawnSync(
    bin('depcruise-baseline'),
    [...sources, '--config', '.dependency-cruiser.cjs', '--output-to', known],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  process.exit(result.status ?? 1);
}

const result = spawnSync(
  bin('depcruise'),
  [...sources, '--config', '.dependency-cruiser.cjs', '--ignore-known', known, '--output-type', 'json'],
  { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
);
if (!result.stdout) {
  console.error(result.stderr);
  process.exit(1);
}
const { modules, summary } = JSON.parse(result.stdout);
const problems = [];
for (const v of summary.violations) {
  if (v.rule.severity !== 'error') continue;
  const cycle = v.cycle ? ` (${v.cycle.map((c) => c.name ?? c).join(' → ')})` : '';
  problems.push(`${v.rule.name}: ${v.from} → ${v.to}${cycle}`);
}
const knownCount = summary.violations.filter((v) => v.rule.severity === 'ignore').length;

// Server modules in a ring: two that import each other, or a longer ring (A → B → C → A). Each strongly
// connected group of the module graph (Tarjan) with more than one module is refused, its modules named.
const moduleOf = (file) => /^apps\/server\/src\/modules\/([^/]+)\//.exec(file)?.[1];
const edges = new Map();
for (const m of modules) {
  const from = moduleOf(m.source);
  if (!from || /\.test\.ts$/.test(m.source)) continue;
  if (!edges.has(from)) edges.set(from, new Set());
  for (const d of m.dependencies) {
    const to = moduleOf(d.resolved);
    if (to && to !== from) edges.get(from).add(to);
  }
}
for (const ring of moduleRings(edges)) {
  problems.push(`no-module-ring: ${ring.map((name) => `modules/${name}`).join(', ')} import each other in a ring`);
}

/** The groups of modules that reach each other (Tarjan's strongly connected components), two or more each. */
function moduleRings(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const rings = [];
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const group = [];
    let w;
    do {
      w = stack.pop();
      group.push(w);
    } while (w !== v);
    if (group.length > 1) rings.push(group.sort());
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return rings;
}

// An order's status and its payment's status have one writer, the lifecycle module (ADR 051): an update of
// either table that sets `status`, or a payment row written, anywhere else in the server's code is refused.
for (const problem of statusWritersOutsideLifecycle()) problems.push(problem);

function statusWritersOutsideLifecycle() {
  const found = [];
  const serverSrc = path.join(root, 'apps/server/src');
  const skip = (file) =>
    /\.test\.ts$/.test(file) ||
    file.includes('/db/migrations/') ||
    file.includes('/modules/order-lifecycle/') ||
    file.includes('/test/');
  const writes = [
    /updateTable\(\s*'(customer_order|order_payment)'\s*\)[^;]*?\.set\(\s*\{[^;]*?\bstatus\b/gs,
    /insertInto\(\s*'order_payment'\s*\)/g,
  ];
  for (const file of walk(serverSrc)) {
    if (!file.endsWith('.ts') || skip(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const pattern of writes) {
      for (const match of text.matchAll(pattern)) {
        const line = text.slice(0, match.index).split('\n').length;
        found.push(
          `status-writer-outside-lifecycle: ${path.relative(root, file)}:${line} writes ${match[1] ?? 'order_payment'} outside modules/order-lifecycle`,
        );
      }
    }
  }
  return found;
}

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

console.log(
  `boundaries: ${summary.totalCruised} files, ${summary.totalDependenciesCruised} imports; ${problems.length} violations, ${knownCount} known (web, in ${known})`,
);
for (const p of problems) console.log(`  ✖ ${p}`);
process.exit(problems.length > 0 ? 1 : 0);
