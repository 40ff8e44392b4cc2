import type { Db } from '../../db/database.js';

// The titres provider's page's reads (ADR 073): the part its token names, with its order as the page shows it.

/** The titres' part a page's token names, with its order's number, total, status and shop's tolerance. */
export function findVoucherPage(db: Db, token: string) {
  return db
    .selectFrom('meal_voucher_payment as m')
    .innerJoin('customer_order as o', 'o.id', 'm.order_id')
    .innerJoin('shop as s', 's.id', 'o.shop_id')
    .select([
      'm.order_id',
      'm.amount_cents',
      'm.status',
      'o.number',
      'o.status as order_status',
      'o.total_ttc_cents',
      's.weighing_tolerance_percent',
    ])
    .where('m.page_token', '=', token)
    .executeTakeFirst();
}

export type VoucherPageRow = NonNullable<Awaited<ReturnType<typeof findVoucherPage>>>;

/** What the order's weighed lines come to (their estimate): the card's hold adds the tolerance on them. */
export async function weighedLinesCents(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('order_line')
    .select((eb) => eb.fn.sum<number | string | null>('line_total_cents').as('cents'))
    .where('order_id', '=', orderId)
    .where('is_estimated', '=', 1)
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
}
