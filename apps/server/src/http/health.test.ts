import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { loginAs } from '../test/accounts-helpers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe(`health and readiness (${TEST_ENGINE})`, () => {
  it('answers alive and ready on a migrated database, never cached', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('is not ready while migrations are pending, and still alive', async () => {
    const handle = openDatabase('file::memory:');
    const app = await buildApp({ config: testConfig(), db: handle.db, engine: handle.engine });
    try {
      const ready = await app.inject('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unavailable', detail: expect.stringContaining('migration') });
      expect((await app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await app.close();
      await handle.db.destroy();
    }
  });
});

describe('security headers', () => {
  it('sets Permissions-Policy and Referrer-Policy on pages and API answers', async () => {
    for (const url of ['/api/shops', '/mentions-legales', '/healthz']) {
      const res = await t.app.inject(url);
      expect(res.headers['permissions-policy'], url).toContain('camera=()');
      expect(res.headers['permissions-policy'], url).toContain('geolocation=()');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it("sets helmet's whole set on every answer, an API error and an unknown page included", async () => {
    for (const url of ['/api/articles/999999', '/api/nothing-here', '/une-page-inconnue', '/api/articles']) {
      const res = await t.app.inject(url);
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['strict-transport-security'], url).toMatch(/^max-age=\d+/);
    }
  });

  it('keeps personal API answers out of every cache; the catalogue says its own', async () => {
    const sid = await loginAs(t, 'marie@example.com');
    const me = await t.app.inject({ url: '/api/accounts/me', cookies: { sid } });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const cart = await t.app.inject({ url: '/api/carts', cookies: { sid } });
    expect(cart.headers['cache-control']).toBe('no-store');
    const articles = await t.app.inject('/api/articles');
    expect(articles.headers['cache-control']).toBe('private, no-cache');
  });
});
