#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse 12 (mobile preset: emulated phone, simulated slow 4G and CPU x4)
// on the public pages, served by the real server from the production build. Not part of `npm test`:
// the figures depend on the machine. Targets: performance >= 95, accessibility 100.
// Options: --runs=N (median of N runs per page, default 1), --no-build (serve apps/web/dist as it is).
// The builds go to .reports/lighthouse/dist and dist-ssr, so a concurrent `vite build` cannot change them mid-run.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, '.reports/lighthouse');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
const base = `http://127.0.0.1:${port}`;
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 1);
const pages = ['/', '/products-list'];
const targets = { performance: 95, accessibility: 100 };
const chromeFlags =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic';

// Another server on the port would be measured instead, with its own build (seen: its old page named
// chunks the new build no longer has, and the app never loaded).
try {
  await fetch(base);
  console.error(`${base} already answers: stop that server, or set LIGHTHOUSE_PORT.`);
  process.exit(1);
} catch {}

fs.mkdirSync(out, { recursive: true });
let dist = path.join(root, 'apps/web/dist');
let ssrDist = path.join(root, 'apps/web/dist-ssr');
if (!process.argv.includes('--no-build')) {
  dist = path.join(out, 'dist');
  ssrDist = path.join(out, 'dist-ssr');
  // The same two builds as `npm run build -w apps/web`: the browser's app, then the server's page renderer.
  for (const args of [
    ['--outDir', dist],
    ['--ssr', 'src/entry-server.tsx', '--outDir', ssrDist],
  ]) {
    const build = spawnSync('npx', ['vite', 'build', ...args, '--emptyOutDir'], {
      cwd: path.join(root, 'apps/web'),
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

const server = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: 'file::memory:',
    OUTBOX_DIR: path.join(out, 'outbox'),
    WEB_DIST_DIR: dist,
    WEB_SSR_DIR: ssrDist,
    LOG_LEVEL: 'warn',
  },
});
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {}
};
process.on('exit', stopServer);
process.on('SIGINT', () => process.exit(130));

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/shops`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer on ${base}`);
}

function lighthouse(url, file) {
  const result = spawnSync(
    'npx',
    [
      'lighthouse',
      url,
      `--chrome-flags=${chromeFlags}`,
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${file}`,
      '--quiet',
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART): try again, twice at most. */
function lighthouseWithRetries(url, file) {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouse(url, file);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`${error.message}, trying again`);
    }
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const metric = (report, id) => report.audits[id]?.displayValue ?? '?';

await waitForServer();
const rows = [];
for (const page of pages) {
  const reports = [];
  for (let run = 1; run <= runs; run++) {
    const name = `${page === '/' ? 'home' : page.slice(1).replaceAll('/', '-')}${runs > 1 ? `-${run}` : ''}.json`;
    reports.push(lighthouseWithRetries(`${base}${page}`, path.join(out, name)));
  }
  // A page whose script failed to load would score as if it had none: refuse to measure it.
  for (const report of reports) {
    const failed = report.audits['network-requests'].details.items.filter((r) => r.statusCode >= 400);
    if (failed.length > 0) throw new Error(`${page}: ${failed.map((r) => `${r.url} ${r.statusCode}`).join(', ')}`);
  }
  const scores = (id) => reports.map((r) => Math.round((r.categories[id].score ?? 0) * 100));
  const performance = median(scores('performance'));
  const accessibility = median(scores('accessibility'));
  const last = reports.at(-1);
  rows.push({ page, performance, accessibility });
  console.log(
    `\n${page}: performance ${performance} (runs: ${scores('performance').join(', ')}), accessibility ${accessibility}` +
      `\n  FCP ${metric(last, 'first-contentful-paint')} · LCP ${metric(last, 'largest-contentful-paint')}` +
      ` · TBT ${metric(last, 'total-blocking-time')} · CLS ${metric(last, 'cumulative-layout-shift')}` +
      ` · SI ${metric(last, 'speed-index')}`,
  );
  for (const report of reports) {
    const failing = Object.values(report.categories.accessibility.auditRefs)
      .map((ref) => report.audits[ref.id])
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary');
    for (const audit of failing) console.log(`  accessibility: ${audit.id} — ${audit.title}`);
  }
}

console.log(
  `\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile, reports in ${path.relative(root, out)}/`,
);
let below = 0;
for (const { page, performance, accessibility } of rows) {
  const ok = performance >= targets.performance && accessibility >= targets.accessibility;
  if (!ok) below++;
  console.log(
    `  ${page.padEnd(16)} performance ${performance}  accessibility ${accessibility}  ${ok ? 'ok' : 'BELOW TARGET'}`,
  );
}
process.exit(below > 0 ? 1 : 0);
