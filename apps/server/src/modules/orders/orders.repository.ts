import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Orders per date for a shop from `fromDate` on, cancelled ones excepted: what capacity counts. */
export async function countOrdersByDate(db: Db, shopId: number, fromDate: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('customer_order')
    .select(['date', sql<number>`count(*)`.as('n')])
    .where('shop_id', '=', shopId)
    .where('date', '>=', fromDate)
    .where('status', '!=', 'Cancelled')
    .groupBy('date')
    .execute();
  return new Map(rows.map((r) => [r.date, Number(r.n)]));
}
