import type { Db } from '../../db/database.js';

export async function findShopsWithSchedules(db: Db) {
  const [shops, periods, closingDays, zones, postCodes, rounds] = await Promise.all([
    db.selectFrom('shop').selectAll().orderBy('position').orderBy('id').execute(),
    db.selectFrom('shop_opening_period').selectAll().orderBy('weekday').orderBy('opens').execute(),
    db.selectFrom('shop_closing_day').selectAll().orderBy('date').execute(),
    db.selectFrom('delivery_zone').selectAll().orderBy('id').execute(),
    db.selectFrom('delivery_zone_post_code').selectAll().orderBy('post_code').execute(),
    db.selectFrom('shop_delivery_round').selectAll().orderBy('weekday').orderBy('starts').execute(),
  ]);
  return { shops, periods, closingDays, zones, postCodes, rounds };
}
