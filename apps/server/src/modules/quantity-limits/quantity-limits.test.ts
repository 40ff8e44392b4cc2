import type { Article, JournalResponse, QuantityLimits, Shop, ShopsResponse } from '@boucherie/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { approvePro, loginAs, newPro, readOutbox, verifiedUser } from '../../test/accounts-helpers.js';
import { anArticle, aShop } from '../../test/fixtures.js';
import { putInCart } from '../../test/people-helpers.js';
import { runScheduleAt } from '../../test/schedule-helpers.js';
import { createTestApp, TEST_ENGINE, TEST_NOW, type TestApp } from '../../test/test-app.js';

// Issue 30: « 500 » typed in a kilogram field went into the cart as 500 kg. A customer's line holds at most the
// owner's ceiling for its unit (10 kg or 30 pieces for a particulier, 100 kg or 300 pieces for a pro by default);
// beyond it every call that writes a line answers a French 400 with the number to call.
// TEST_NOW: Friday 20 November 2026, 10:00 Paris.

let t: TestApp;
let admin: string;
let metz: Shop;
let kg: Article;
let piece: Article;
const BUSINESS_PHONE = '03 87 00 00 00';
const DEFAULTS: QuantityLimits = { particulierKg: 10, particulierPieces: 30, proKg: 100, proPieces: 300 };

beforeAll(async () => {
  t = await createTestApp({ config: { RATE_LIMITS: false } });
  admin = await loginAs(t, 'admin@example.com');
  metz = await aShop(t);
  kg = await anArticle(t, { saleUnit: 'kg', isOutOfStock: false });
  piece = await anArticle(t, { saleUnit: 'piece', isOutOfStock: false });
});
afterAll(() => t.close());
beforeEach(() => t.setNow(TEST_NOW));

const put = (sid: string, articleId: number, quantity: number) =>
  t.app.inject({ method: 'PUT', url: '/api/carts', cookies: { sid }, payload: { articleId, quantity } });
const cartOf = async (sid: string) =>
  (await t.call('GET /api/carts', { cookies: { sid } })).answer.items.map((i) => i.quantity);
const setLimits = (payload: object, sid = admin) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/quantity-limits', cookies: { sid }, payload });
const refusal = (designation: string, amount: string, phone: string) =>
  `«\u00a0${designation}\u00a0»\u00a0: ${amount} au plus par commande en ligne. Pour une plus grande quantité, appelez-nous au ${phone}, nous la préparerons sur commande.`;

/** Lowers a ceiling for the time of `run`, then puts the defaults back. */
async function withLimits(limits: Partial<QuantityLimits>, run: () => Promise<void>) {
  expect((await setLimits({ ...DEFAULTS, ...limits })).statusCode).toBe(200);
  try {
    await run();
  } finally {
    expect((await setLimits(DEFAULTS)).statusCode).toBe(200);
  }
}

