import type { Db } from '../../db/database.js';

// What a weighing or a change of lines writes again on an order: its totals and its VAT.

/** An order's totals by VAT rate, written again (after a weighing or a change of lines). */
export async function replaceOrderVat(
  db: Db,
  orderId: number,
  vat: { rate_bp: number; base_cents: number; vat_cents: number }[],
) {
  await db.deleteFrom('order_vat').where('order_id', '=', orderId).execute();
  if (vat.length > 0)
    await db
      .insertInto('order_vat')
      .values(vat.map((v) => ({ ...v, order_id: orderId })))
      .execute();
}

export function updateOrder(
  db: Db,
  orderId: number,
  values: {
    lines_total_cents?: number;
    total_ht_cents?: number;
    total_vat_cents?: number;
    total_ttc_cents?: number;
    has_estimated_lines?: number;
    updated_at: string;
  },
) {
  return db.updateTable('customer_order').set(values).where('id', '=', orderId).execute();
}
