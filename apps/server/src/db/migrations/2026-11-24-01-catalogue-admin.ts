import type { Kysely } from 'kysely';

// The owner keeps the catalogue (issue 14): out-of-stock articles, withdrawn articles, uploaded pictures,
// hidden categories and sub-categories.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('article')
    .addColumn('is_out_of_stock', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  /** Withdrawn from sale for good (an article is never deleted: orders and the price history keep it). */
  await db.schema.alterTable('article').addColumn('withdrawn_at', 'text').execute();
  /** The `srcset` of an uploaded picture (WebP in three widths); null for the shipped illustrations. */
  await db.schema.alterTable('article').addColumn('image_srcset', 'text').execute();
  await db.schema
    .alterTable('category')
    .addColumn('is_hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('sub_category')
    .addColumn('is_hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sub_category').dropColumn('is_hidden').execute();
  await db.schema.alterTable('category').dropColumn('is_hidden').execute();
  await db.schema.alterTable('article').dropColumn('image_srcset').execute();
  await db.schema.alterTable('article').dropColumn('withdrawn_at').execute();
  await db.schema.alterTable('article').dropColumn('is_out_of_stock').execute();
}
