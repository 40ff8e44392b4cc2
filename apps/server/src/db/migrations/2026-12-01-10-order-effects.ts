import type { Kysely } from 'kysely';
import { idColumn } from './helpers.js';

// An order's life has one owner (issue 38, ADR 051): what must follow a committed change (a provider call, a
// message) is written as an effect in the same transaction, then run and retried until done (issue 46).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_effect')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('order_id', 'integer', (c) => c.references('customer_order.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    // One effect per purpose: writing the same purpose twice (a sweep each minute, a repair) adds nothing.
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    // pending → running → done, or failed: a person must look (« Paiements à vérifier »).
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_at', 'text', (c) => c.notNull())
    // The running claim: who holds it and until when (a process that died lets it lapse).
    .addColumn('claim', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('done_at', 'text')
    .execute();
  await db.schema.createIndex('order_effect_due_idx').on('order_effect').columns(['status', 'next_at']).execute();
  await db.schema.createIndex('order_effect_order_idx').on('order_effect').column('order_id').execute();
  // When the customer's page was last opened: retries close together answer that same page.
  await db.schema.alterTable('order_payment').addColumn('page_opened_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_payment').dropColumn('page_opened_at').execute();
  await db.schema.dropTable('order_effect').execute();
}
