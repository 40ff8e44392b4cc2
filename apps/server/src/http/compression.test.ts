import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../test/accounts-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { COMPRESS_AT_ONCE_UP_TO } from './compress-at-once.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('compressed answers', () => {
  it('sends JSON in brotli or gzip when the client accepts it, and plain otherwise', async () => {
    const plain = await t.app.inject('/api/articles');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ url: '/api/articles', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    const gzip = await t.app.inject({ url: '/api/articles', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
    // The header every /api answer carries survives compression.
    expect(br.headers.authenticated).toBe('false');
  });

  it('compresses a catalogue answer in the encoding the client prefers, with its ETag, varying with the encoding', async () => {
    const ask = (encoding: string) =>
      t.app.inject({ url: '/api/article-categories', headers: { 'accept-encoding': encoding } });
    const [first, second, gzip] = [await ask('gzip;q=0.5, br'), await ask('br'), await ask('gzip, br;q=0')];
    expect(first.headers['content-encoding']).toBe('br');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(String(first.headers.vary)).toMatch(/accept-encoding/i);
    const plain = await t.app.inject('/api/article-categories');
    expect(JSON.parse(zlib.brotliDecompressSync(first.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(first.headers.etag).toBe(plain.headers.etag);
  });

  it('compresses an answer made per request at once, with its length, and negotiates as the plugin does', async () => {
    const { sid } = await verifiedUser(t);
    const articles = (await t.app.inject('/api/articles?PageSize=6')).json().items as { id: number }[];
    for (const article of articles) {
      await t.app.inject({
        method: 'PUT',
        url: '/api/carts',
        cookies: { sid },
        payload: { articleId: article.id, quantity: 1 },
      });
    }
    const ask = (headers: Record<string, string>) => t.app.inject({ url: '/api/carts', cookies: { sid }, headers });
    const plain = await ask({});
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await ask({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    // One body with its length, not a stream sent in chunks.
    expect(br.headers['transfer-encoding']).toBeUndefined();
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(br.headers.authenticated).toBe('true');

    const gzip = await ask({ 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect((await ask({ 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
    expect(
      (await ask({ 'accept-encoding': 'br', 'x-no-compression': '1' })).headers['content-encoding'],
    ).toBeUndefined();
  });

  it('leaves an answer over 64 kB to the plugin, which streams it compressed', async () => {
    const plain = await t.app.inject('/api/docs/json');
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_AT_ONCE_UP_TO);
    const br = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['transfer-encoding']).toBe('chunked');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
  });
});
