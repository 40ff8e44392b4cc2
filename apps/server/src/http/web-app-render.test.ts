import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { MAX_RENDERS_AT_ONCE } from './web-app.js';

// The server's side of page rendering, with a stand-in for the web app's renderer (the real one is
// tried in the browser tests, e2e/tests/ssr.spec.ts): what it is given, and what the visitor gets.

let t: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
const ssr = path.join(dist, 'ssr');

const TEMPLATE = `<!doctype html><html lang="fr"><head><title>Boutique</title>
<meta property="og:image" content="/images/og-image.png" /></head>
<body><div id="root"><!--app--><p role="status">Maison Thirion…</p><!--/app--></div></body></html>`;

// Asks the API as the web app does, and shows what it learnt.
const RENDERER = `
export async function renderPage({ url, cookie, fetch }) {
  if (url.startsWith('/products-list?slow')) await new Promise((resolve) => setTimeout(resolve, 300));
  if (url === '/cgv') return { kind: 'redirect', status: 302, location: '/account/login' };
  if (url === '/mentions-legales') throw new Error('the page broke');
  const shops = await fetch('/api/shops', { method: 'GET', headers: { accept: 'application/json' } });
  const me = await fetch('/api/accounts/me', { method: 'GET', headers: { accept: 'application/json' } });
  const count = (await shops.json()).shops.length;
  return {
    kind: 'page',
    status: url.startsWith('/product/') ? 404 : 200,
    title: 'Côte & filet <promo> — Maison Thirion',
    head: '<link rel="preload" as="image" href="/images/a.svg"/>',
    html: '<main>' + url + ' shops=' + count + ' me=' + me.status + ' authenticated=' + me.headers.get('authenticated') + ' cookie=' + cookie + '</main>',
    state: '{"router":{},"queries":{"x":"\\\\u003c/script>"}}',
  };
}`;

beforeAll(async () => {
  fs.mkdirSync(ssr, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(ssr, 'entry-server.js'), RENDERER);
  t = await createTestApp({ config: { WEB_DIST_DIR: dist, WEB_SSR_DIR: ssr } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('pages rendered by the server', () => {
  it('puts the page in the app, its preloads in the head and its state beside it', async () => {
    const res = await t.app.inject('/products-list?Search=boeuf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toContain('cookie');
    expect(res.body).toContain('<link rel="preload" as="image" href="/images/a.svg"/></head>');
    expect(res.body).toContain('<head><title>Côte &amp; filet &lt;promo&gt; — Maison Thirion</title>');
    // A shared link's card reads its image at an absolute address.
    expect(res.body).toContain(`<meta property="og:image" content="${t.app.config.PUBLIC_URL}/images/og-image.png" />`);
    expect(res.body).not.toContain('<title>Boutique</title>');
    expect(res.body).toContain('<div id="root"><main>/products-list?Search=boeuf shops=3');
    expect(res.body).not.toContain('Maison Thirion…');
    expect(res.body).toContain('<script type="application/json" id="ssr-state">{"router":{},');
  });

  it('answers the page’s API calls in-process, with the visitor’s cookies', async () => {
    const res = await t.app.inject({ url: '/', headers: { cookie: 'space=pro; sid=nothing' } });
    expect(res.body).toContain('me=401 authenticated=false cookie=space=pro; sid=nothing');
  });

  it('keeps the renderer’s status and redirects', async () => {
    expect((await t.app.inject('/product/42')).statusCode).toBe(404);
    const redirect = await t.app.inject('/cgv');
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/account/login');
  });

  it('compresses the page as the browser accepts', async () => {
    const br = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('<main>/ shops=3');
    const gzip = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('<main>/ shops=3');
    // A refused encoding is refused (q=0), whatever its name's place in the header.
    const notBrotli = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(notBrotli.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<main>/ shops=3');
  });

  it('sends the app to render in the browser when rendering fails', async () => {
    const res = await t.app.inject('/mentions-legales');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('Maison Thirion…');
  });

  it('leaves private screens and HEAD requests to the browser', async () => {
    for (const url of ['/account/login', '/order-options', '/order-history']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Maison Thirion…');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-cache');
  });

  it('renders a few pages at once at most; past that, the browser renders the page itself', async () => {
    const answers = await Promise.all(
      Array.from({ length: MAX_RENDERS_AT_ONCE + 2 }, (_, i) => t.app.inject({ url: `/products-list?slow=${i}` })),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const rendered = answers.filter((res) => res.body.includes('<main>/products-list?slow'));
    const shells = answers.filter((res) => res.body.includes('<p role="status">Maison Thirion…</p>'));
    expect(rendered).toHaveLength(MAX_RENDERS_AT_ONCE);
    expect(shells).toHaveLength(2);
    // Once they are done, pages are rendered again.
    expect((await t.app.inject({ url: '/products-list?slow=again' })).body).toContain('<main>');
  });
});
