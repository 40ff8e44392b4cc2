import type { Db } from '../../db/database.js';

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
