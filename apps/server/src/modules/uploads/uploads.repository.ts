import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { StoredImageTable } from '../../db/schema.js';

/** Stores a picture once: the same path always holds the same bytes (its name carries their hash). */
export function insertStoredImage(db: Db, row: Insertable<StoredImageTable>) {
  return db
    .insertInto('stored_image')
    .values(row)
    .onConflict((oc) => oc.column('path').doNothing())
    .executeTakeFirst();
}

export function findStoredImage(db: Db, path: string) {
  return db
    .selectFrom('stored_image')
    .select(['content_type', 'content_hash', 'data'])
    .where('path', '=', path)
    .executeTakeFirst();
}

/** The paths held under a folder (no bytes: what a start-up import compares the disk with). */
export async function storedImagePaths(db: Db, folder: string): Promise<Set<string>> {
  const rows = await db.selectFrom('stored_image').select('path').where('path', 'like', `${folder}/%`).execute();
  return new Set(rows.map((r) => r.path));
}
