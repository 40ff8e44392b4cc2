import type { Kysely } from 'kysely';

// Online payment for meat sold by weight (issue 32, ADR 049): the owner's rule per shop and per holiday day,
// one payment per order, the provider's events kept once, and the demo provider's objects (the local
// Stripe stand-in keeps them in the shop's database so that every process sees the same payments).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('shop')
    .addColumn('payment_policy', 'text', (c) => c.notNull().defaultTo('counter'))
    .execute();
  // What happens to a hold when nobody collects the order: released (default) or captured, as the
  // conditions of sale say.
  await db.schema
    .alterTable('shop')
    .addColumn('no_show_rule', 'text', (c) => c.notNull().defaultTo('release'))
    .execute();
  await db.schema.alterTable('shop_holiday').addColumn('payment_policy', 'text').execute();

  await db.schema
    .createTable('order_payment')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('customer_order.id').onDelete('cascade'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('held_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('captured_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('checkout_session_id', 'text')
    .addColumn('checkout_url', 'text')
    .addColumn('payment_intent_id', 'text')
    .addColumn('customer_ref', 'text')
    .addColumn('payment_method_ref', 'text')
    // Until when an awaited payment keeps the order's place (ISO instant).
    .addColumn('awaiting_until', 'text')
    // A far date's saved card: when to authorise it off-session (ISO instant).
    .addColumn('authorize_at', 'text')
    // « Payé au comptoir »: only that the shop's till took the payment, never an amount.
    .addColumn('paid_at_counter_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_payment_status_idx').on('order_payment').column('status').execute();
  await db.schema.createIndex('order_payment_session_idx').on('order_payment').column('checkout_session_id').execute();

  // A provider's event is acted on once: its id is the key.
  await db.schema
    .createTable('payment_event')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('demo_payment_object')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('demo_payment_idempotency')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('demo_payment_idempotency').execute();
  await db.schema.dropTable('demo_payment_object').execute();
  await db.schema.dropTable('payment_event').execute();
  await db.schema.dropTable('order_payment').execute();
  await db.schema.alterTable('shop_holiday').dropColumn('payment_policy').execute();
  await db.schema.alterTable('shop').dropColumn('no_show_rule').execute();
  await db.schema.alterTable('shop').dropColumn('payment_policy').execute();
}
