import { type Kysely, sql } from 'kysely';

// The idempotency keys customers sent move into their own namespace, `customer:<key>` (issue 29): they shared
// the column's namespace with the standing orders' own keys, and a customer's key could block an occurrence.
// A key of an order an occurrence placed is the system's; every other key was sent by a customer.

export async function up(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('customer_order')
    .set({ idempotency_key: sql`'customer:' || idempotency_key` })
    .where('idempotency_key', 'is not', null)
    .where(
      'id',
      'not in',
      db.selectFrom('standing_order_occurrence').select('order_id').where('order_id', 'is not', null),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('customer_order')
    .set({ idempotency_key: sql`substr(idempotency_key, ${'customer:'.length + 1})` })
    .where('idempotency_key', 'like', 'customer:%')
    .execute();
}
