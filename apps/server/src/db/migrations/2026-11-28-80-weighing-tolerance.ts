import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // How far (in %) a weighed line may stray from the ordered quantity before staff must confirm it and, when
  // the price rises, note how the customer agreed; the cart promises the same range (issue 30, ADR 043).
  await db.schema
    .alterTable('shop')
    .addColumn('weighing_tolerance_percent', 'integer', (c) => c.notNull().defaultTo(10))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shop').dropColumn('weighing_tolerance_percent').execute();
}
