import { type Kysely, sql } from 'kysely';

// Issue 13: a catalogue that helps choose meat (docs/decisions/017-catalogue-choice.md).
export async function up(db: Kysely<any>): Promise<void> {
  // What a butcher suggests at the counter: the first quantity and the step of a weighed article, the
  // grams to count per guest, and what makes the meat (breed, ageing, labels, farm, how to cook it).
  // Null where unknown: the shop falls back to 1 kg and 100 g steps, and shows nothing.
  await db.schema.alterTable('article').addColumn('default_quantity_grams', 'integer').execute();
  await db.schema.alterTable('article').addColumn('quantity_step_grams', 'integer').execute();
  await db.schema.alterTable('article').addColumn('grams_per_person', 'integer').execute();
  await db.schema.alterTable('article').addColumn('breed', 'text').execute();
  await db.schema.alterTable('article').addColumn('maturation', 'text').execute();
  await db.schema
    .alterTable('article')
    .addColumn('labels', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.alterTable('article').addColumn('farm', 'text').execute();
  await db.schema.alterTable('article').addColumn('cooking_advice', 'text').execute();

  // A 250 g steak is 0,25 kg: quantities go from tenths to hundredths, in the cart and in placed orders.
  for (const table of ['cart_item', 'order_line']) {
    await db.schema.alterTable(table).renameColumn('quantity_tenths', 'quantity_hundredths').execute();
    await sql`update ${sql.table(table)} set quantity_hundredths = quantity_hundredths * 10`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['cart_item', 'order_line']) {
    await sql`update ${sql.table(table)} set quantity_hundredths = round(quantity_hundredths / 10.0)`.execute(db);
    await db.schema.alterTable(table).renameColumn('quantity_hundredths', 'quantity_tenths').execute();
  }
  for (const column of [
    'cooking_advice',
    'farm',
    'labels',
    'maturation',
    'breed',
    'grams_per_person',
    'quantity_step_grams',
    'default_quantity_grams',
  ]) {
    await db.schema.alterTable('article').dropColumn(column).execute();
  }
}
