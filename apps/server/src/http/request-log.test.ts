import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../test/test-app.js';
import { fakeWebBuild } from '../test/web-build.js';

let database: TestDatabase;
let app: FastifyInstance;
let web: ReturnType<typeof fakeWebBuild>;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  web = fakeWebBuild();
  const logDestination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info', WEB_DIST_DIR: web.dir }),
    db: database.db,
    engine: database.engine,
    logDestination,
  });
});
afterAll(async () => {
  await app.close();
  await database.drop();
  web.remove();
});

describe(`the request log (${TEST_ENGINE})`, () => {
  it('writes no token of a link, and the rest of the address as it was', async () => {
    const token = randomBytes(24).toString('base64url');
    const page = await app.inject(`/account/reset-password?token=${token}`);
    expect(page.statusCode).toBe(200);
    await app.inject(`/api/accounts/me?page=2&resetToken=${token}`);

    const logged = lines.map((line) => JSON.parse(line) as { req?: { url: string } });
    const urls = logged.flatMap((line) => (line.req ? [line.req.url] : []));
    expect(urls).toContain('/account/reset-password?token=[redacted]');
    expect(urls).toContain('/api/accounts/me?page=2&resetToken=[redacted]');
    expect(lines.join('\n')).not.toContain(token);
  });
});
