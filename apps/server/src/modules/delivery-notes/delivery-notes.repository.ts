import type { Db } from '../../db/database.js';

/** What a delivery note shows of an order: its customer, where and when it goes, the shop it leaves from. */
export function findOrderForNote(db: Db, orderId: number) {
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
      'o.address_company',
      'o.address_first_name',
      'o.address_last_name',
      'o.address_street',
      'o.address_post_code',
      'o.address_city',
      'o.delivery_instructions',
      'o.time_window_starts',
      'o.time_window_ends',
      'u.first_name',
      'u.last_name',
      'u.company',
      'u.street_and_number',
      'u.post_code',
      'u.locality',
      'u.phone_number',
      's.name as shop_name',
      's.phone as shop_phone',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}
export type OrderForNote = NonNullable<Awaited<ReturnType<typeof findOrderForNote>>>;

export function findNoteLines(db: Db, orderId: number) {
  return db
    .selectFrom('order_line as l')
    .leftJoin('article as a', 'a.id', 'l.article_id')
    .select([
      'l.designation',
      'l.sale_unit',
      'l.quantity_hundredths',
      'l.weighed_grams',
      'l.is_unavailable',
      'l.preparation_note',
      'l.lot_number',
      'a.origin_born',
      'a.origin_raised',
      'a.origin_slaughtered',
    ])
    .where('l.order_id', '=', orderId)
    .orderBy('l.position')
    .orderBy('l.id')
    .execute();
}
