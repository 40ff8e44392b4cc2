import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const shops = async () => {
  const res = await t.call('GET /api/shops');
  expect(res.statusCode).toBe(200);
  expect(res.headers.authenticated).toBe('false');
  return res.answer.shops;
};

describe(`GET /api/shops on ${TEST_ENGINE}`, () => {
  it('answers { shops } with department, address, hours and cut-off', async () => {
    const list = await shops();
    expect(list).toHaveLength(3);
    expect(new Set(list.map((s) => s.department)).size).toBe(3);
    for (const shop of list) {
      expect(shop.address.postCode).toMatch(/^57\d{3}$/);
      expect(shop.openingHours.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(shop.openingHours[0]?.periods, `${shop.name} is closed on Mondays`).toEqual([]);
      expect(shop.cutOff.time).toMatch(/^\d{2}:\d{2}$/);
      expect(shop.dailyCapacity).toBeGreaterThan(0);
    }
  });

  it('lists only closing days from today on (Paris time)', async () => {
    const [first] = await shops();
    expect(first?.closingDays.length).toBeGreaterThan(0);
    // TEST_NOW is 2026-11-20: a closing day before it is hidden.
    await t.database.db
      .insertInto('shop_closing_day')
      .values({ shop_id: first?.id as number, date: '2026-11-19', reason: 'Inventaire' })
      .execute();
    const [again] = await shops();
    expect(again?.closingDays.every((d) => d.date >= '2026-11-20')).toBe(true);
    expect(again?.closingDays).toEqual(first?.closingDays);
  });

  it('serves Metz (57000 and 57050) with a fee and a minimum order', async () => {
    const zones = (await shops()).filter((s) => s.delivers).flatMap((s) => s.deliveryZones);
    const postCodes = zones.flatMap((z) => z.postCodes);
    expect(postCodes).toEqual(expect.arrayContaining(['57000', '57050']));
    for (const zone of zones) {
      expect(zone.fee).toBeGreaterThan(0);
      expect(zone.minimumOrder).toBeGreaterThan(0);
    }
  });
});
