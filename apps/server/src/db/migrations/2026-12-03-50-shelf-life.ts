import type { Kysely } from 'kysely';

// The use-by date (issue 39): the article's shelf life in days (null: none said), and each line's date, fixed at
// « prête » from the order's day (FIXED_AT_READY), printed on the label and said in the « prête » message.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('article').addColumn('shelf_life_days', 'integer').execute();
  await db.schema.alterTable('order_line').addColumn('best_before', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_line').dropColumn('best_before').execute();
  await db.schema.alterTable('article').dropColumn('shelf_life_days').execute();
}
