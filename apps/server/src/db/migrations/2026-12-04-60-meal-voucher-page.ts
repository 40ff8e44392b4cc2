import { type Kysely, sql } from 'kysely';

// The titres-restaurant provider's own page before the card's (issue 41, ADR 073): a titres' part now starts
// `awaiting_customer` (the status is text: no change to it) and is reached by a random token of its own, the
// page's address. Rows of before have no token: they were debited at once.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('meal_voucher_payment').addColumn('page_token', 'text').execute();
  // Unique among the rows that have one (both engines let NULLs repeat in a unique index).
  await sql`create unique index meal_voucher_payment_page on meal_voucher_payment (page_token)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index meal_voucher_payment_page`.execute(db);
  await db.schema.alterTable('meal_voucher_payment').dropColumn('page_token').execute();
}
