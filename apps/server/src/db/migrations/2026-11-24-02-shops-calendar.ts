import type { Kysely } from 'kysely';
import { idColumn } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  // Holiday ordering periods ("commandes de fêtes"): for one day of one shop, its own opening instant,
  // cut-off instant and capacity (UTC ISO instants), and optionally a short list of festive articles.
  await db.schema
    .createTable('shop_holiday')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shop.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('orders_open_at', 'text', (c) => c.notNull())
    .addColumn('cut_off_at', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addUniqueConstraint('shop_holiday_unique', ['shop_id', 'date'])
    .execute();
  await db.schema
    .createTable('shop_holiday_article')
    .addColumn('holiday_id', 'integer', (c) => c.notNull().references('shop_holiday.id').onDelete('cascade'))
    .addColumn('article_id', 'integer', (c) => c.notNull().references('article.id'))
    .addPrimaryKeyConstraint('shop_holiday_article_pk', ['holiday_id', 'article_id'])
    .execute();

  // Time windows of one shop on one day: pickup windows and delivery rounds, each with its capacity.
  await db.schema
    .createTable('shop_time_window')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shop.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('starts', 'text', (c) => c.notNull())
    .addColumn('ends', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addUniqueConstraint('shop_time_window_unique', ['shop_id', 'date', 'mode', 'starts'])
    .execute();

  // The order keeps its window's times (a snapshot, like its lines): no foreign key, a window with only
  // cancelled orders may go.
  await db.schema.alterTable('customer_order').addColumn('time_window_id', 'integer').execute();
  await db.schema.alterTable('customer_order').addColumn('time_window_starts', 'text').execute();
  await db.schema.alterTable('customer_order').addColumn('time_window_ends', 'text').execute();
  await db.schema
    .createIndex('customer_order_window_idx')
    .on('customer_order')
    .columns(['time_window_id', 'status'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('customer_order_window_idx').execute();
  for (const column of ['time_window_ends', 'time_window_starts', 'time_window_id']) {
    await db.schema.alterTable('customer_order').dropColumn(column).execute();
  }
  await db.schema.dropTable('shop_time_window').execute();
  await db.schema.dropTable('shop_holiday_article').execute();
  await db.schema.dropTable('shop_holiday').execute();
}
