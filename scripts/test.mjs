#!/usr/bin/env node
// `npm test`: every check of the project, in order, with one closing line "N passed, M failed".
// Server tests run twice: on SQLite, then on PostgreSQL (required in CI, skipped with a notice elsewhere).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { slowestFiles } from './test-durations.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.reports');
const inCI = process.env.CI === 'true' || process.env.CI === '1';
const pgUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
/** Each step's wall and CPU time, printed as it ends and again in a table before the closing line. */
const durations = [];
const startedAt = performance.now();

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * Milliseconds of CPU used so far by the processes this one has waited for (Linux's cutime and cstime, which
 * include their own waited-for children): it depends less than wall time on how busy the machine is.
 */
function childrenCpuMs() {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

function run(title, command, args, options = {}) {
  console.log(`\n▶ ${title}`);
  const started = performance.now();
  const cpuBefore = childrenCpuMs();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  const took = performance.now() - started;
  const cpu = childrenCpuMs() - cpuBefore;
  durations.push({ title, took, cpu });
  console.log(`◀ ${title}: ${seconds(took)} (CPU ${seconds(cpu)})`);
  if (result.status !== 0) problems.push(`${title} (exit ${result.status ?? result.signal})`);
  return result.status === 0;
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

const fileDurationsReporter = path.join(root, 'scripts/vitest-file-durations.mjs');

function vitest(title, workspace, name, env = {}, args = []) {
  const out = path.join(reports, `${name}.json`);
  const reporters = [
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${out}`,
    `--reporter=${fileDurationsReporter}`,
  ];
  run(title, 'npx', ['vitest', 'run', ...args, ...reporters], {
    cwd: path.join(root, workspace),
    env: { FILE_DURATIONS_OUTPUT: path.join(reports, `${name}.files.json`), ...env },
  });
  countVitest(out);
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    return error.message;
  } finally {
    await client.end().catch(() => {});
  }
}

run('Types (tsc)', 'npm', ['run', 'typecheck']);
run('Lint and format (biome)', 'npx', ['biome', 'ci', '.']);
run('Import boundaries (dependency-cruiser)', 'node', ['scripts/boundaries.mjs']);
vitest('Repository checks (typography, module table)', '.', 'repository');
vitest('Contract tests', 'packages/contract', 'contract');
// xmllint and pdftoppm for the invoice tests (Debian packages, installed when missing and root).
spawnSync('bash', [path.join(root, 'scripts/ensure-test-tools.sh')], { stdio: 'inherit' });
vitest('Server tests on SQLite', 'apps/server', 'server-sqlite', { TEST_DATABASE_URL: 'file::memory:' });

const reachable = await postgresReachable();
if (reachable === true) {
  vitest('Server tests on PostgreSQL', 'apps/server', 'server-postgres', { TEST_DATABASE_URL: pgUrl });
} else if (inCI) {
  console.error(`\n✖ PostgreSQL is required in CI and could not be reached at ${pgUrl}: ${reachable}`);
  problems.push('PostgreSQL pass (unreachable)');
} else {
  console.warn(`\n⚠ PostgreSQL pass SKIPPED: ${pgUrl} is not reachable (${reachable}). Set TEST_PG_URL to run it.`);
}

vitest('Web tests', 'apps/web', 'web');

if (run('Build (web app and compiled server)', 'npm', ['run', 'build'])) {
  // The home page's JavaScript, gzipped, against its budget (prints the figure); a build beside a running server.
  vitest('Checks of the build', '.', 'bundle-budget', {}, ['--config', 'scripts/vitest.build.config.ts']);
}
const chromium = spawnSync('bash', [path.join(root, 'scripts/ensure-chromium.sh')], { stdio: 'inherit' });
if (chromium.status === 0) {
  const out = path.join(reports, 'e2e.json');
  run('Browser tests (Playwright in Chromium)', 'npx', ['playwright', 'test'], {
    cwd: path.join(root, 'e2e'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  if (fs.existsSync(out)) {
    const { stats } = JSON.parse(fs.readFileSync(out, 'utf8'));
    totals.passed += stats.expected + (stats.flaky ?? 0);
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  }
} else if (inCI) {
  problems.push('Browser tests (Chromium unavailable)');
} else {
  console.warn(
    '\n⚠ Browser tests SKIPPED: Chromium is not installed and could not be installed (run as root, or apt-get install chromium).',
  );
}

console.log('\nDuration of each step:');
console.log('      wall       CPU');
for (const { title, took, cpu } of durations)
  console.log(`  ${seconds(took).padStart(8)}  ${seconds(cpu).padStart(8)}  ${title}`);
console.log(`  ${seconds(performance.now() - startedAt).padStart(8)}  ${seconds(childrenCpuMs()).padStart(8)}  total`);
console.log('\nSlowest test files (node scripts/test-durations.mjs lists more):');
console.log(slowestFiles(reports, 15).join('\n'));
fs.writeFileSync(path.join(reports, 'durations.json'), JSON.stringify(durations, null, 2));

console.log('');
if (problems.length > 0) console.log(`Failed steps:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(problems.length > 0 || totals.failed > 0 ? 1 : 0);
