import type { Article, Order, PlaceOrderRequest, Shop } from '@boucherie/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatEuros } from '../../lib/money.js';
import { approvePro, newPro, readOutbox, verifiedUser } from '../../test/accounts-helpers.js';
import { theArticles, theShops } from '../../test/fixtures.js';
import { createTestApp, TEST_ENGINE, TEST_NOW, type TestApp } from '../../test/test-app.js';
import * as limits from '../rate-limit/rate-limit.js';

let t: TestApp;
let shops: Shop[];
let articles: Article[];
const shop = (department: string) => shops.find((s) => s.department === department) as Shop;
const byUnit = (unit: 'kg' | 'piece') => articles.find((a) => a.saleUnit === unit && !a.discountIsActive) as Article;

beforeAll(async () => {
  t = await createTestApp();
  shops = await theShops(t);
  articles = await theArticles(t);
});
afterAll(() => t.close());
beforeEach(() => t.setNow(TEST_NOW));

const fill = async (sid: string, lines: [Article, number][]) => {
  for (const [article, quantity] of lines) {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/carts',
      cookies: { sid },
      payload: { articleId: article.id, quantity },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
};

// Some payloads are refused by the contract on purpose: the body is cast.
const place = (sid: string, payload: object, key?: string) =>
  t.call('POST /api/orders', {
    body: payload as PlaceOrderRequest,
    cookies: { sid },
    headers: key ? { 'idempotency-key': key } : {},
  });

const pickup = (date = '2026-11-21', department = 'METZ-CENTRE') => ({
  mode: 'Pickup',
  shopId: shop(department).id,
  date,
});
const delivery = (postcode = '57000', date = '2026-11-21') => ({
  mode: 'Delivery',
  date,
  address: { firstName: 'Luc', lastName: 'Martin', street: '3 place Saint-Louis', postcode, city: 'Metz' },
});

const cents = (euros: number) => Math.round(euros * 100);
const orderCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('customer_order')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`POST /api/orders on ${TEST_ENGINE}`, () => {
  it('numbers an order from its id, six digits at least and never cut', async () => {
    const { sid } = await verifiedUser(t);
    await fill(sid, [[byUnit('piece'), 1]]);
    const first = (await place(sid, pickup())).answer;
    expect(first.number).toBe(`2026-${String(first.id).padStart(6, '0')}`);
    // The millionth order of the year.
    if (TEST_ENGINE === 'postgres') {
      await sql`select setval(pg_get_serial_sequence('customer_order', 'id'), 1234566)`.execute(t.database.db);
    } else {
      await sql`update sqlite_sequence set seq = 1234566 where name = 'customer_order'`.execute(t.database.db);
    }
    await fill(sid, [[byUnit('piece'), 1]]);
    const res = await place(sid, pickup());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.answer.number).toBe('2026-1234567');
  });

  it('places a particulier’s pickup order TTC, snapshots the lines, empties the cart and confirms by e-mail and SMS', async () => {
    const { sid, user } = await verifiedUser(t);
    const steak = byUnit('kg');
    const piece = byUnit('piece');
    await fill(sid, [
      [steak, 1.5],
      [piece, 2],
    ]);
    const res = await place(sid, {
      ...pickup(),
      comment: 'Je passerai vers 10 h.',
      preparationNotes: [{ articleId: steak.id, note: 'tranches fines' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.answer;
    expect(order).toMatchObject({
      status: 'Pending',
      mode: 'Pickup',
      date: '2026-11-21',
      priceBasis: 'TTC',
      comment: 'Je passerai vers 10 h.',
      address: null,
      deliveryFee: 0,
      hasEstimatedLines: true,
      shop: { department: 'METZ-CENTRE' },
    });
    expect(order.number).toBe(`2026-${String(order.id).padStart(6, '0')}`);
    expect(order.lines).toEqual([
      expect.objectContaining({
        articleId: steak.id,
        designation: steak.designation,
        saleUnit: 'kg',
        quantity: 1.5,
        unitPrice: steak.pricePerUnit,
        lineTotal: Math.round(cents(steak.pricePerUnit) * 1.5) / 100,
        isEstimated: true,
        preparationNote: 'tranches fines',
        weighedQuantity: null,
      }),
      expect.objectContaining({ articleId: piece.id, quantity: 2, isEstimated: false, preparationNote: null }),
    ]);
    // Integer cents that add up.
    const linesCents = order.lines.reduce((sum, l) => sum + cents(l.lineTotal), 0);
    expect(cents(order.linesTotal)).toBe(linesCents);
    expect(cents(order.totalTTC)).toBe(linesCents);
    expect(cents(order.totalHT) + cents(order.totalVAT)).toBe(cents(order.totalTTC));
    expect(order.vatByRate.reduce((sum, v) => sum + cents(v.amount), 0)).toBe(cents(order.totalVAT));

    expect((await t.app.inject({ url: '/api/carts', cookies: { sid } })).json()).toEqual({ items: [] });
    const mail = readOutbox(t, 'mail').filter((m) => m.to === user.email);
    expect(mail.at(-1)?.subject).toContain(order.number);
    expect(mail.at(-1)?.text).toContain('samedi 21 novembre');
    expect(mail.at(-1)?.text).toContain('tranches fines');
    expect(mail.at(-1)?.text).toContain('estimation');
    // Each unit price says its unit: « / kg » for what is weighed, « / pièce » for what is counted.
    expect(mail.at(-1)?.text).toContain(`1,5\u00a0kg × ${formatEuros(steak.pricePerUnit)}\u00a0/\u00a0kg TTC = `);
    expect(mail.at(-1)?.text).toContain(`2\u00a0pièces × ${formatEuros(piece.pricePerUnit)}\u00a0/\u00a0pièce TTC = `);
    const sms = readOutbox(t, 'sms').filter((m) => m.to === user.phoneNumber);
    expect(sms.at(-1)?.text).toContain(order.number);
    expect(sms.at(-1)?.text).toContain('Metz-Centre');
  });

  it('prices a pro’s delivery HT, with the fee’s HT part, VAT per rate and the total TTC; no SMS for a delivery', async () => {
    const { sid, user } = await verifiedUser(t, newPro());
    await approvePro(t, user.email);
    // Pro prices are shown to approved pros only.
    const steak = (await t.call('GET /api/articles/{id}', { params: { id: byUnit('kg').id }, cookies: { sid } }))
      .answer;
    const proPrice = steak.purchasePricePerUnit as number;
    await fill(sid, [[steak, 4]]);
    const smsBefore = readOutbox(t, 'sms').filter((m) => m.to === user.phoneNumber).length;
    const res = await place(sid, delivery());
    expect(res.statusCode, res.body).toBe(201);
    const order = res.answer;
    const lineHt = cents(proPrice) * 4;
    expect(order.priceBasis).toBe('HT');
    expect(order.lines[0]).toMatchObject({ unitPrice: proPrice, lineTotal: lineHt / 100 });
    // The Metz zone’s fee is 4,90 € TTC: 4,08 € HT.
    expect(order.deliveryFee).toBe(4.08);
    expect(cents(order.totalHT)).toBe(lineHt + 408);
    expect(order.vatByRate).toEqual([
      { rate: 5.5, base: lineHt / 100, amount: Math.round(lineHt * 0.055) / 100 },
      { rate: 20, base: 4.08, amount: 0.82 },
    ]);
    expect(cents(order.totalTTC)).toBe(lineHt + 408 + Math.round(lineHt * 0.055) + 82);
    expect(order.address).toEqual({
      // A pro's delivery goes to the company (the account's, none being typed).
      company: 'Brasserie de la Cathédrale',
      firstName: 'Luc',
      lastName: 'Martin',
      street: '3 place Saint-Louis',
      postcode: '57000',
      city: 'Metz',
      country: 'FR',
    });
    expect(readOutbox(t, 'sms').filter((m) => m.to === user.phoneNumber)).toHaveLength(smsBefore);
    // The customer's confirmation (the shop gets its own e-mail of the order).
    expect(
      readOutbox(t, 'mail')
        .filter((m) => m.to === user.email)
        .at(-1)?.text,
    ).toContain('Total HT');
  });

  it('counts a discount only while it is active at ordering time', async () => {
    const promo = articles.find((a) => a.discountIsActive && a.saleUnit === 'kg') as Article;
    const { sid } = await verifiedUser(t);
    await fill(sid, [[promo, 1]]);
    const during = (await place(sid, pickup())).answer;
    expect(during.lines[0]?.unitPrice).toBe(promo.discountedPrice);

    const ends = await t.database.db
      .selectFrom('article')
      .select('discount_ends_at')
      .where('id', '=', promo.id)
      .executeTakeFirstOrThrow();
    t.setNow(new Date(new Date(ends.discount_ends_at as string).getTime() + 1000));
    await fill(sid, [[promo, 1]]);
    const slots = (await t.app.inject(`/api/orders/slots?mode=Pickup&shopId=${shop('METZ-CENTRE').id}`)).json();
    const after = await place(sid, pickup(slots.slots[0].date));
    expect(after.statusCode, after.body).toBe(201);
    expect(after.answer.lines[0]?.unitPrice).toBe(promo.pricePerUnit);
  });

  it('refuses a date past its cut-off, today and a closed day, and changes nothing', async () => {
    const { sid } = await verifiedUser(t);
    await fill(sid, [[byUnit('kg'), 1]]);
    const before = await orderCount();
    for (const [date, message] of [
      ['2026-11-20', /closes/],
      ['2026-11-19', /closes/],
      ['2026-11-23', /fermée/], // Monday
      ['2026-12-25', /fermée/], // Christmas
    ] as const) {
      const res = await place(sid, pickup(date));
      expect(res.statusCode, date).toBe(400);
      expect(res.json().errors.Date[0]).toMatch(message);
    }
    // Friday 18:00 in Paris closes Saturday.
    t.setNow(new Date('2026-11-20T17:00:00Z'));
    expect((await place(sid, pickup('2026-11-21'))).json().errors.Date[0]).toMatch(/closes/);
    expect(await orderCount()).toBe(before);
    expect((await t.app.inject({ url: '/api/carts', cookies: { sid } })).json().items).toHaveLength(1);
  });

  it('refuses a date beyond the shop’s booking horizon in French, and takes the last day inside it', async () => {
    const { sid } = await verifiedUser(t);
    await fill(sid, [[byUnit('kg'), 1]]);
    const before = await orderCount();
    const far = await place(sid, pickup('2999-01-01'));
    expect(far.statusCode).toBe(400);
    // TEST_NOW is Friday 20 November 2026; the default horizon of 60 days ends on Tuesday 19 January 2027.
    expect(far.json().errors.Date).toEqual([
      'Les commandes sont ouvertes jusqu’au mardi 19 janvier\u00a0: choisissez une date plus proche.',
    ]);
    expect((await place(sid, pickup('2027-01-20'))).json().errors.Date[0]).toMatch(/ouvertes jusqu’au/);
    expect(await orderCount()).toBe(before);
    expect(shop('METZ-CENTRE').bookingHorizonDays).toBe(60);

    const last = await place(sid, pickup('2027-01-19'));
    expect(last.statusCode, last.body).toBe(201);
    expect(last.answer.date).toBe('2027-01-19');
  });

  it('follows a shop’s own booking horizon, in the order check and the slots', async () => {
    const metz = shop('METZ-CENTRE');
    await t.database.db.updateTable('shop').set({ booking_horizon_days: 3 }).where('id', '=', metz.id).execute();
    try {
      const { sid } = await verifiedUser(t);
      await fill(sid, [[byUnit('kg'), 1]]);
      const slots = (await t.app.inject(`/api/orders/slots?mode=Pickup&shopId=${metz.id}`)).json().slots;
      // Saturday 21, Sunday 22 (Monday 23 is closed), up to Monday 23 = 20 November + 3 days.
      expect(slots.map((s: { date: string }) => s.date)).toEqual(['2026-11-21', '2026-11-22']);
      const tooFar = await place(sid, pickup('2026-11-24'));
      expect(tooFar.statusCode).toBe(400);
      expect(tooFar.json().errors.Date[0]).toBe(
        'Les commandes sont ouvertes jusqu’au lundi 23 novembre\u00a0: choisissez une date plus proche.',
      );
    } finally {
      await t.database.db.updateTable('shop').set({ booking_horizon_days: 60 }).where('id', '=', metz.id).execute();
    }
  });

  it('reads the cut-off on Paris clocks across the daylight-saving change, and an instant as its Paris day', async () => {
    // Summer time starts on Sunday 28 March 2027. Tuesday 30's cut-off is Monday 29, 18:00 CEST = 16:00 UTC.
    t.setNow(new Date('2027-03-29T12:00:00Z'));
    const { sid } = await verifiedUser(t);
    await fill(sid, [[byUnit('kg'), 1]]);
    t.setNow(new Date('2027-03-29T16:00:00Z'));
    expect((await place(sid, pickup('2027-03-30'))).statusCode).toBe(400);
    t.setNow(new Date('2027-03-29T15:59:00Z'));
    // 06:00 in Paris on the 30th is 04:00 UTC: the client's default "tomorrow 06:00" form.
    const res = await place(sid, pickup('2027-03-30T04:00:00.000Z'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.answer.date).toBe('2027-03-30');
  });

  it('refuses an empty cart', async () => {
    const { sid } = await verifiedUser(t);
    const res = await place(sid, pickup());
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.Cart).toEqual(['Votre panier est vide.']);
  });

  it('prices an order at the price in force when it is placed, a change just made included', async () => {
    const piece = articles.find((a) => a.saleUnit === 'piece' && !a.discountIsActive) as Article;
    const { sid } = await verifiedUser(t);
    await fill(sid, [[piece, 1]]);
    // Read by the cart just now: the catalogue in memory holds the old price.
    const before = await t.database.db
      .selectFrom('article')
      .select('price_cents')
      .where('id', '=', piece.id)
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('article')
      .set({ price_cents: before.price_cents + 37 })
      .where('id', '=', piece.id)
      .execute();
    try {
      const res = await place(sid, pickup());
      expect(res.statusCode, res.body).toBe(201);
      expect(res.answer.lines[0]?.unitPrice).toBe((before.price_cents + 37) / 100);
    } finally {
      await t.database.db
        .updateTable('article')
        .set({ price_cents: before.price_cents })
        .where('id', '=', piece.id)
        .execute();
    }
  });

  it('refuses a cart holding a withdrawn article, naming it, and keeps the cart', async () => {
    const { sid } = await verifiedUser(t);
    const withdrawn = articles.find((a) => a.saleUnit === 'piece' && a.id !== byUnit('piece').id) as Article;
    await fill(sid, [
      [byUnit('kg'), 1],
      [withdrawn, 1],
    ]);
    await t.database.db.updateTable('article').set({ is_active: 0 }).where('id', '=', withdrawn.id).execute();
    try {
      const before = await orderCount();
      const res = await place(sid, pickup());
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.Cart[0]).toContain(withdrawn.designation);
      expect(res.json().errors.Cart[0]).toMatch(/plus en vente/);
      expect(await orderCount()).toBe(before);
    } finally {
      await t.database.db.updateTable('article').set({ is_active: 1 }).where('id', '=', withdrawn.id).execute();
    }
  });

  it('refuses a delivery to a post code no shop serves, and one under the zone’s minimum', async () => {
    const { sid } = await verifiedUser(t);
    const cheap = byUnit('kg');
    await fill(sid, [[cheap, 0.1]]);
    const unserved = await place(sid, delivery('75001'));
    expect(unserved.statusCode).toBe(400);
    expect(unserved.json().errors['Address.Postcode'][0]).toMatch(/ne livrons pas/);
    const small = await place(sid, delivery('57000'));
    expect(small.statusCode).toBe(400);
    expect(small.json().errors.Cart[0]).toMatch(/minimum de 30,00\s€ TTC/);
  });

  it('refuses a full day, and the slots stop offering it', async () => {
    const woippy = shop('WOIPPY');
    await t.database.db.updateTable('shop').set({ daily_capacity: 1 }).where('id', '=', woippy.id).execute();
    try {
      const first = await verifiedUser(t);
      const second = await verifiedUser(t);
      await fill(first.sid, [[byUnit('kg'), 1]]);
      await fill(second.sid, [[byUnit('kg'), 1]]);
      const date = (await t.app.inject(`/api/orders/slots?mode=Pickup&shopId=${woippy.id}`)).json().slots[0].date;
      expect((await place(first.sid, pickup(date, 'WOIPPY'))).statusCode).toBe(201);
      const full = await place(second.sid, pickup(date, 'WOIPPY'));
      expect(full.statusCode).toBe(400);
      expect(full.json().errors.Date[0]).toMatch(/complet/);
      const slots = (await t.app.inject(`/api/orders/slots?mode=Pickup&shopId=${woippy.id}`)).json().slots;
      expect(slots.map((s: { date: string }) => s.date)).not.toContain(date);
    } finally {
      await t.database.db.updateTable('shop').set({ daily_capacity: 25 }).where('id', '=', woippy.id).execute();
    }
  });

  it('answers the first order to a retry with the same Idempotency-Key, sequential or simultaneous', async () => {
    const { sid } = await verifiedUser(t);
    await fill(sid, [[byUnit('kg'), 2]]);
    const first = await place(sid, pickup(), 'clé-1'.replace('é', 'e'));
    const retry = await place(sid, pickup(), 'cle-1');
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().id).toBe(first.json().id);

    await fill(sid, [[byUnit('kg'), 3]]);
    const before = await orderCount();
    const together = await Promise.all([1, 2, 3].map(() => place(sid, pickup(), 'cle-2')));
    expect(together.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(together.map((r) => r.json().id)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    // One placed it; the two others are replays, and the customer gets one confirmation.
    expect(together.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    const number = together[0]?.json().number as string;
    const mails = readOutbox(t, 'mail');
    expect(mails.filter((m) => m.subject?.endsWith(`n°\u00a0${number} enregistrée`))).toHaveLength(1);
    expect(mails.filter((m) => m.subject?.startsWith(`Nouvelle commande n°\u00a0${number} `))).toHaveLength(1);

    // A new key after the cart was ordered: nothing left to order.
    expect((await place(sid, pickup(), 'cle-3')).json().errors.Cart).toEqual(['Votre panier est vide.']);
    const bad = await place(sid, pickup(), 'x'.repeat(201));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.IdempotencyKey[0]).toMatch(/Idempotency-Key/);
  });

  it('validates the body in French and asks to log in and to verify first', async () => {
    const { sid } = await verifiedUser(t);
    await fill(sid, [[byUnit('kg'), 1]]);
    const cases: [object, string, RegExp][] = [
      [{ date: '2026-11-21' }, 'Mode', /Pickup ou Delivery/],
      [{ mode: 'Pickup', date: '2026-11-21' }, 'ShopId', /boutique/],
      [{ ...pickup(), date: 'demain' }, 'Date', /Date invalide/],
      [{ ...pickup(), date: '2026-02-30' }, 'Date', /Date invalide/],
      [{ mode: 'Delivery', date: '2026-11-21' }, 'Address', /adresse de livraison/],
      [{ ...delivery(), address: { ...delivery().address, postcode: '570' } }, 'Address.Postcode', /Code postal/],
      [{ ...delivery(), address: { ...delivery().address, country: 'BE' } }, 'Address.Country', /France/],
      [{ ...pickup(), comment: 'x'.repeat(501) }, 'Comment', /500/],
      [{ ...pickup(), shopId: 999 }, 'ShopId', /n’existe pas/],
    ];
    for (const [payload, field, message] of cases) {
      const res = await place(sid, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors[field]?.[0], `${field} in ${res.body}`).toMatch(message);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/orders', payload: pickup() })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/register',
      payload: {
        userType: 1,
        email: `pas-verifie-${Date.now()}@example.com`,
        firstName: 'Paul',
        lastName: 'Neuf',
        phoneNumber: '0611223399',
        streetAndNumber: '1 rue X',
        postCode: '57000',
        locality: 'Metz',
        country: 'FR',
        password: 'Andouille-de-Guemene-1',
      },
    });
    const unverified = login.cookies.find((c) => c.name === 'sid')?.value as string;
    const res = await place(unverified, pickup());
    expect(res.statusCode).toBe(403);
    expect(res.json().title).toBeTruthy();
  });
});

describe(`order limit on ${TEST_ENGINE}`, () => {
  it('stops a user placing more than 30 orders an hour, with Retry-After, and lets replays through', async () => {
    const { sid, user } = await verifiedUser(t);
    await fill(sid, [[byUnit('kg'), 1]]);
    expect((await place(sid, pickup(), 'avant')).statusCode).toBe(201);
    const { id } = await t.database.db
      .selectFrom('user_account')
      .select('id')
      .where('email', '=', user.email)
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 29; i++) await limits.record(t.database.db, `order:user:${id}`, t.now());
    await fill(sid, [[byUnit('kg'), 1]]);
    const refused = await place(sid, pickup());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await place(sid, pickup(), 'avant')).statusCode).toBe(201);
  });
});

