import type { Kysely } from 'kysely';
import { idColumn } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  // A customer's standing order (commande récurrente): the place, the weekdays and the period.
  await db.schema
    .createTable('standing_order')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id'))
    .addColumn('name', 'text')
    /** 'Pickup' or 'Delivery'. */
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('shop_id', 'integer', (c) => c.references('shop.id'))
    .addColumn('address_first_name', 'text')
    .addColumn('address_last_name', 'text')
    .addColumn('address_street', 'text')
    .addColumn('address_post_code', 'text')
    .addColumn('address_city', 'text')
    .addColumn('address_country', 'text')
    .addColumn('address_company', 'text')
    .addColumn('delivery_instructions', 'text')
    .addColumn('comment', 'text')
    /** The preferred time window's start on Paris clocks ("09:00"). */
    .addColumn('window_starts', 'text')
    /** ISO weekdays, comma-separated and sorted ("2,5"). */
    .addColumn('weekdays', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text')
    .addColumn('paused', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('standing_order_user_idx').on('standing_order').column('user_id').execute();

  await db.schema
    .createTable('standing_order_line')
    .addColumn('standing_order_id', 'integer', (c) => c.notNull().references('standing_order.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('article_id', 'integer', (c) => c.notNull().references('article.id'))
    .addColumn('quantity_hundredths', 'integer', (c) => c.notNull())
    .addColumn('preparation_note', 'text')
    .addPrimaryKeyConstraint('standing_order_line_pk', ['standing_order_id', 'position'])
    .addUniqueConstraint('standing_order_line_article_uq', ['standing_order_id', 'article_id'])
    .execute();

  // One row per standing order and date once it is decided: the order placed, or why not. Written in the
  // order's (or the skip's) own transaction; the unique key makes every date happen once, whatever the
  // number of processes running the schedule.
  await db.schema
    .createTable('standing_order_occurrence')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('standing_order_id', 'integer', (c) => c.notNull().references('standing_order.id'))
    .addColumn('date', 'text', (c) => c.notNull())
    /** 'placed' or 'skipped'. */
    .addColumn('status', 'text', (c) => c.notNull())
    /** Skipped: Customer, Closed, Full, Unavailable or Refused. */
    .addColumn('skip_reason', 'text')
    .addColumn('message', 'text')
    .addColumn('order_id', 'integer', (c) => c.references('customer_order.id'))
    /** JSON: the articles left out of the order ([{ articleId, designation, reason }]). */
    .addColumn('left_out', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('standing_order_occurrence_uq', ['standing_order_id', 'date'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('standing_order_occurrence').execute();
  await db.schema.dropTable('standing_order_line').execute();
  await db.schema.dropTable('standing_order').execute();
}
