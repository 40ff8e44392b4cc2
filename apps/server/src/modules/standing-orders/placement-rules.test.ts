import type { Article, CreateStandingOrderRequest, Shop } from '@boucherie/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginAs, verifiedUser } from '../../test/accounts-helpers.js';
import { theArticles, theShops } from '../../test/fixtures.js';
import { scheduleDeps } from '../../test/schedule-helpers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { runStandingOrders, type SchedulerDeps } from './scheduler.js';

// The order's own rules applied to an occurrence: delivery (zone, fee, minimum), a holiday day's cut-off and
// festive list, time windows. TEST_NOW: Friday 20 November 2026, 10:00 Paris.
let t: TestApp;
let shops: Shop[];
let articles: Article[];
let deps: SchedulerDeps;
let admin: string;
const metz = () => shops.find((s) => s.department === 'METZ-CENTRE') as Shop;
const kg = () => articles.filter((a) => a.saleUnit === 'kg' && !a.isOutOfStock && !a.discountIsActive);
const paris = (clock: string) => new Date(`${clock}:00+01:00`);

beforeEach(async () => {
  t = await createTestApp();
  shops = await theShops(t);
  articles = await theArticles(t);
  admin = await loginAs(t, 'admin@example.com');
  deps = scheduleDeps(t);
});
afterEach(() => t.close());

async function create(sid: string, body: CreateStandingOrderRequest) {
  const res = await t.call('POST /api/standing-orders', { cookies: { sid }, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.answer;
}
const mine = async (sid: string) => (await t.call('GET /api/standing-orders', { cookies: { sid } })).answer.items;
const ordersOf = async (sid: string) =>
  (await t.call('GET /api/orders', { query: { PageSize: 100 }, cookies: { sid } })).answer.items;
const adminPost = async (url: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url, cookies: { sid: admin }, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
};

describe(`standing orders through the order rules (${TEST_ENGINE})`, () => {
  it('delivers to the address with the zone’s fee, and skips a date under the delivery minimum', async () => {
    const { sid } = await verifiedUser(t);
    const article = kg()[0] as Article;
    const address = {
      firstName: 'Luc',
      lastName: 'Martin',
      street: '3 place Saint-Louis',
      postcode: '57000',
      city: 'Metz',
    };
    const base = {
      mode: 'Delivery' as const,
      address,
      deliveryInstructions: 'Code 1234',
      weekdays: [2],
      startDate: '2026-11-24',
    };
    await create(sid, { ...base, lines: [{ articleId: article.id, quantity: Math.ceil(40 / article.pricePerUnit) }] });
    // Sent elsewhere: at the same address, the first one's order would skip it as already ordered.
    const small = await create(sid, {
      ...base,
      address: { ...address, street: '8 rue Serpenoise' },
      name: 'Petite',
      lines: [{ articleId: article.id, quantity: 0.1 }],
    });

    t.setNow(paris('2026-11-23T08:00'));
    expect(await runStandingOrders(deps)).toEqual({ placed: 1, skipped: 1 });
    const [order] = await ordersOf(sid);
    expect(order).toMatchObject({
      mode: 'Delivery',
      date: '2026-11-24',
      deliveryFee: 4.9,
      deliveryInstructions: 'Code 1234',
      address: { street: '3 place Saint-Louis', postcode: '57000', company: null },
    });
    const skipped = (await mine(sid)).find((s) => s.id === small.id)?.nextOccurrences[0];
    expect(skipped).toMatchObject({ status: 'Skipped', skipReason: 'Refused' });
    expect(skipped?.message).toMatch(/^La livraison demande un minimum de 30,00\u00a0€ TTC d’articles/);
  });

  it('follows a holiday day’s own cut-off and leaves out what its festive list does not offer', async () => {
    const [a, b] = kg() as [Article, Article];
    await adminPost(`/api/admin/shops/${metz().id}/holidays`, {
      date: '2026-12-24',
      label: 'Noël',
      ordersOpenAt: '2026-11-25T08:00',
      cutOffAt: '2026-12-20T18:00',
      capacity: 300,
      articleIds: [a.id],
    });
    const { sid } = await verifiedUser(t);
    await create(sid, {
      mode: 'Pickup',
      shopId: metz().id,
      weekdays: [4],
      startDate: '2026-12-24',
      endDate: '2026-12-24',
      lines: [
        { articleId: a.id, quantity: 2 },
        { articleId: b.id, quantity: 1 },
      ],
    });
    expect((await mine(sid))[0]?.nextOccurrences[0]).toMatchObject({
      date: '2026-12-24',
      status: 'Planned',
      placeAt: '2026-12-20T07:00:00.000Z',
      cutOffAt: '2026-12-20T17:00:00.000Z',
    });
    // Placed on the day of the holiday's own cut-off (the 20th), not the day before the 24th.
    t.setNow(paris('2026-12-19T08:00'));
    expect(await runStandingOrders(deps)).toEqual({ placed: 0, skipped: 0 });
    t.setNow(paris('2026-12-20T08:00'));
    expect(await runStandingOrders(deps)).toEqual({ placed: 1, skipped: 0 });
    expect((await ordersOf(sid))[0]?.lines.map((l) => l.articleId)).toEqual([a.id]);
    expect((await mine(sid))[0]?.nextOccurrences[0]?.leftOut).toEqual([
      { articleId: b.id, designation: b.designation, reason: 'NotOffered' },
    ]);
  });

  it('takes the preferred time window while it has room, then the earliest with room', async () => {
    for (const [starts, ends, capacity] of [
      ['09:00', '10:00', 1],
      ['10:00', '11:00', 5],
    ] as const) {
      await adminPost(`/api/admin/shops/${metz().id}/time-windows`, {
        date: '2026-11-24',
        mode: 'Pickup',
        starts,
        ends,
        capacity,
      });
    }
    const customers = [await verifiedUser(t), await verifiedUser(t)];
    for (const { sid } of customers) {
      await create(sid, {
        mode: 'Pickup',
        shopId: metz().id,
        windowStarts: '09:00',
        weekdays: [2],
        startDate: '2026-11-24',
        lines: [{ articleId: (kg()[0] as Article).id, quantity: 1 }],
      });
    }
    t.setNow(paris('2026-11-23T08:00'));
    expect(await runStandingOrders(deps)).toEqual({ placed: 2, skipped: 0 });
    const windows = await Promise.all(customers.map(async ({ sid }) => (await ordersOf(sid))[0]?.timeWindow));
    expect(windows).toEqual([
      { starts: '09:00', ends: '10:00' },
      { starts: '10:00', ends: '11:00' },
    ]);
  });
});
