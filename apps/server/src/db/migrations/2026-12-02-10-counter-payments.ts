import type { Kysely } from 'kysely';
import { idColumn } from './helpers.js';

// Money taken at the shop's till (issue 45): one row per payment, a mistake put right by a reversing row
// (`reverses_id`, a negative amount), never by an edit. Who and when on every row.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('counter_payment')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('customer_order.id').onDelete('cascade'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    // A row is reversed at most once.
    .addColumn('reverses_id', 'integer', (c) => c.references('counter_payment.id').unique())
    .addColumn('user_id', 'integer', (c) => c.references('user_account.id').onDelete('set null'))
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('counter_payment_order_idx').on('counter_payment').column('order_id').execute();
  // An order handed over with money still due, its reason in the history. Every other order handed over is paid
  // (the orders handed over before this table were paid at the shop's own till).
  await db.schema
    .alterTable('customer_order')
    .addColumn('handed_over_unpaid', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customer_order').dropColumn('handed_over_unpaid').execute();
  await db.schema.dropTable('counter_payment').execute();
}
