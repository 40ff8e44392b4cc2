import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './db/seed/accounts.data.js';
import { type ServerProcess, spawnServer } from './test/spawn-server.js';

// SIGTERM on a real server process: it stops taking connections, finishes the requests in flight, ends the
// event streams (browsers reconnect, through the proxy, to another process), then exits 0.
let server: ServerProcess | undefined;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shutdown-'));
afterAll(() => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

const until = async (condition: () => boolean | Promise<boolean>, what: string) => {
  for (let i = 0; i < 6000; i++) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`never happened: ${what}`);
};

describe('main on SIGTERM', () => {
  it('finishes the request in flight, ends the event streams, refuses new connections, exits 0', async () => {
    server = spawnServer({ DATABASE_URL: `file:${path.join(dir, 'shop.sqlite')}`, RATE_LIMITS: 'false' });
    const base = new URL(await server.ready());
    const login = (email: string) => JSON.stringify({ email, password: DEMO_PASSWORD });
    const staff = await fetch(new URL('/api/accounts/login', base), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: login('staff@example.com'),
    });
    expect(staff.status).toBe(200);
    const sid = /sid=([^;]+)/.exec(staff.headers.get('set-cookie') ?? '')?.[1];

    // The staff board's stream of events, open.
    let stream = '';
    let streamEnded = false;
    await new Promise<void>((resolve, reject) => {
      http
        .get(new URL('/api/admin/events', base), { headers: { cookie: `sid=${sid}` } }, (res) => {
          expect(res.statusCode).toBe(200);
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            stream += chunk;
            resolve();
          });
          res.on('end', () => {
            streamEnded = true;
          });
        })
        .on('error', reject);
    });
    expect(stream).toContain('retry:');

    // A request in flight: its headers are in, half of its body too; the rest comes after SIGTERM.
    const body = login('marie@example.com');
    const logins = () => server?.output().split('"url":"/api/accounts/login"').length ?? 0;
    const before = logins();
    let answer: { status: number; cookie: string; text: string } | undefined;
    const inFlight = http.request(new URL('/api/accounts/login', base), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = new Promise<void>((resolve, reject) => {
      inFlight.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          answer = { status: res.statusCode ?? 0, cookie: String(res.headers['set-cookie'] ?? ''), text };
          resolve();
        });
      });
      inFlight.on('error', reject);
    });
    inFlight.write(body.slice(0, 10));
    await until(() => logins() > before, 'the server to receive the request');

    server.child.kill('SIGTERM');
    await until(() => streamEnded, 'the event stream to end');
    await until(
      () =>
        fetch(new URL('/healthz', base)).then(
          () => false,
          () => true,
        ),
      'new connections to be refused',
    );
    expect(server.child.exitCode).toBeNull();

    inFlight.end(body.slice(10));
    await answered;
    expect(answer?.status, answer?.text).toBe(200);
    expect(answer?.cookie).toContain('sid=');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
  }, 120_000);
});
