import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnServer } from './test/spawn-server.js';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

function start(env: Record<string, string>, options: { tsx?: boolean } = {}) {
  const server = spawnServer(env, options);
  children.push(server.child);
  return server;
}

// Each test starts a real process, from the test build (src/test/build-server.ts); one starts main.ts through
// tsx, as `npm run dev` does. A cold tsx start took 29 s on two cores shared by twenty busy processes.
describe('main (the server process)', { timeout: 120_000 }, () => {
  it('stops with a clear message when DATABASE_URL is not a database URL', async () => {
    const server = start({ DATABASE_URL: 'mysql://shop@localhost/shop' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Configuration invalide');
    expect(server.output()).toContain('DATABASE_URL');
  });

  it('stops with a clear message when the database cannot be reached', async () => {
    const server = start({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/shop' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Impossible d’ouvrir la base de données');
  });

  it('migrates, seeds, serves, and shuts down gracefully on SIGTERM (main.ts through tsx)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'main-'));
    const server = start({ DATABASE_URL: `file:${path.join(dir, 'shop.sqlite')}` }, { tsx: true });
    const url = await server.ready();
    const res = await fetch(`${url}/api/articles?PageSize=1`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { totalCount: number }).totalCount).toBeGreaterThanOrEqual(80);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(path.join(dir, 'shop.sqlite'))).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads relative paths from the directory it was started in', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'main-'));
    fs.mkdirSync(path.join(dir, 'web'));
    fs.writeFileSync(path.join(dir, 'web/index.html'), '<!doctype html><title>Boutique de test</title>');
    const server = start({ INIT_CWD: dir, DATABASE_URL: 'file:shop.sqlite', WEB_DIST_DIR: 'web', WEB_SSR_DIR: 'none' });
    const url = await server.ready();
    expect(await (await fetch(`${url}/cart`)).text()).toContain('Boutique de test');
    expect(fs.existsSync(path.join(dir, 'shop.sqlite'))).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
