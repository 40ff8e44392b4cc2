import type { Kysely } from 'kysely';
import { idColumn } from './helpers.js';

// The meat there is (issue 40): how much of an article the business sells on a day, in hundredths of its sale
// unit, across its shops. A quota set through a holiday names that holiday's day (`holiday_id` kept for the
// editor). What is left is counted from the live orders, never stored.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('article_quota')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('article_id', 'integer', (c) => c.notNull().references('article.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('holiday_id', 'integer', (c) => c.references('shop_holiday.id').onDelete('set null'))
    .addColumn('quantity_hundredths', 'integer', (c) => c.notNull())
    .addUniqueConstraint('article_quota_article_date_key', ['article_id', 'date'])
    .execute();
  await db.schema.createIndex('article_quota_date_idx').on('article_quota').column('date').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('article_quota').execute();
}
