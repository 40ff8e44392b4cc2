import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Which orders the figures add up: a shop (or every shop) and Paris days, both included. */
export type StatsFilter = { shopId: number | null; from: string; to: string };

/** Orders count, cancelled ones excepted, on their day (the day of pickup or delivery). */
function countedOrders(db: Db, filter: StatsFilter) {
  let query = db
    .selectFrom('customer_order as o')
    .where('o.status', '!=', 'Cancelled')
    .where('o.date', '>=', filter.from)
    .where('o.date', '<=', filter.to);
  if (filter.shopId !== null) query = query.where('o.shop_id', '=', filter.shopId);
  return query;
}

/** Orders and their final amounts (after weighing) per day and mode: every period figure derives from it. */
export async function salesByDayAndMode(db: Db, filter: StatsFilter) {
  const rows = await countedOrders(db, filter)
    .select([
      'o.date',
      'o.mode',
      sql<number>`count(*)`.as('orders'),
      sql<number>`sum(o.total_ht_cents)`.as('ht_cents'),
      sql<number>`sum(o.total_ttc_cents)`.as('ttc_cents'),
    ])
    .groupBy(['o.date', 'o.mode'])
    .execute();
  return rows.map((r) => ({
    date: r.date,
    mode: r.mode,
    orders: Number(r.orders),
    htCents: Number(r.ht_cents),
    ttcCents: Number(r.ttc_cents),
  }));
}

/**
 * What each article sold, per VAT rate and price basis (a pro's lines are HT, a particulier's TTC):
 * grams of the lines sold by weight (the weighed weight, the ordered one until weighed), hundredths of
 * pieces, the lines' final amounts. Unavailable lines sold nothing.
 */
export async function salesByArticle(db: Db, filter: StatsFilter) {
  const rows = await countedOrders(db, filter)
    .innerJoin('order_line as l', 'l.order_id', 'o.id')
    .innerJoin('article as a', 'a.id', 'l.article_id')
    .where('l.is_unavailable', '=', 0)
    .select([
      'l.article_id',
      'a.designation',
      'l.sale_unit',
      'l.vat_rate_bp',
      'o.is_pro',
      sql<number>`count(*)`.as('lines'),
      sql<number>`sum(case when l.sale_unit = 'kg' then coalesce(l.weighed_grams, l.quantity_hundredths * 10) else 0 end)`.as(
        'grams',
      ),
      sql<number>`sum(case when l.sale_unit = 'piece' then l.quantity_hundredths else 0 end)`.as('piece_hundredths'),
      sql<number>`sum(l.line_total_cents)`.as('total_cents'),
    ])
    .groupBy(['l.article_id', 'a.designation', 'l.sale_unit', 'l.vat_rate_bp', 'o.is_pro'])
    .execute();
  return rows.map((r) => ({
    articleId: r.article_id,
    designation: r.designation,
    saleUnit: r.sale_unit,
    vatRateBp: r.vat_rate_bp,
    isPro: Number(r.is_pro) === 1,
    lines: Number(r.lines),
    grams: Number(r.grams),
    pieceHundredths: Number(r.piece_hundredths),
    totalCents: Number(r.total_cents),
  }));
}

/**
 * The orders still to hand over from `from` on (neither completed nor cancelled) and their amount as it
 * stands: weighed lines at their weight, the others at their estimate.
 */
export async function bookedFrom(db: Db, filter: Pick<StatsFilter, 'shopId' | 'from'>) {
  let query = db
    .selectFrom('customer_order as o')
    .where('o.status', 'in', ['Pending', 'Confirmed', 'Ready'])
    .where('o.date', '>=', filter.from);
  if (filter.shopId !== null) query = query.where('o.shop_id', '=', filter.shopId);
  const row = await query
    .select([sql<number>`count(*)`.as('orders'), sql<number>`coalesce(sum(o.total_ttc_cents), 0)`.as('ttc_cents')])
    .executeTakeFirstOrThrow();
  return { orders: Number(row.orders), ttcCents: Number(row.ttc_cents) };
}

/** Orders booked per day and shop from `from` to `to`, cancelled ones excepted: what capacity counts. */
export async function bookingsByDay(db: Db, filter: StatsFilter) {
  const rows = await countedOrders(db, filter)
    .select(['o.date', 'o.shop_id', sql<number>`count(*)`.as('orders')])
    .groupBy(['o.date', 'o.shop_id'])
    .execute();
  return rows.map((r) => ({ date: r.date, shopId: r.shop_id, orders: Number(r.orders) }));
}

/** What cards took and gave back for the period's orders (ADR 049). */
export async function cardTakings(db: Db, filter: StatsFilter) {
  const row = await countedOrders(db, filter)
    .innerJoin('order_payment as p', 'p.order_id', 'o.id')
    .where('p.captured_cents', '>', 0)
    .select([
      sql<number>`count(*)`.as('orders'),
      sql<number>`coalesce(sum(p.captured_cents), 0)`.as('captured_cents'),
      sql<number>`coalesce(sum(p.refunded_cents), 0)`.as('refunded_cents'),
    ])
    .executeTakeFirst();
  return {
    orders: Number(row?.orders ?? 0),
    capturedCents: Number(row?.captured_cents ?? 0),
    refundedCents: Number(row?.refunded_cents ?? 0),
  };
}

/** The credit notes issued per Paris day (their issue date), for the shop's orders: what each day gave back. */
export async function creditNotesByDay(db: Db, filter: StatsFilter) {
  let query = db
    .selectFrom('invoice as i')
    .innerJoin('customer_order as o', 'o.id', 'i.order_id')
    .where('i.kind', '=', 'credit_note')
    .where('i.issue_date', '>=', filter.from)
    .where('i.issue_date', '<=', filter.to);
  if (filter.shopId !== null) query = query.where('o.shop_id', '=', filter.shopId);
  const rows = await query
    .select([
      'i.issue_date',
      sql<number>`sum(i.total_ht_cents)`.as('ht_cents'),
      sql<number>`sum(i.total_ttc_cents)`.as('ttc_cents'),
    ])
    .groupBy('i.issue_date')
    .execute();
  return new Map(rows.map((r) => [r.issue_date, { htCents: Number(r.ht_cents), ttcCents: Number(r.ttc_cents) }]));
}
