import { type Kysely, sql } from 'kysely';

// Titres-restaurant online (issue 41, ADR 073): which articles they may pay, whether a shop takes them, and what
// they paid for each order. Raw meat is eligible by default: the articles of the butcher's raw-meat categories
// (the catalogue's slugs, listed once here since a migration is frozen); charcuterie, traiteur, drinks and
// épicerie are not until the owner ticks them.

const RAW_MEAT_CATEGORIES = ['boeuf', 'veau', 'porc', 'agneau', 'volaille', 'barbecue'];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('article')
    .addColumn('meal_voucher_eligible', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable('article')
    .set({ meal_voucher_eligible: 1 })
    .where(
      'sub_category_id',
      'in',
      db
        .selectFrom('sub_category as s')
        .innerJoin('category as c', 'c.id', 's.category_id')
        .select('s.id')
        .where('c.slug', 'in', RAW_MEAT_CATEGORIES),
    )
    .execute();
  await db.schema
    .alterTable('shop')
    .addColumn('accepts_meal_vouchers', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // One row per order paid partly in titres: the part fixed at checkout, what went back. The day is the order's
  // (pickup or delivery), the one the €25 counts on.
  await db.schema
    .createTable('meal_voucher_payment')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('customer_order.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer')
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await sql`create index meal_voucher_payment_day on meal_voucher_payment (customer_id, date)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('meal_voucher_payment').execute();
  await db.schema.alterTable('shop').dropColumn('accepts_meal_vouchers').execute();
  await db.schema.alterTable('article').dropColumn('meal_voucher_eligible').execute();
}