describe(`GET /api/orders on ${TEST_ENGINE}`, () => {
  it('pages the user’s orders, newest first, and hides other users’ orders (404)', async () => {
    const { sid } = await verifiedUser(t);
    const ids: number[] = [];
    for (let i = 1; i <= 3; i++) {
      await fill(sid, [[byUnit('kg'), i]]);
      // The third on another day: a customer holds at most two open orders at a shop for one day.
      const res = await place(sid, pickup(i < 3 ? '2026-11-21' : '2026-11-22'));
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
      t.advance(60_000);
    }
    const page1 = (await t.call('GET /api/orders', { query: { PageSize: 2 }, cookies: { sid } })).answer;
    expect(page1).toMatchObject({ pageNumber: 1, pageSize: 2, totalCount: 3, totalPages: 2 });
    expect(page1.items.map((o) => o.id)).toEqual([ids[2], ids[1]]);
    expect(page1.items[0]?.lines[0]?.quantity).toBe(3);
    const page2 = (await t.app.inject({ url: '/api/orders?PageNumber=2&PageSize=2', cookies: { sid } })).json();
    expect(page2.items.map((o: Order) => o.id)).toEqual([ids[0]]);
    const beyond = (await t.app.inject({ url: '/api/orders?PageNumber=9', cookies: { sid } })).json();
    expect(beyond).toMatchObject({ items: [], totalCount: 3 });

    const one = await t.app.inject({ url: `/api/orders/${ids[0]}`, cookies: { sid } });
    expect(one.statusCode).toBe(200);
    expect(one.json().id).toBe(ids[0]);

    const other = await verifiedUser(t);
    const theirs = await t.app.inject({ url: `/api/orders/${ids[0]}`, cookies: { sid: other.sid } });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().title).toBeTruthy();
    expect((await t.app.inject({ url: '/api/orders', cookies: { sid: other.sid } })).json().totalCount).toBe(0);
    expect((await t.app.inject({ url: '/api/orders/abc', cookies: { sid } })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/orders' })).statusCode).toBe(401);
  });
});
