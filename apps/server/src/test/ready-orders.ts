import { parisDate } from '@boucherie/contract';
import type { Db } from '../db/database.js';

/**
 * Pro orders of chef@example.com at Metz-Centre, ready to hand over, written straight into the database:
 * the tests of the invoice series complete many at once, and placing them through the API is not their
 * point. Each has one line of `pieces` pieces at 10 € HT (5.5 % VAT). Answers their ids.
 */
export async function insertReadyOrders(db: Db, count: number, { pieces = 1, prefix = 'LOAD', at = new Date() } = {}) {
  const user = await db
    .selectFrom('user_account')
    .select('id')
    .where('email', '=', 'chef@example.com')
    .executeTakeFirstOrThrow();
  const shop = await db
    .selectFrom('shop')
    .select('id')
    .where('department', '=', 'METZ-CENTRE')
    .executeTakeFirstOrThrow();
  const article = await db.selectFrom('article').select(['id', 'designation']).orderBy('id').executeTakeFirstOrThrow();
  const iso = at.toISOString();
  const cents = 1000 * pieces;
  const vatCents = Math.round(cents * 0.055);
  const orders = Array.from({ length: count }, (_, i) => ({
    number: `${prefix}-${String(i + 1).padStart(4, '0')}`,
    user_id: user.id,
    idempotency_key: null,
    mode: 'Pickup' as const,
    shop_id: shop.id,
    date: parisDate(at),
    status: 'Ready' as const,
    comment: null,
    address_first_name: null,
    address_last_name: null,
    address_street: null,
    address_post_code: null,
    address_city: null,
    address_country: null,
    is_pro: 1,
    lines_total_cents: cents,
    delivery_fee_cents: 0,
    total_ht_cents: cents,
    total_vat_cents: vatCents,
    total_ttc_cents: cents + vatCents,
    has_estimated_lines: 0,
    created_at: iso,
    updated_at: iso,
  }));
  const ids = (await db.insertInto('customer_order').values(orders).returning('id').execute()).map((r) => r.id);
  await db
    .insertInto('order_line')
    .values(
      ids.map((id) => ({
        order_id: id,
        position: 1,
        article_id: article.id,
        designation: article.designation,
        sale_unit: 'piece' as const,
        quantity_hundredths: 100 * pieces,
        unit_price_cents: 1000,
        line_total_cents: cents,
        vat_rate_bp: 550,
        is_estimated: 0,
        preparation_note: null,
        weighed_grams: null,
      })),
    )
    .execute();
  await db
    .insertInto('order_vat')
    .values(ids.map((id) => ({ order_id: id, rate_bp: 550, base_cents: cents, vat_cents: vatCents })))
    .execute();
  return ids;
}
