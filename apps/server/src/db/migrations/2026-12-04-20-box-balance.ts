import type { Kysely } from 'kysely';

// A box's balance taken by card at weighing (issue 40, ADR 074): a box line is sold by the piece and settled by
// weight, so its line keeps the box's price per kg once weighed; the payment keeps the balance's own card
// payment (a second PaymentIntent on the card saved with the deposit) and where it stands.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_line').addColumn('price_per_kg_cents', 'integer').execute();
  await db.schema.alterTable('order_payment').addColumn('balance_intent_id', 'text').execute();
  await db.schema.alterTable('order_payment').addColumn('balance_state', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_payment').dropColumn('balance_state').execute();
  await db.schema.alterTable('order_payment').dropColumn('balance_intent_id').execute();
  await db.schema.alterTable('order_line').dropColumn('price_per_kg_cents').execute();
}
