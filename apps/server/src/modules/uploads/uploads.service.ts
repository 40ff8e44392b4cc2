import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.js';
import * as repo from './uploads.repository.js';

/** Where stored pictures are served from: `/uploads/<path>`. */
export const UPLOADS_URL = '/uploads';

/** A picture to keep: its path under /uploads/ carries a hash of its content, so it never changes. */
export type ImageFile = { path: string; contentType: string; data: Buffer };

export const uploadUrl = (path: string) => `${UPLOADS_URL}/${path}`;

/** Keeps pictures in the database, where every process on every machine reads them (issue 29, ADR 040). */
export async function saveImages(db: Db, files: readonly ImageFile[], at: Date) {
  for (const file of files) {
    await repo.insertStoredImage(db, {
      path: file.path,
      content_type: file.contentType,
      content_hash: createHash('sha256').update(file.data).digest('hex'),
      byte_size: file.data.length,
      data: file.data,
      created_at: at.toISOString(),
    });
  }
}

/** One picture with what its answer needs; undefined when none is stored at that path. */
export async function readImage(db: Db, path: string) {
  const row = await repo.findStoredImage(db, path);
  return row && { contentType: row.content_type, etag: `"${row.content_hash}"`, data: row.data };
}