describe(`a customer's line and its ceiling on ${TEST_ENGINE}`, () => {
  it('lets a particulier put 10 kg or 30 pieces in the cart, and refuses more with the business’s phone', async () => {
    const { sid } = await verifiedUser(t);
    expect((await put(sid, kg.id, 10)).statusCode).toBe(200);
    expect((await put(sid, piece.id, 30)).statusCode).toBe(200);

    const heavy = await put(sid, kg.id, 500);
    expect(heavy.statusCode).toBe(400);
    expect(heavy.json().errors.Quantity).toEqual([refusal(kg.designation, '10\u00a0kg', BUSINESS_PHONE)]);
    expect((await put(sid, kg.id, 10.01)).statusCode).toBe(400);
    const many = await put(sid, piece.id, 31);
    expect(many.json().detail).toBe(refusal(piece.designation, '30\u00a0pièces', BUSINESS_PHONE));
    expect(await cartOf(sid)).toEqual([10, 30]);
    // Taking a line out is never refused.
    expect((await put(sid, kg.id, 0)).statusCode).toBe(200);
  });

  it('gives an approved pro the pro ceilings: 100 kg, 300 pieces', async () => {
    const pro = await verifiedUser(t, newPro());
    // Until approved, a pro shops as a particulier, at the particulier's ceiling too.
    expect((await put(pro.sid, kg.id, 20)).statusCode).toBe(400);
    await approvePro(t, pro.user.email);
    expect((await put(pro.sid, kg.id, 100)).statusCode).toBe(200);
    expect((await put(pro.sid, piece.id, 300)).statusCode).toBe(200);
    const res = await put(pro.sid, kg.id, 100.5);
    expect(res.json().detail).toBe(refusal(kg.designation, '100\u00a0kg', BUSINESS_PHONE));
  });

  it('refuses an order whose cart holds more than the ceiling, with the chosen shop’s phone, and writes nothing', async () => {
    const { sid } = await verifiedUser(t);
    await putInCart(t, sid, kg.id, 8);
    await withLimits({ particulierKg: 5 }, async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        cookies: { sid },
        payload: { mode: 'Pickup', shopId: metz.id, date: '2026-11-21' },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors.Cart).toEqual([refusal(kg.designation, '5\u00a0kg', metz.phone)]);
      expect((await t.app.inject({ url: '/api/orders', cookies: { sid } })).json().totalCount).toBe(0);
      expect(await cartOf(sid)).toEqual([8]);
    });
  });

  it('refuses an order change past the ceiling, and lets a line placed before a lower ceiling come down', async () => {
    const { sid } = await verifiedUser(t);
    await putInCart(t, sid, kg.id, 8);
    const placed = await t.call('POST /api/orders', {
      cookies: { sid },
      body: { mode: 'Pickup', shopId: metz.id, date: '2026-11-21' },
    });
    const order = placed.answer;
    const change = (quantity: number) =>
      t.call('PUT /api/orders/{id}/lines', {
        params: { id: order.id },
        cookies: { sid },
        body: { lines: [{ articleId: kg.id, quantity }] },
      });
    const up = await change(12);
    expect(up.statusCode).toBe(400);
    expect(up.json().errors['Lines[0].Quantity']).toEqual([refusal(kg.designation, '10\u00a0kg', metz.phone)]);
    await withLimits({ particulierKg: 5 }, async () => {
      const down = await change(6);
      expect(down.statusCode, down.body).toBe(200);
      expect(down.answer.lines[0]?.quantity).toBe(6);
      expect((await change(7)).statusCode).toBe(400);
    });
  });

  it('refuses a standing order past the ceiling, and skips its date when the ceiling was lowered since', async () => {
    const { sid, user } = await verifiedUser(t);
    const create = (quantity: number) =>
      t.call('POST /api/standing-orders', {
        cookies: { sid },
        body: {
          mode: 'Pickup',
          shopId: metz.id,
          weekdays: [2],
          startDate: '2026-11-24',
          lines: [{ articleId: kg.id, quantity }],
        },
      });
    const refused = await create(11);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.Lines).toEqual([refusal(kg.designation, '10\u00a0kg', metz.phone)]);

    const standing = (await create(8)).answer;
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/standing-orders/${standing.id}`,
      cookies: { sid },
      payload: { lines: [{ articleId: kg.id, quantity: 40 }] },
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().detail).toBe(refusal(kg.designation, '10\u00a0kg', metz.phone));

    await withLimits({ particulierKg: 5 }, async () => {
      const run = await runScheduleAt(t, new Date('2026-11-23T07:00:00Z'));
      expect(run.placed).toBe(0);
      const mail = readOutbox(t, 'mail')
        .filter((m) => m.to === user.email)
        .at(-1);
      expect(mail?.text).toContain(refusal(kg.designation, '5\u00a0kg', metz.phone));
    });
  });
});

describe(`the owner's ceilings on ${TEST_ENGINE}`, () => {
  it('are 10 kg, 30 pieces, 100 kg and 300 pieces by default, the owner’s only, and recorded in the journal', async () => {
    expect((await t.app.inject({ url: '/api/admin/quantity-limits', cookies: { sid: admin } })).json()).toEqual(
      DEFAULTS,
    );
    const staff = await loginAs(t, 'staff@example.com');
    expect((await t.app.inject({ url: '/api/admin/quantity-limits', cookies: { sid: staff } })).statusCode).toBe(403);
    expect((await setLimits({ ...DEFAULTS, particulierKg: 15 }, staff)).statusCode).toBe(403);

    const { sid } = await verifiedUser(t);
    await withLimits({ particulierKg: 15 }, async () => {
      expect((await t.app.inject({ url: '/api/admin/quantity-limits', cookies: { sid: admin } })).json()).toEqual({
        ...DEFAULTS,
        particulierKg: 15,
      });
      // In force at once, on the cart kept in memory with the shops.
      expect((await put(sid, kg.id, 15)).statusCode).toBe(200);
      expect((await put(sid, kg.id, 16)).json().detail).toBe(refusal(kg.designation, '15\u00a0kg', BUSINESS_PHONE));
      const journal = (
        await t.app.inject({ url: '/api/admin/journal?kind=business.quantity-limits', cookies: { sid: admin } })
      ).json() as JournalResponse;
      expect(journal.items.map((entry) => [entry.before, entry.after])).toContainEqual([
        { particulierKg: 10 },
        { particulierKg: 15 },
      ]);
    });
    expect((await put(sid, kg.id, 15)).statusCode).toBe(400);
  });

  it('refuses a bad ceiling with a French 400 and keeps the ones in force', async () => {
    for (const [value, message] of [
      [0, 'Le maximum en kg pour un particulier doit être d’au moins 1.'],
      [1000, 'Le maximum en kg pour un particulier ne peut pas dépasser 999.'],
      [2.5, 'Indiquez le maximum en kg pour un particulier (un nombre entier).'],
    ] as const) {
      const res = await setLimits({ ...DEFAULTS, particulierKg: value });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors.ParticulierKg).toEqual([message]);
    }
    expect((await t.app.inject({ url: '/api/admin/quantity-limits', cookies: { sid: admin } })).json()).toEqual(
      DEFAULTS,
    );
  });

  it('gives the first shop’s phone while the business has none of its own', async () => {
    const { sid } = await verifiedUser(t);
    await t.database.db.updateTable('business_identity').set({ phone: '' }).execute();
    try {
      const first = ((await t.app.inject('/api/shops')).json() as ShopsResponse).shops[0] as Shop;
      expect((await put(sid, kg.id, 50)).json().detail).toBe(refusal(kg.designation, '10\u00a0kg', first.phone));
    } finally {
      await t.database.db.updateTable('business_identity').set({ phone: BUSINESS_PHONE }).execute();
    }
  });
});
