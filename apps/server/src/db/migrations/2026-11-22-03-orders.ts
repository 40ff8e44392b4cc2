import type { Kysely } from 'kysely';
import { idColumn } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);

  // An order keeps a snapshot of everything it was made of: later catalogue changes never alter it.
  await db.schema
    .createTable('customer_order')
    .addColumn('id', 'integer', id)
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id'))
    .addColumn('idempotency_key', 'text')
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shop.id'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('address_first_name', 'text')
    .addColumn('address_last_name', 'text')
    .addColumn('address_street', 'text')
    .addColumn('address_post_code', 'text')
    .addColumn('address_city', 'text')
    .addColumn('address_country', 'text')
    .addColumn('is_pro', 'integer', (c) => c.notNull())
    .addColumn('lines_total_cents', 'integer', (c) => c.notNull())
    .addColumn('delivery_fee_cents', 'integer', (c) => c.notNull())
    .addColumn('total_ht_cents', 'integer', (c) => c.notNull())
    .addColumn('total_vat_cents', 'integer', (c) => c.notNull())
    .addColumn('total_ttc_cents', 'integer', (c) => c.notNull())
    .addColumn('has_estimated_lines', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('customer_order_idempotency_unique', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('customer_order_user_idx')
    .on('customer_order')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('customer_order_shop_date_idx')
    .on('customer_order')
    .columns(['shop_id', 'date'])
    .execute();

  await db.schema
    .createTable('order_line')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('customer_order.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('article_id', 'integer', (c) => c.notNull())
    .addColumn('designation', 'text', (c) => c.notNull())
    .addColumn('sale_unit', 'text', (c) => c.notNull())
    .addColumn('quantity_tenths', 'integer', (c) => c.notNull())
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('line_total_cents', 'integer', (c) => c.notNull())
    .addColumn('vat_rate_bp', 'integer', (c) => c.notNull())
    .addColumn('is_estimated', 'integer', (c) => c.notNull())
    .addColumn('preparation_note', 'text')
    /** Entered by staff at weighing; the estimate stays beside it. */
    .addColumn('weighed_grams', 'integer')
    .execute();
  await db.schema.createIndex('order_line_order_idx').on('order_line').column('order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_line').execute();
  await db.schema.dropTable('customer_order').execute();
}
