// Runs after the build (scripts/test.mjs): a new build written beside a running server breaks no page
// already open, and the build-update check learns of it once a process serves it.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILED_MAIN, type ServerProcess, spawnServer } from '../apps/server/src/test/spawn-server';
import { BUILDS_FILE } from '../apps/web/vite/keep-previous-builds';

const web = path.resolve(import.meta.dirname, '../apps/web');
// Inside apps/web, so that the page renderer's imports of react & co. resolve from its node_modules.
const work = path.join(web, `.build-test-${randomBytes(4).toString('hex')}`);
const dist = path.join(work, 'dist');
const ssr = path.join(work, 'dist-ssr');
const servers: ServerProcess[] = [];

function build(buildId: string) {
  for (const args of [
    ['vite', 'build', '--outDir', dist],
    ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', ssr],
  ]) {
    const run = spawnSync('npx', args, { cwd: web, env: { ...process.env, BUILD_ID: buildId }, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
  }
}

function start() {
  const server = spawnServer(
    {
      DATABASE_URL: `file:${path.join(work, 'shop.sqlite')}`,
      OUTBOX_DIR: path.join(work, 'outbox'),
      WEB_DIST_DIR: dist,
      WEB_SSR_DIR: ssr,
    },
    { compiled: true },
  );
  servers.push(server);
  return server;
}

/** The hashed files a page asks for (scripts, preloads, style sheets). */
const assetsOf = (html: string) => [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] as string);

async function statuses(base: string, urls: string[]) {
  return Promise.all(urls.map(async (url) => `${url} ${(await fetch(`${base}${url}`)).status}`));
}

beforeAll(() => {
  fs.mkdirSync(work, { recursive: true });
  if (!fs.existsSync(COMPILED_MAIN)) spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { stdio: 'inherit' });
  // The build npm test has just made is the one deployed first (or a build of our own without it).
  if (fs.existsSync(path.join(web, 'dist/index.html')) && fs.existsSync(path.join(web, 'dist-ssr/entry-server.js'))) {
    fs.cpSync(path.join(web, 'dist'), dist, { recursive: true });
    fs.cpSync(path.join(web, 'dist-ssr'), ssr, { recursive: true });
  } else {
    build(`first-${Date.now()}`);
  }
}, 240_000);

afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.exited));
  fs.rmSync(work, { recursive: true, force: true });
});

describe('a deployment beside a running server', () => {
  it('keeps the pages already open working, and tells them to reload once a process serves the new build', async () => {
    const running = await start().ready();
    const oldShell = await (await fetch(`${running}/order-history`)).text();
    const oldAssets = assetsOf(oldShell);
    expect(oldAssets.length).toBeGreaterThan(0);
    const oldBuild = ((await (await fetch(`${running}/version.json`)).json()) as { buildId: string }).buildId;
    // The compiled server finds what it reads beside its code: the legal pages, the list of common passwords.
    expect((await fetch(`${running}/api/content/cgv`)).status).toBe(200);
    const weak = await fetch(`${running}/api/accounts/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        userType: 1,
        email: 'compile@example.com',
        firstName: 'Client',
        lastName: 'Compilé',
        phoneNumber: '0612000001',
        streetAndNumber: '1 rue des Clercs',
        postCode: '57000',
        locality: 'Metz',
        country: 'FR',
        password: 'azertyuiop',
      }),
    });
    expect(weak.status).toBe(400);
    expect(JSON.stringify(await weak.json())).toContain('trop courant');

    const newBuild = `deploy-test-${Date.now()}`;
    build(newBuild);
    const newShell = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const newAssets = assetsOf(newShell);
    expect(newAssets).not.toEqual(oldAssets);
    expect(JSON.parse(fs.readFileSync(path.join(dist, BUILDS_FILE), 'utf8')).length).toBeGreaterThanOrEqual(2);

    // The running process still serves the build it started with, whole: its page, its build id, its scripts
    // (and a page rendered now, whose renderer loads chunks it had not loaded yet).
    expect(await (await fetch(`${running}/order-history`)).text()).toBe(oldShell);
    expect(await (await fetch(`${running}/version.json`)).json()).toEqual({ buildId: oldBuild });
    expect(await statuses(running, oldAssets)).toEqual(oldAssets.map((url) => `${url} 200`));
    const rendered = await fetch(`${running}/products-list`);
    expect(rendered.status).toBe(200);
    const renderedAssets = assetsOf(await rendered.text());
    expect(await statuses(running, renderedAssets)).toEqual(renderedAssets.map((url) => `${url} 200`));
    // The new build's files too, written after it started (a page of a restarted process, answered here).
    expect(await statuses(running, newAssets)).toEqual(newAssets.map((url) => `${url} 200`));
    const cached = await fetch(`${running}${oldAssets[0]}`);
    expect(cached.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    // A process started now serves the new build and says so to open pages; the old pages' files stay.
    const restarted = await start().ready();
    expect(await (await fetch(`${restarted}/version.json`)).json()).toEqual({ buildId: newBuild });
    expect(assetsOf(await (await fetch(`${restarted}/order-history`)).text())).toEqual(newAssets);
    expect(await statuses(restarted, oldAssets)).toEqual(oldAssets.map((url) => `${url} 200`));
    expect((await fetch(`${restarted}/assets/index-gone.js`)).status).toBe(404);
  }, 240_000);
});
