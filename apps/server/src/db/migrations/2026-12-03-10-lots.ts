import type { Kysely } from 'kysely';
import { idColumn } from './helpers.js';

// Lots (issue 39, ADR 067): the animal or batch the meat comes from, recorded from the slaughterhouse ticket; the
// lot an article is sold from, from a date (its history kept); the lot each order line was cut from.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lot')
    .addColumn('id', 'integer', idColumn(db))
    // « L2026-0001 »: printed on the label, in the page's address.
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('species', 'text', (c) => c.notNull())
    .addColumn('breed', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('breeder', 'text', (c) => c.notNull())
    .addColumn('breeder_town', 'text', (c) => c.notNull())
    .addColumn('national_id', 'text')
    // ISO 3166 country codes.
    .addColumn('born_in', 'text')
    .addColumn('raised_in', 'text', (c) => c.notNull())
    .addColumn('slaughtered_in', 'text', (c) => c.notNull())
    .addColumn('cut_in', 'text', (c) => c.notNull())
    .addColumn('slaughterhouse_approval', 'text', (c) => c.notNull())
    .addColumn('cutting_plant_approval', 'text', (c) => c.notNull())
    .addColumn('slaughter_date', 'text', (c) => c.notNull())
    .addColumn('maturation_days', 'integer', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The lot the article is sold from now (null: none); each change is a row of article_lot, the history.
  await db.schema
    .alterTable('article')
    .addColumn('lot_id', 'integer', (c) => c.references('lot.id'))
    .execute();
  await db.schema
    .createTable('article_lot')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('article_id', 'integer', (c) => c.notNull().references('article.id'))
    .addColumn('lot_id', 'integer', (c) => c.references('lot.id'))
    .addColumn('since', 'text', (c) => c.notNull())
    .addColumn('set_by', 'integer', (c) => c.references('user_account.id'))
    .execute();
  await db.schema.createIndex('article_lot_article_idx').on('article_lot').columns(['article_id', 'since']).execute();
  // The lot the line was cut from: taken at weighing or at « prête », kept whatever the article becomes.
  await db.schema
    .alterTable('order_line')
    .addColumn('lot_id', 'integer', (c) => c.references('lot.id'))
    .execute();
  await db.schema.createIndex('order_line_lot_idx').on('order_line').column('lot_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('order_line_lot_idx').execute();
  await db.schema.alterTable('order_line').dropColumn('lot_id').execute();
  await db.schema.dropTable('article_lot').execute();
  await db.schema.alterTable('article').dropColumn('lot_id').execute();
  await db.schema.dropTable('lot').execute();
}
