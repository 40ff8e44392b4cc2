import type { Kysely } from 'kysely';
import { idColumn } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  // The back office's journal: every change made by staff or the owner, written once and never edited.
  await db.schema
    .createTable('audit_entry')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('user_account.id'))
    /** What kind of change: 'article.update', 'shop.update', 'staff.revoke'… */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** What was changed: 'article', 'shop', 'user'…, and its id (text: some keys are codes). */
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    /** One French sentence for people. */
    .addColumn('summary', 'text', (c) => c.notNull())
    /** JSON objects: the changed values before and after (null for a creation or a removal). */
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  await db.schema.createIndex('audit_entry_at_idx').on('audit_entry').columns(['at', 'id']).execute();
  await db.schema.createIndex('audit_entry_user_idx').on('audit_entry').columns(['user_id', 'at']).execute();
  await db.schema.createIndex('audit_entry_kind_idx').on('audit_entry').columns(['kind', 'at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_entry').execute();
}
