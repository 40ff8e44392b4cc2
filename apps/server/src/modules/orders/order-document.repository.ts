import { originSentence } from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { orderAddressColumns } from './orders.repository.js';

/**
 * An order with its customer and its shop, as a printed document shows it (the invoice, the delivery note): one
 * query for both.
 */
export function findOrderDocument(db: Db, orderId: number) {
  return db
    .selectFrom('customer_order as o')
    .innerJoin('user_account as u', 'u.id', 'o.user_id')
    .innerJoin('shop as s', 's.id', 'o.shop_id')
    .select([
      'o.id',
      'o.number',
      'o.user_id',
      'o.mode',
      'o.status',
      'o.date',
      'o.created_at',
      'o.comment',
      'o.is_pro',
      ...orderAddressColumns,
      'o.time_window_starts',
      'o.time_window_ends',
      'o.delivery_fee_cents',
      'o.total_ht_cents',
      'o.total_vat_cents',
      'o.total_ttc_cents',
      'o.shop_id',
      'u.first_name',
      'u.last_name',
      'u.company',
      'u.vat_number',
      'u.email',
      'u.street_and_number',
      'u.post_code',
      'u.locality',
      'u.country',
      'u.payment_terms',
      'u.phone_number',
      's.name as shop_name',
      's.phone as shop_phone',
      's.street as shop_street',
      's.post_code as shop_post_code',
      's.city as shop_city',
      's.country as shop_country',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}
export type OrderDocumentRow = NonNullable<Awaited<ReturnType<typeof findOrderDocument>>>;

/** An order's lines with their article's origin, in order, as a printed document lists them (invoice, note). */
export function findOrderLinesWithOrigin(db: Db, orderId: number) {
  return db
    .selectFrom('order_line as l')
    .leftJoin('article as a', 'a.id', 'l.article_id')
    .leftJoin('lot', 'lot.id', 'l.lot_id')
    .select([
      'l.id',
      'l.position',
      'l.designation',
      'l.sale_unit',
      'l.quantity_hundredths',
      'l.weighed_grams',
      'l.is_unavailable',
      'l.unit_price_cents',
      'l.price_per_kg_cents',
      'l.line_total_cents',
      'l.vat_rate_bp',
      'l.preparation_note',
      'l.lot_number',
      'a.origin_born',
      'a.origin_raised',
      'a.origin_slaughtered',
      'lot.code as lot_code',
      'lot.species as lot_species',
      'lot.born_in as lot_born_in',
      'lot.raised_in as lot_raised_in',
      'lot.slaughtered_in as lot_slaughtered_in',
      'lot.slaughterhouse_approval as lot_slaughterhouse_approval',
    ])
    .where('l.order_id', '=', orderId)
    .orderBy('l.position')
    .orderBy('l.id')
    .execute();
}

type LotColumns = Pick<
  Awaited<ReturnType<typeof findOrderLinesWithOrigin>>[number],
  | 'lot_number'
  | 'lot_code'
  | 'lot_species'
  | 'lot_born_in'
  | 'lot_raised_in'
  | 'lot_slaughtered_in'
  | 'lot_slaughterhouse_approval'
>;

/**
 * A printed line's lot and the origin sentence of the lot it was cut from (ADR 067); a line with only a free lot
 * number keeps that number, and its article's origin (the caller's) as before lots.
 */
export function documentLot(l: LotColumns): { lot: string | null; lotOrigin: string | null } {
  if (!l.lot_code || !l.lot_species || !l.lot_raised_in || !l.lot_slaughtered_in || !l.lot_slaughterhouse_approval) {
    return { lot: l.lot_number, lotOrigin: null };
  }
  return {
    lot: l.lot_code,
    lotOrigin: originSentence({
      species: l.lot_species,
      bornIn: l.lot_born_in,
      raisedIn: l.lot_raised_in,
      slaughteredIn: l.lot_slaughtered_in,
      slaughterhouseApproval: l.lot_slaughterhouse_approval,
    }),
  };
}
