import type { Article } from '@boucherie/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs, verifiedUser } from '../../test/accounts-helpers.js';
import { burst, statuses } from '../../test/burst.js';
import { anArticle, aShop } from '../../test/fixtures.js';
import { pdfText } from '../../test/pdf-text.js';
import { createTestApp, TEST_ENGINE, TEST_NOW, type TestApp } from '../../test/test-app.js';

// Weekly delivery rounds (issue 30, item 7; ADR 044). TEST_NOW is Friday 20 November 2026, 10 h in Paris.

let t: TestApp;
let admin: string;
let metz: number;
let steak: Article;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin@example.com');
  metz = (await aShop(t)).id;
  steak = await anArticle(t, { saleUnit: 'kg', discountIsActive: false });
});
afterAll(() => t.close());
beforeEach(() => t.setNow(TEST_NOW));

const address = {
  firstName: 'Luc',
  lastName: 'Martin',
  street: '3 place Saint-Louis',
  postcode: '57000',
  city: 'Metz',
};

const shopCall = (method: 'POST' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin/shops/${metz}/${path}`,
    cookies: { sid: admin },
    ...(payload ? { payload } : {}),
  });

async function addRound(weekday: number, starts: string, ends: string, capacity: number) {
  const res = await t.call('POST /api/admin/shops/{id}/delivery-rounds', {
    params: { id: metz },
    body: { weekday, starts, ends, capacity },
    cookies: { sid: admin },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.answer.deliveryRounds.find((r) => r.weekday === weekday && r.starts === starts)?.id as number;
}

async function customer() {
  const { sid } = await verifiedUser(t);
  const cart = await t.app.inject({
    method: 'PUT',
    url: '/api/carts',
    cookies: { sid },
    payload: { articleId: steak.id, quantity: 2 },
  });
  expect(cart.statusCode, cart.body).toBe(200);
  return sid;
}
const deliver = (sid: string, date: string, extra: { timeWindowId?: number } = {}) =>
  t.call('POST /api/orders', { cookies: { sid }, body: { mode: 'Delivery', date, address, ...extra } });
const slotsOf = async (mode: 'Delivery' | 'Pickup') => {
  const query = mode === 'Delivery' ? { mode, postCode: '57000' } : { mode, shopId: metz };
  return (await t.call('GET /api/orders/slots', { query })).answer.slots;
};
const windowsOn = async (date: string, mode: 'Delivery' | 'Pickup' = 'Delivery') =>
  ((await slotsOf(mode)).find((s) => s.date === date)?.windows ?? []).map(
    (w) => `${w.starts}-${w.ends}:${w.remaining}`,
  );

describe(`weekly delivery rounds on ${TEST_ENGINE}`, () => {
  it('apply to every open delivery day of their weekday, are required, and the order keeps the one chosen', async () => {
    const early = await addRound(2, '08:00', '10:00', 3);
    await addRound(2, '14:00', '17:00', 3);
    const overlap = await shopCall('POST', 'delivery-rounds', {
      weekday: 2,
      starts: '09:00',
      ends: '11:00',
      capacity: 3,
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().detail).toMatch(/chevauche celle de 8\u00a0h/);

    // Both Tuesdays within the fortnight offer them; a Saturday (no round) and a pickup have none.
    expect(await windowsOn('2026-11-24')).toEqual(['08:00-10:00:3', '14:00-17:00:3']);
    expect(await windowsOn('2026-12-01')).toEqual(['08:00-10:00:3', '14:00-17:00:3']);
    expect(await windowsOn('2026-11-21')).toEqual([]);
    expect(await windowsOn('2026-11-24', 'Pickup')).toEqual([]);

    const sid = await customer();
    const without = await deliver(sid, '2026-11-24');
    expect(without.statusCode).toBe(400);
    expect(without.json().errors.TimeWindowId[0]).toBe('Choisissez un créneau horaire.');
    const placed = await deliver(sid, '2026-11-24', { timeWindowId: early });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.answer.timeWindow).toEqual({ starts: '08:00', ends: '10:00' });
    // The round's capacity is per day: the next Tuesday's is whole.
    expect(await windowsOn('2026-11-24')).toEqual(['08:00-10:00:2', '14:00-17:00:3']);
    expect(await windowsOn('2026-12-01')).toEqual(['08:00-10:00:3', '14:00-17:00:3']);

    // The counter's day (its deliveries list) and the bag label carry the round.
    const id = placed.answer.id;
    const day = await t.app.inject({
      url: `/api/admin/orders?shopId=${metz}&date=2026-11-24`,
      cookies: { sid: admin },
    });
    expect(day.json().items[0].timeWindow).toEqual({ starts: '08:00', ends: '10:00' });
    const label = await t.app.inject({ url: `/api/admin/orders/${id}/label.pdf`, cookies: { sid: admin } });
    expect(label.statusCode).toBe(200);
    expect(pdfText(label.rawPayload)).toMatch(/mardi 24 novembre, 8\s?h\s?–\s?10\s?h/);

    // Gone, a round is offered no more; the order keeps the times it was promised.
    expect((await shopCall('DELETE', `delivery-rounds/${early}`)).statusCode).toBe(200);
    expect(await windowsOn('2026-11-24')).toEqual(['14:00-17:00:3']);
    const kept = await t.call('GET /api/orders/{id}', { params: { id: placed.answer.id }, cookies: { sid } });
    expect(kept.answer.timeWindow).toEqual({ starts: '08:00', ends: '10:00' });
  });

  it('give way to a date’s own windows and to a holiday day’s', async () => {
    await addRound(3, '08:00', '10:00', 4);
    const own = await t.call('POST /api/admin/shops/{id}/time-windows', {
      params: { id: metz },
      body: { date: '2026-11-25', mode: 'Delivery', starts: '06:00', ends: '07:00', capacity: 2 },
      cookies: { sid: admin },
    });
    expect(own.statusCode, own.body).toBe(200);
    const sixAm = own.answer.timeWindows.find((w) => w.date === '2026-11-25')?.id;
    expect(await windowsOn('2026-11-25')).toEqual(['06:00-07:00:2']);
    expect(await windowsOn('2026-12-02')).toEqual(['08:00-10:00:4']);
    const sid = await customer();
    const round = (await slotsOf('Delivery')).find((s) => s.date === '2026-12-02')?.windows[0]?.id;
    // The weekly round is not offered on the excepted Wednesday.
    expect((await deliver(sid, '2026-11-25', { timeWindowId: round })).statusCode).toBe(400);
    expect((await deliver(sid, '2026-11-25', { timeWindowId: sixAm })).statusCode).toBe(201);

    // A holiday on a Wednesday: its own windows only, and none of the weekly rounds when it has none.
    for (const [date, cutOffAt] of [
      ['2026-12-09', '2026-12-07T18:00'],
      ['2026-12-16', '2026-12-14T18:00'],
    ]) {
      const holiday = await shopCall('POST', 'holidays', {
        date,
        label: 'Saint-Nicolas',
        ordersOpenAt: '2026-11-20T08:00',
        cutOffAt,
        capacity: 100,
      });
      expect(holiday.statusCode, holiday.body).toBe(200);
    }
    const festive = await shopCall('POST', 'time-windows', {
      date: '2026-12-09',
      mode: 'Delivery',
      starts: '07:00',
      ends: '09:00',
      capacity: 10,
    });
    expect(festive.statusCode, festive.body).toBe(200);
    expect(await windowsOn('2026-12-09')).toEqual(['07:00-09:00:10']);
    const bare = (await slotsOf('Delivery')).find((s) => s.date === '2026-12-16');
    expect(bare?.holiday?.label).toBe('Saint-Nicolas');
    expect(bare?.windows).toEqual([]);
    const another = await customer();
    expect((await deliver(another, '2026-12-16')).statusCode).toBe(201);
  });

  it('hold a round’s capacity when its last places are asked for at once', async () => {
    const round = await addRound(4, '08:00', '10:00', 3);
    await addRound(4, '10:00', '12:00', 3);
    const sids = await Promise.all(Array.from({ length: 20 }, () => customer()));
    const answers = await burst((i) => deliver(sids[i] as string, '2026-11-26', { timeWindowId: round }), 20);
    expect(statuses(answers)).toEqual({ 201: 3, 400: 17 });
    for (const a of answers.filter((x) => x.statusCode === 400)) {
      expect(a.json().errors.TimeWindowId[0]).toBe('Ce créneau est complet. Choisissez-en un autre.');
    }
    expect(await windowsOn('2026-11-26')).toEqual(['08:00-10:00:0', '10:00-12:00:3']);
  });
});

describe(`the demo shops' rounds on ${TEST_ENGINE}`, () => {
  it('gives each shop that delivers two or three rounds on each of its open days', async () => {
    const demo = await createTestApp({ deliveryRounds: true });
    try {
      const { shops } = (await demo.call('GET /api/shops')).answer;
      for (const shop of shops) {
        const open = shop.openingHours.filter((d) => d.periods.length > 0).map((d) => d.weekday);
        const perDay = open.map((weekday) => shop.deliveryRounds.filter((r) => r.weekday === weekday).length);
        if (!shop.delivers) expect(shop.deliveryRounds).toEqual([]);
        else for (const n of perDay) expect([2, 3]).toContain(n);
      }
      const slots = (await demo.call('GET /api/orders/slots', { query: { mode: 'Delivery', postCode: '57000' } }))
        .answer.slots;
      expect(slots.every((s) => s.windows.length >= 2)).toBe(true);
    } finally {
      await demo.close();
    }
  });
});
