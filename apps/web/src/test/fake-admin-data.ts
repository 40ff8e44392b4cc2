import type { AdminOrderDetail, StatsResponse } from '@boucherie/contract';
import { makeAdminOrderLine as line } from './fake-lines';
import { makeOrder } from './fake-orders-api';

export const metzShop = { id: 1, name: 'Maison Thirion Metz-Centre', department: 'METZ-CENTRE' };
export const woippyShop = { id: 3, name: 'Maison Thirion Woippy', department: 'WOIPPY' };

/** An order of the back office (with its customer, line ids and history); tests override what they look at. */
export function makeAdminOrder(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  const id = overrides.id ?? 42;
  const placedAt = '2026-11-23T15:00:00.000Z';
  // The customer's order (same shop, lines and totals), as the back office reads it.
  const order = makeOrder({
    id,
    number: `2026-${String(id).padStart(6, '0')}`,
    date: '2026-11-24',
    createdAt: placedAt,
    statusHistory: [{ status: 'Pending', at: placedAt }],
  });
  return {
    ...order,
    lines: order.lines.map((l, i) => line({ ...l, id: id * 10 + i + 1 })),
    customer: {
      id: 7,
      firstName: 'Marie',
      lastName: 'Durand',
      company: null,
      email: 'marie@example.com',
      phone: '+33612345678',
    },
    events: [{ at: placedAt, by: 'Marie Durand', action: 'placed', detail: 'Commande passée.' }],
    agreementNotNoted: [],
    ...overrides,
  };
}

const article = (id: number, designation: string, kilograms: number, revenueHT: number, orders: number) => ({
  articleId: id,
  designation,
  saleUnit: kilograms > 0 ? ('kg' as const) : ('piece' as const),
  kilograms,
  pieces: kilograms > 0 ? 0 : orders * 2,
  orders,
  revenueHT,
  revenueTTC: Math.round(revenueHT * 105.5) / 100,
});

/** The owner's figures of a small month: three orders, a top list, the bookings of the next two weeks. */
export function makeStats(overrides: Partial<StatsResponse> = {}): StatsResponse {
  const day = (date: string, orders: number, revenueTTC: number) => ({
    date,
    orders,
    revenueTTC,
    revenueHT: Math.round((revenueTTC / 1.055) * 100) / 100,
    creditNotesHT: 0,
    creditNotesTTC: 0,
  });
  const days = Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 9, 22 + i)).toISOString().slice(0, 10);
    if (date === '2026-11-03') return day(date, 2, 158.4);
    if (date === '2026-11-07') return day(date, 1, 86.9);
    return day(date, 0, 0);
  });
  return {
    shop: null,
    from: '2026-10-22',
    to: '2026-11-20',
    booked: { orders: 4, amountTTC: 1226 },
    summary: { orders: 3, revenueHT: 232.51, revenueTTC: 245.3, averageBasketHT: 77.5, averageBasketTTC: 81.77 },
    card: { orders: 1, capturedTTC: 86.9, refundedTTC: 0 },
    days,
    weekdays: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      orders: weekday === 2 ? 2 : weekday === 6 ? 1 : 0,
      revenueHT: weekday === 2 ? 150.14 : weekday === 6 ? 82.37 : 0,
      revenueTTC: weekday === 2 ? 158.4 : weekday === 6 ? 86.9 : 0,
    })),
    modes: [
      { mode: 'Pickup', orders: 2, revenueHT: 150.14, revenueTTC: 158.4 },
      { mode: 'Delivery', orders: 1, revenueHT: 82.37, revenueTTC: 86.9 },
    ],
    topByWeight: [article(2, 'Entrecôte', 5.35, 160.5, 2), article(5, 'Rôti de porc', 2.5, 42.5, 1)],
    topByRevenue: [
      article(2, 'Entrecôte', 5.35, 160.5, 2),
      article(5, 'Rôti de porc', 2.5, 42.5, 1),
      article(3, 'Quiche lorraine', 0, 23.7, 1),
    ],
    bookings: Array.from({ length: 14 }, (_, i) => {
      const date = new Date(Date.UTC(2026, 10, 20 + i)).toISOString().slice(0, 10);
      const weekday = ((5 + i - 1) % 7) + 1;
      return { date, weekday, orders: i === 1 ? 12 : 0, capacity: weekday === 1 ? 0 : 120, open: weekday !== 1 };
    }),
    ...overrides,
  };
}
