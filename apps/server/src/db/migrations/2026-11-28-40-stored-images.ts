import type { Kysely } from 'kysely';
import { isPostgres } from './helpers.js';

// The owner's pictures move from each machine's disk (UPLOADS_DIR) into the database (issue 29): every server
// process, on any machine behind the load balancer, then serves them with nothing more than DATABASE_URL, and a
// backup of the database carries them. A migration only has the database, not UPLOADS_DIR: the files already on
// a machine's disk are copied in by the server's start (src/modules/uploads/import-from-disk.ts).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stored_image')
    // The address under /uploads/ (`articles/<hash of the original>-<width>.webp`): it never changes meaning.
    .addColumn('path', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    // SHA-256 of the bytes, hex: the answer's ETag, and what a restore can be checked against.
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('data', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stored_image').execute();
}
