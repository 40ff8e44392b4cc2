import type { NoShowRule, PaymentPolicy, ShopsResponse } from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { toEuros } from '../../lib/money.js';
import * as repo from './shops.repository.js';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

export async function listShops(db: Db, today: string): Promise<ShopsResponse> {
  const { shops, periods, closingDays, zones, postCodes, rounds } = await repo.findShopsWithSchedules(db);
  return {
    shops: shops.map((shop) => ({
      id: shop.id,
      department: shop.department,
      name: shop.name,
      address: { street: shop.street, postCode: shop.post_code, city: shop.city, country: shop.country },
      phone: shop.phone,
      email: shop.email,
      openingHours: WEEKDAYS.map((weekday) => ({
        weekday,
        periods: periods
          .filter((p) => p.shop_id === shop.id && p.weekday === weekday)
          .map((p) => ({ opens: p.opens, closes: p.closes })),
      })),
      // Past closing days are of no use to anyone choosing a date.
      closingDays: closingDays
        .filter((d) => d.shop_id === shop.id && d.date >= today)
        .map((d) => ({ date: d.date, reason: d.reason })),
      cutOff: { daysBefore: shop.cutoff_days_before, time: shop.cutoff_time },
      dailyCapacity: shop.daily_capacity,
      bookingHorizonDays: shop.booking_horizon_days,
      weighingTolerancePercent: shop.weighing_tolerance_percent,
      // Written only through the contract's enums (admin-shops.service.ts).
      paymentPolicy: shop.payment_policy as PaymentPolicy,
      noShowRule: shop.no_show_rule as NoShowRule,
      acceptsMealVouchers: shop.accepts_meal_vouchers === 1,
      delivers: shop.delivers === 1,
      deliveryZones: zones
        .filter((z) => z.shop_id === shop.id)
        .map((z) => ({
          name: z.name,
          postCodes: postCodes.filter((p) => p.zone_id === z.id).map((p) => p.post_code),
          fee: toEuros(z.fee_cents),
          minimumOrder: toEuros(z.minimum_order_cents),
        })),
      deliveryRounds: rounds
        .filter((r) => r.shop_id === shop.id)
        .map((r) => ({ id: r.id, weekday: r.weekday, starts: r.starts, ends: r.ends, capacity: r.capacity })),
    })),
  };
}
