import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { importUploadsFromDisk } from './import-from-disk.js';

// A machine upgraded from the version that kept the owner's pictures on its disk (UPLOADS_DIR/articles): its
// start copies them into the database, where every process serves them (ADR 040).
let t: TestApp;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-before-'));
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

const webp = (background: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .webp()
    .toBuffer();

describe(`the pictures left on a machine's disk, on ${TEST_ENGINE}`, () => {
  it('are copied into the database once, and served from there', async () => {
    expect(await importUploadsFromDisk(t.database.db, uploadsDir, t.now())).toBe(0);
    const dir = path.join(uploadsDir, 'articles');
    fs.mkdirSync(dir);
    const pictures = {
      'a1b2c3d4e5f6a7b8c9d0-320.webp': await webp('#a33'),
      'a1b2c3d4e5f6a7b8c9d0-640.webp': await webp('#3a3'),
    };
    for (const [name, data] of Object.entries(pictures)) fs.writeFileSync(path.join(dir, name), data);
    // What a crash mid-write left, and what the server never wrote: not pictures of the shop.
    fs.writeFileSync(path.join(dir, 'a1b2c3d4e5f6a7b8c9d0-1280.webp.4242.tmp'), 'partial');
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'hello');

    expect(await importUploadsFromDisk(t.database.db, uploadsDir, t.now())).toBe(2);
    for (const [name, data] of Object.entries(pictures)) {
      const served = await t.app.inject(`/uploads/articles/${name}`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.equals(data)).toBe(true);
    }
    expect((await t.app.inject('/uploads/articles/notes.txt')).statusCode).toBe(404);

    // The next start finds them in: nothing new, nothing read but the folder's names.
    expect(await importUploadsFromDisk(t.database.db, uploadsDir, t.now())).toBe(0);
    const rows = await t.database.db.selectFrom('stored_image').select(['path', 'byte_size']).orderBy('path').execute();
    expect(rows).toEqual(
      Object.entries(pictures).map(([name, data]) => ({ path: `articles/${name}`, byte_size: data.length })),
    );
  });
});
