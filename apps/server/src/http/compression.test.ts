import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

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
});
