import type {
  ArticlesResponse,
  HolidayOrderingsResponse,
  OrderSlotsResponse,
  ShopsResponse,
} from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { nextChristmasEve } from './festive-day.js';

// The demo's Noël day, seeded as `npm start` seeds it, on 1 December 2026 at 10:00 in Paris.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-12-01T09:00:00Z'), festiveDay: true });
});
afterAll(() => t.close());

describe(`the demo Noël day on ${TEST_ENGINE}`, () => {
  it('is open for orders at every shop, with its festive meat, and a customer can book it on 1 December', async () => {
    const { holidays } = (await t.app.inject('/api/holiday-orders')).json() as HolidayOrderingsResponse;
    const { shops } = (await t.app.inject('/api/shops')).json() as ShopsResponse;
    expect(holidays).toHaveLength(shops.length);
    expect(holidays[0]).toMatchObject({ date: '2026-12-24', label: 'Noël', cutOffAt: '2026-12-20T17:00:00.000Z' });
    const metz = shops.find((s) => s.department === 'METZ-CENTRE')?.id;
    const menu = (
      await t.app.inject(`/api/articles?date=2026-12-24&shopId=${metz}&OrderableOnly=true&PageSize=100`)
    ).json() as ArticlesResponse;
    const names = menu.items.map((a) => a.designation);
    for (const name of ['Chapon fermier', 'Dinde fermière', 'Oie fermière', 'Foie gras de canard mi-cuit']) {
      expect(names).toContain(name);
    }
    expect(names).toEqual(expect.arrayContaining(['Cuissot de chevreuil', 'Civet de sanglier']));
    const slots = (await t.app.inject(`/api/orders/slots?mode=Pickup&shopId=${metz}`)).json() as OrderSlotsResponse;
    const dates = slots.slots.map((s) => s.date);
    expect(dates).toEqual(expect.arrayContaining(['2026-12-19', '2026-12-22', '2026-12-23', '2026-12-24']));
    expect(slots.slots.find((s) => s.date === '2026-12-24')?.holiday).toMatchObject({ label: 'Noël' });
  });

  it('moves to next year once this year’s orders have closed', () => {
    expect(nextChristmasEve(new Date('2026-12-20T16:59:00Z')).date).toBe('2026-12-24');
    expect(nextChristmasEve(new Date('2026-12-20T17:00:00Z')).date).toBe('2027-12-24');
    // Seeded in March: open from 1 November.
    expect(nextChristmasEve(new Date('2027-03-10T09:00:00Z')).opensAt.toISOString()).toBe('2027-11-01T08:00:00.000Z');
  });
});
