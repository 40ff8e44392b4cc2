import type { Kysely } from 'kysely';
import { idColumn } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  // The VAT breakdown as it was invoiced: a later change of the pricing rules never alters an order.
  await db.schema
    .createTable('order_vat')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('customer_order.id').onDelete('cascade'))
    .addColumn('rate_bp', 'integer', (c) => c.notNull())
    .addColumn('base_cents', 'integer', (c) => c.notNull())
    .addColumn('vat_cents', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_vat_order_idx').on('order_vat').column('order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_vat').execute();
}
