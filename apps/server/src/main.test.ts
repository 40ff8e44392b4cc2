import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const mainFile = path.join(import.meta.dirname, 'main.ts');
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { ...process.env, LOG_LEVEL: 'info', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = async () => {
    for (let i = 0; i < 300 && !/Boutique prête sur (\S+)/.test(output); i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const url = /Boutique prête sur (http:\/\/[^\s"]+)/.exec(output)?.[1];
    if (!url) throw new Error(`server did not start:\n${output}`);
    return url;
  };
  return { child, exited, ready, output: () => output };
}

describe('main (the server process)', () => {
  it('stops with a clear message when DATABASE_URL is not a database URL', async () => {
    const server = start({ DATABASE_URL: 'mysql://shop@localhost/shop' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Configuration invalide');
    expect(server.output()).toContain('DATABASE_URL');
  });

  it('stops with a clear message when the database cannot be reached', async () => {
    const server = start({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/shop' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("Impossible d'ouvrir la base de données");
  });

  it('migrates, seeds, serves, and shuts down gracefully on SIGTERM', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'main-'));
    const server = start({ DATABASE_URL: `file:${path.join(dir, 'shop.sqlite')}` });
    const url = await server.ready();
    const res = await fetch(`${url}/api/articles?PageSize=1`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { totalCount: number }).totalCount).toBeGreaterThanOrEqual(80);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(path.join(dir, 'shop.sqlite'))).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
