#!/usr/bin/env node
// `npm run bench:trace`: where the main thread goes while each public page loads (issue 43). A fresh production
// build with source maps, served by the real server; Debian's Chromium with the CPU slowed 4× (Lighthouse's
// phone) records a Chrome trace of each page's load until it is hydrated and the network is idle. For each page it
// prints the main thread's busy time by kind (script, style and layout, parsing, collection), each task longer
// than 50 ms with what ran in it, and the functions that spent most of their own time in those long tasks,
// named through the source maps (file and function of the original source). Not part of `npm test`.
// Options: --no-build (trace the build in .reports/trace/dist as it is), --only=/cart, --cpu=N (default 4).
// Traces go to .reports/trace/<page>.json (open them in Chromium's DevTools, Performance panel).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath, root, startShop } from './lib/local-shop.mjs';
import { summariseTrace } from './lib/trace-summary.mjs';

const option = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const out = path.join(root, '.reports/trace');
const dist = path.join(out, 'dist');
const ssrDist = path.join(out, 'dist-ssr');
const cpu = Number(option('cpu') ?? 4);
const only = option('only');

fs.mkdirSync(out, { recursive: true });
if (!process.argv.includes('--no-build')) {
  // The browser's app with source maps (the same code as `npm run build`, plus a map per chunk), then the renderer.
  for (const args of [
    ['--outDir', dist, '--sourcemap'],
    ['--ssr', 'src/entry-server.tsx', '--outDir', ssrDist],
  ]) {
    const build = spawnSync('npx', ['vite', 'build', ...args, '--emptyOutDir'], {
      cwd: path.join(root, 'apps/web'),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

const { base } = await startShop({
  port: Number(process.env.TRACE_PORT ?? 3320),
  env: { WEB_DIST_DIR: dist, WEB_SSR_DIR: ssrDist },
});
const articles = (await (await fetch(`${base}/api/articles?PageSize=2`)).json()).items;
const PAGES = [
  { path: '/', name: 'home' },
  { path: '/products-list', name: 'list' },
  { path: `/product/${articles[0].id}`, name: 'product' },
  { path: '/cart', name: 'cart', cart: articles.map((article) => ({ article, quantity: 1 })) },
].filter((page) => !only || page.path === only || page.name === only);

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
];

for (const page of PAGES) {
  // A new context per page: nothing compiled or cached from the page before (a first visit).
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'fr-FR' });
  if (page.cart) {
    await context.addInitScript((lines) => {
      if (!localStorage.getItem('boucherie.cart.v1')) localStorage.setItem('boucherie.cart.v1', lines);
    }, JSON.stringify(page.cart));
  }
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await browser.startTracing(tab, { categories });
  await tab.goto(`${base}${page.path}`);
  // Asked from outside the page (a protocol call), not with Playwright's selector engine: its polling script would
  // run in the page's main thread and fill the trace.
  while (
    !(await cdp.send('Runtime.evaluate', { expression: 'document.documentElement.dataset.hydrated' })).result.value
  ) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await tab.waitForLoadState('networkidle');
  const trace = await browser.stopTracing();
  fs.writeFileSync(path.join(out, `${page.name}.json`), trace);
  const summary = summariseTrace(JSON.parse(trace.toString('utf8')), { distDir: dist, origin: base });
  console.log(`\n${page.path} (CPU × ${cpu}): ${summary.text}`);
  await context.close();
}
await browser.close();
process.exit(0);
