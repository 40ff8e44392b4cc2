import type { Kysely } from 'kysely';

// « Autoriser N € » (issue 38, ADR 051): a held card order raised above its hold waits, with the change asked
// for, while the customer authorises a new hold for the whole order on a page of its own.
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['raise_session_id', 'raise_checkout_url', 'raise_change'])
    await db.schema.alterTable('order_payment').addColumn(column, 'text').execute();
  await db.schema.alterTable('order_payment').addColumn('raise_held_cents', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['raise_held_cents', 'raise_change', 'raise_checkout_url', 'raise_session_id'])
    await db.schema.alterTable('order_payment').dropColumn(column).execute();
}
