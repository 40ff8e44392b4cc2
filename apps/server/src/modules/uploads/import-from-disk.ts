import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/database.js';
import { storedImagePaths } from './uploads.repository.js';
import { saveImages } from './uploads.service.js';

/** The folders of UPLOADS_DIR the server wrote pictures to before they moved into the database. */
const FOLDERS = ['articles'];
/** Only the copies the server made itself (`<hash>-<width>.webp`): no temporary file left by a crash. */
const PICTURE = /^[0-9a-f]+-\d+\.webp$/;

/**
 * Copies the pictures this machine kept on its disk (UPLOADS_DIR, before issue 29) into the database, at each
 * start: each machine brings its own, and once they are in, a start only lists the folder. One file in memory at
 * a time. The files stay on disk (nothing reads them any more); docs/deployment.md says when to remove them.
 * Answers how many pictures were new to the database.
 */
export async function importUploadsFromDisk(db: Db, uploadsDir: string, now: Date): Promise<number> {
  let imported = 0;
  for (const folder of FOLDERS) {
    const dir = path.join(uploadsDir, folder);
    const names = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    if (names.length === 0) continue;
    const known = await storedImagePaths(db, folder);
    for (const name of names) {
      const key = `${folder}/${name}`;
      if (!PICTURE.test(name) || known.has(key)) continue;
      const data = await fs.readFile(path.join(dir, name));
      await saveImages(db, [{ path: key, contentType: 'image/webp', data }], now);
      imported += 1;
    }
  }
  return imported;
}
