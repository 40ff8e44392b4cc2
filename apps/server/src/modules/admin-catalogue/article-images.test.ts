import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AnswerOf, Article, Endpoints } from '@boucherie/contract';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { loginAs } from '../../test/accounts-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
let staff: string;
let article: Article;
let uploadsDir: string;

/** A multipart body with one file part, as a browser's FormData sends it. */
function multipart(data: Buffer, options: { field?: string; filename?: string; type?: string } = {}) {
  const boundary = '----boucherie-test-boundary';
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; ` +
    `filename="${options.filename ?? 'photo.png'}"\r\nContent-Type: ${options.type ?? 'image/png'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (data: Buffer, options: Parameters<typeof multipart>[1] = {}, sid = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/articles/${article.id}/image`,
    cookies: { sid },
    ...multipart(data, options),
  });
/** `t.call` sends no multipart body: the upload's answer is read here, by the table's type for it. */
const uploaded = (res: LightMyRequestResponse) =>
  res.json() as AnswerOf<Endpoints['POST /api/admin/articles/{id}/image']>;
const seenByCustomers = async () => (await t.call('GET /api/articles/{id}', { params: { id: article.id } })).answer;

/** A PNG whose header announces width × height: what a decompression bomb looks like before it unpacks. */
function pngHeader(width: number, height: number) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, body: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const pixels = zlib.deflateSync(Buffer.alloc(1024));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** What the upload left on this process's disk: nothing, the pictures live in the database (ADR 040). */
const filesOnDisk = () => (fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir, { recursive: true }) : []);
const storedFiles = async () =>
  (await t.database.db.selectFrom('stored_image').select('path').execute()).map((r) => r.path);

beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-'));
  t = await createTestApp({ config: { UPLOADS_DIR: uploadsDir } });
  [admin, staff] = await Promise.all([loginAs(t, 'admin@example.com'), loginAs(t, 'staff@example.com')]);
  article = (await t.call('GET /api/articles', { query: { PageSize: 1 } })).answer.items[0] as Article;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

describe('an article’s picture', () => {
  it('makes WebP copies in three widths, served immutable, that customers get with a srcset', async () => {
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#a33' } })
      .jpeg()
      .toBuffer();
    const res = await upload(photo, { filename: 'cote.jpg', type: 'image/jpeg' });
    expect(res.statusCode, res.body).toBe(200);
    const detail = uploaded(res);
    expect(detail.imageSrcSet).toMatch(
      /^\/uploads\/articles\/[0-9a-f]{20}-320\.webp 320w, \/uploads\/articles\/[0-9a-f]{20}-640\.webp 640w, \/uploads\/articles\/[0-9a-f]{20}-1280\.webp 1280w$/,
    );
    expect(detail.imageUrl).toMatch(/-640\.webp$/);
    expect(await storedFiles()).toHaveLength(3);
    expect(filesOnDisk()).toEqual([]);

    const served = await t.app.inject(detail.imageUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(640);
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const kept = await t.app.inject({ url: detail.imageUrl, headers: { 'if-none-match': etag } });
    expect(kept.statusCode).toBe(304);
    expect(kept.rawPayload.length).toBe(0);

    const seen = await seenByCustomers();
    expect(seen).toMatchObject({ imageUrl: detail.imageUrl, imageSrcSet: detail.imageSrcSet });
    const entry = (
      await t.call('GET /api/admin/journal', { query: { kind: 'article.image' }, cookies: { sid: admin } })
    ).answer.items[0];
    expect(entry).toMatchObject({ entityId: String(article.id), after: { imageUrl: detail.imageUrl } });
  });

  it('keeps a small picture’s real widths (never enlarged)', async () => {
    const photo = await sharp({ create: { width: 500, height: 400, channels: 4, background: '#3a3a' } })
      .png()
      .toBuffer();
    const res = await upload(photo);
    expect(res.statusCode, res.body).toBe(200);
    expect(uploaded(res).imageSrcSet).toMatch(/-320\.webp 320w, \/uploads\/articles\/[0-9a-f]+-640\.webp 500w$/);
  });

  it('is served by another process on the same database, whatever its disk holds', async () => {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#7a2' } })
      .jpeg()
      .toBuffer();
    const res = await upload(photo, { filename: 'roti.jpg', type: 'image/jpeg' });
    expect(res.statusCode, res.body).toBe(200);
    const { imageUrl } = uploaded(res);
    // A second machine: the same database, a disk of its own that never saw the upload.
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-elsewhere-'));
    const other = await buildApp({
      config: testConfig({ OUTBOX_DIR: t.outboxDir, UPLOADS_DIR: elsewhere }),
      db: t.database.db,
      engine: t.database.engine,
    });
    try {
      const [here, there] = [await t.app.inject(imageUrl), await other.inject(imageUrl)];
      expect(there.statusCode).toBe(200);
      expect(there.headers['content-type']).toBe('image/webp');
      expect(there.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(there.headers.etag).toBe(here.headers.etag);
      expect(there.rawPayload.equals(here.rawPayload)).toBe(true);
      expect((await other.inject('/uploads/articles/0000000000-640.webp')).statusCode).toBe(404);
    } finally {
      await other.close();
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('answers 400 in French and stores nothing for a bad or hostile file', async () => {
    const before = (await storedFiles()).length;
    const imageBefore = (await seenByCustomers()).imageUrl;
    const cases: [Buffer, Parameters<typeof multipart>[1], string][] = [
      [
        Buffer.from('<?php echo "hello"; ?>'),
        { filename: 'photo.jpg', type: 'image/jpeg' },
        'Ce fichier n’est pas une image lisible\u00a0: envoyez une photo JPEG, PNG ou WebP.',
      ],
      [pngHeader(60_000, 60_000), {}, 'Dimensions démesurées (60\u202f000\u00a0×\u00a060\u202f000 pixels)'],
      [pngHeader(12_000, 200), {}, 'Dimensions démesurées (12\u202f000\u00a0×\u00a0200 pixels)'],
      [pngHeader(50, 50), {}, 'Image trop petite'],
      [
        await sharp({ create: { width: 300, height: 300, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
        { filename: 'anim.gif', type: 'image/gif' },
        'Format non accepté\u00a0: envoyez une photo JPEG, PNG ou WebP.',
      ],
      [Buffer.alloc(10 * 1024 * 1024 + 1, 1), {}, 'Fichier trop lourd\u00a0: 10\u00a0Mo au plus.'],
      [
        Buffer.from('x'),
        { field: 'photo' },
        'Aucune image reçue\u00a0: envoyez la photo dans le champ «\u00a0file\u00a0».',
      ],
    ];
    for (const [data, options, message] of cases) {
      const res = await upload(data, options);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().errors.File[0]).toContain(message.replace(/\.$/, ''));
    }
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/admin/articles/${article.id}/image`,
      cookies: { sid: admin },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(await storedFiles()).toHaveLength(before);
    expect((await seenByCustomers()).imageUrl).toBe(imageBefore);
  });

  it('refuses staff, and answers 404 for a missing article', async () => {
    const photo = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await upload(photo, {}, staff)).statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/articles/999999/image',
      cookies: { sid: admin },
      ...multipart(photo),
    });
    expect(missing.statusCode).toBe(404);
  });
});
