import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { fakeWebBuild } from '../test/web-build.js';

let t: TestApp;
const build = fakeWebBuild();

beforeAll(async () => {
  // A page renderer that cannot be loaded: the server still starts, and every page gets the app to
  // render in the browser (web-app-render.test.ts tries a working one).
  const broken = path.join(build.dir, 'ssr');
  fs.mkdirSync(broken);
  fs.writeFileSync(path.join(broken, 'entry-server.js'), 'import "a-package-that-is-not-installed";');
  t = await createTestApp({ seed: false, config: { WEB_DIST_DIR: build.dir, WEB_SSR_DIR: broken } });
});
afterAll(async () => {
  await t.close();
  build.remove();
});

describe('serving the web app', () => {
  it.each([
    '/',
    '/products-list',
    '/product/12',
    '/order/3',
    '/account/login',
    '/cart/',
    // The back office's pages, reloaded in the browser (issue 12).
    '/admin',
    '/admin/orders/42',
    '/admin/preparation?shopId=1',
    '/admin/deliveries',
    '/admin/pros',
    '/admin/orders?shop=1',
    // The shops' calendar (issue 14).
    '/admin/shops',
    '/admin/shops/2',
  ])('answers 200 with the app for the page %s', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('lang="fr"');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    '/nope',
    '/product/abc',
    '/product/0',
    '/order/-1',
    '/account',
    '/admin/orders/abc',
    '/admin/nope',
    '/admin/shops/x',
  ])('answers 404 with the app for %s, which shows the error page', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('lang="fr"');
  });

  it('serves hashed assets with a long cache and security headers', async () => {
    const res = await t.app.inject('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('does not serve files outside the build', async () => {
    const res = await t.app.inject('/../package.json');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('"dependencies"');
  });
});

describe('the OpenAPI document', () => {
  it('is generated from the contract and browsable at /api/docs', async () => {
    const doc = await t.app.inject('/api/docs/json');
    expect(doc.statusCode).toBe(200);
    const spec = doc.json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/articles', '/api/articles/{id}', '/api/article-categories', '/api/shops']),
    );
    const params = spec.paths['/api/articles'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(expect.arrayContaining(['PageNumber', 'PageSize', 'Search', 'SubCategoryIds']));
    const ui = await t.app.inject('/api/docs');
    expect([200, 302]).toContain(ui.statusCode);
    const page = await t.app.inject(ui.statusCode === 302 ? String(ui.headers.location) : '/api/docs');
    expect(page.body).toContain('swagger');
  });
});
