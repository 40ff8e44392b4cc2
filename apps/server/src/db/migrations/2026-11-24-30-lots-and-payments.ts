import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The lot the article's meat currently comes from (traceability), set by the owner; null: none.
  await db.schema.alterTable('article').addColumn('lot_number', 'text').execute();
  // The lot of what was weighed for the line (a snapshot: the article's lot changes with each delivery).
  await db.schema.alterTable('order_line').addColumn('lot_number', 'text').execute();

  // An invoice marked paid by the owner. Apart from the invoice, which is never changed once issued.
  await db.schema
    .createTable('invoice_payment')
    .addColumn('invoice_id', 'integer', (c) => c.primaryKey().references('invoice.id'))
    /** The Paris day the money came in, 'YYYY-MM-DD'. */
    .addColumn('paid_on', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'integer', (c) => c.references('user_account.id'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invoice_payment').execute();
  await db.schema.alterTable('order_line').dropColumn('lot_number').execute();
  await db.schema.alterTable('article').dropColumn('lot_number').execute();
}
