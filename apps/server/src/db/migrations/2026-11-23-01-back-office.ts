import type { Kysely } from 'kysely';
import { idColumn } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  // Which shops a staff member works at: every back-office query is filtered by it.
  await db.schema
    .createTable('staff_shop')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shop.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('staff_shop_pk', ['user_id', 'shop_id'])
    .execute();

  // A pro account shops as a particulier until an admin approves it.
  await db.schema.alterTable('user_account').addColumn('pro_approved_at', 'text').execute();
  await db.schema.alterTable('user_account').addColumn('pro_requested_at', 'text').execute();

  // How far ahead a shop takes orders.
  await db.schema
    .alterTable('shop')
    .addColumn('booking_horizon_days', 'integer', (c) => c.notNull().defaultTo(60))
    .execute();

  await db.schema.alterTable('customer_order').addColumn('cancel_reason', 'text').execute();
  await db.schema
    .alterTable('order_line')
    .addColumn('is_unavailable', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // The order's history, written once and never edited: who did what, when, with the values before and after.
  await db.schema
    .createTable('order_event')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('customer_order.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('user_account.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    /** JSON: the line, the values before and after, a reason. */
    .addColumn('detail', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_event_order_idx').on('order_event').columns(['order_id', 'id']).execute();
  await db.schema.createIndex('customer_order_date_idx').on('customer_order').columns(['date', 'shop_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_event').execute();
  await db.schema.alterTable('order_line').dropColumn('is_unavailable').execute();
  await db.schema.alterTable('customer_order').dropColumn('cancel_reason').execute();
  await db.schema.alterTable('shop').dropColumn('booking_horizon_days').execute();
  await db.schema.alterTable('user_account').dropColumn('pro_requested_at').execute();
  await db.schema.alterTable('user_account').dropColumn('pro_approved_at').execute();
  await db.schema.dropTable('staff_shop').execute();
}
