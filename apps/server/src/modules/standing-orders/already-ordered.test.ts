import type { Article, CreateStandingOrderRequest, PlaceOrderRequest, Shop, StandingOrder } from '@boucherie/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readOutbox, verifiedUser } from '../../test/accounts-helpers.js';
import { anArticle, theShops } from '../../test/fixtures.js';
import { putInCart } from '../../test/people-helpers.js';
import { runScheduleAt } from '../../test/schedule-helpers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';

// Issue 30: made from the chef's order for a Tuesday, a weekly order started that same Tuesday and placed a
// second delivery. A standing order never places a date on which the customer already holds an open order at
// the same place: it skips it and says so. TEST_NOW: Friday 20 November 2026, 10:00 Paris.
let t: TestApp;
let shops: Shop[];
let article: Article;
const shop = (department: string) => shops.find((s) => s.department === department) as Shop;
const paris = (clock: string) => new Date(`${clock}:00+01:00`);

beforeEach(async () => {
  t = await createTestApp({ config: { RATE_LIMITS: false } });
  shops = await theShops(t);
  article = await anArticle(t, { saleUnit: 'kg', isOutOfStock: false });
});
afterEach(() => t.close());

async function order(sid: string, body: PlaceOrderRequest) {
  await putInCart(t, sid, article.id, 2);
  const res = await t.call('POST /api/orders', { cookies: { sid }, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.answer;
}
async function weekly(sid: string, body: Omit<CreateStandingOrderRequest, 'weekdays' | 'startDate'>) {
  const res = await t.call('POST /api/standing-orders', {
    cookies: { sid },
    body: { weekdays: [2], startDate: '2026-11-24', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.answer;
}
const mine = async (sid: string) => (await t.call('GET /api/standing-orders', { cookies: { sid } })).answer.items;
const ordersOf = async (sid: string) =>
  (await t.call('GET /api/orders', { query: { PageSize: 100 }, cookies: { sid } })).answer.items;
const run = (at: string) => runScheduleAt(t, paris(at));

const address = {
  firstName: 'Luc',
  lastName: 'Martin',
  street: '3 place Saint-Louis',
  postcode: '57000',
  city: 'Metz',
};

describe(`a standing order beside the customer's own orders (${TEST_ENGINE})`, () => {
  it('made from an order, skips that order’s day, says so, and answers its next date', async () => {
    const { sid, user } = await verifiedUser(t);
    const source = await order(sid, { mode: 'Delivery', date: '2026-11-24', address });
    const standing = await weekly(sid, { fromOrderId: source.id, mode: 'Delivery', address });

    const message = `Vous avez déjà la commande n°\u00a0${source.number} livrée ce jour-là à cette adresse\u00a0: nous n’en passons pas une seconde.`;
    expect(standing.nextDate).toBe('2026-12-01');
    expect(standing.nextOccurrences.slice(0, 2)).toMatchObject([
      {
        date: '2026-11-24',
        status: 'Skipped',
        skipReason: 'AlreadyOrdered',
        placeAt: null,
        message,
        order: { id: source.id, number: source.number },
      },
      { date: '2026-12-01', status: 'Planned' },
    ]);

    expect(await run('2026-11-23T08:00')).toEqual({ placed: 0, skipped: 1 });
    expect((await ordersOf(sid)).map((o) => o.id)).toEqual([source.id]);
    const mail = readOutbox(t, 'mail')
      .filter((m) => m.to === user.email)
      .at(-1);
    expect(mail?.subject).toContain('pas de commande le mardi 24 novembre');
    expect(mail?.text).toContain(message);
    const listed = (await mine(sid))[0] as StandingOrder;
    expect(listed.nextOccurrences[0]).toMatchObject({
      date: '2026-11-24',
      status: 'Skipped',
      skipReason: 'AlreadyOrdered',
      message,
      order: { id: source.id, number: source.number },
    });

    // The next Tuesday holds no order of the customer's: placed.
    expect(await run('2026-11-30T08:00')).toEqual({ placed: 1, skipped: 0 });
    expect((await ordersOf(sid)).map((o) => o.date).sort()).toEqual(['2026-11-24', '2026-12-01']);
  });

  it('places its date beside an order at another place and a cancelled one', async () => {
    const { sid } = await verifiedUser(t);
    const metz = shop('METZ-CENTRE');
    const elsewhere = await order(sid, { mode: 'Pickup', shopId: shop('MONTIGNY').id, date: '2026-11-24' });
    const delivered = await order(sid, { mode: 'Delivery', date: '2026-11-24', address });
    const cancelled = await order(sid, { mode: 'Pickup', shopId: metz.id, date: '2026-11-24' });
    const cancel = await t.app.inject({ method: 'POST', url: `/api/orders/${cancelled.id}/cancel`, cookies: { sid } });
    expect(cancel.statusCode).toBe(200);

    const standing = await weekly(sid, {
      mode: 'Pickup',
      shopId: metz.id,
      lines: [{ articleId: article.id, quantity: 1 }],
    });
    expect(standing.nextOccurrences[0]).toMatchObject({ date: '2026-11-24', status: 'Planned' });
    expect(standing.nextDate).toBe('2026-11-24');
    expect(await run('2026-11-23T08:00')).toEqual({ placed: 1, skipped: 0 });
    const placed = (await ordersOf(sid)).filter((o) => ![elsewhere.id, delivered.id, cancelled.id].includes(o.id));
    expect(placed).toMatchObject([{ date: '2026-11-24', mode: 'Pickup', shop: { id: metz.id } }]);
  });

  it('skips a date the customer ordered for by hand after the standing order was made', async () => {
    const { sid } = await verifiedUser(t);
    const metz = shop('METZ-CENTRE');
    await weekly(sid, { mode: 'Pickup', shopId: metz.id, lines: [{ articleId: article.id, quantity: 1 }] });
    const own = await order(sid, { mode: 'Pickup', shopId: metz.id, date: '2026-11-24' });
    const [first] = (await mine(sid))[0]?.nextOccurrences ?? [];
    expect(first).toMatchObject({ status: 'Skipped', skipReason: 'AlreadyOrdered', order: { id: own.id } });
    expect(first?.message).toBe(
      `Vous avez déjà la commande n°\u00a0${own.number} à retirer ce jour-là à ${metz.name}\u00a0: nous n’en passons pas une seconde.`,
    );
    expect(await run('2026-11-23T08:00')).toEqual({ placed: 0, skipped: 1 });
    expect((await ordersOf(sid)).map((o) => o.id)).toEqual([own.id]);
  });

  it('answers no next date while paused', async () => {
    const { sid } = await verifiedUser(t);
    const paused = await weekly(sid, {
      mode: 'Pickup',
      shopId: shop('METZ-CENTRE').id,
      lines: [{ articleId: article.id, quantity: 1 }],
      paused: true,
    });
    expect(paused.nextDate).toBeNull();
  });
});
