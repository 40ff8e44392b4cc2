import {
  type Article,
  addDays,
  type BodyInputOf,
  type Endpoints,
  isoWeekday,
  type Order,
  type Shop,
  type StatsQuery,
} from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvePro, loginAs, newPro, verifiedUser } from '../../test/accounts-helpers.js';
import { theArticles, theShops } from '../../test/fixtures.js';
import { settleAtTill } from '../../test/people-helpers.js';
import { createTestApp, TEST_ENGINE, TEST_NOW, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
let shops: Shop[];
let articles: Article[];
const placed: Order[] = [];

type Method = 'GET' | 'PUT' | 'POST';
const call = (url: string, sid?: string, method: Method = 'GET', payload?: object) =>
  t.app.inject({ method, url, ...(sid ? { cookies: { sid } } : {}), ...(payload ? { payload } : {}) });
const shop = (department: string) => shops.find((s) => s.department === department) as Shop;
const stats = async (query: StatsQuery = {}) => {
  const res = await t.call('GET /api/admin/stats', { query, cookies: { sid: admin } });
  expect(res.statusCode, res.body).toBe(200);
  return res.answer;
};

async function order(sid: string, lines: [Article, number][], body: BodyInputOf<Endpoints['POST /api/orders']>) {
  for (const [article, quantity] of lines) {
    const res = await call('/api/carts', sid, 'PUT', { articleId: article.id, quantity });
    expect(res.statusCode, res.body).toBe(200);
  }
  const res = await t.call('POST /api/orders', { body, cookies: { sid } });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.answer;
  placed.push(created);
  return created;
}

/** The expected figures, worked out in plain code from the stored orders and lines (not from the SQL under test). */
async function expected(filter: (o: { shop_id: number; date: string }) => boolean) {
  const db = t.database.db;
  const orders = (await db.selectFrom('customer_order').selectAll().execute()).filter(
    (o) => o.status !== 'Cancelled' && filter(o),
  );
  const lines = (await db.selectFrom('order_line').selectAll().execute()).filter(
    (l) => l.is_unavailable === 0 && orders.some((o) => o.id === l.order_id),
  );
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const cents = (values: number[]) => Math.round(sum(values)) / 100;
  const perArticle = new Map<number, { kilograms: number; ht: number; orders: number }>();
  for (const l of lines) {
    const o = orders.find((x) => x.id === l.order_id);
    const a = perArticle.get(l.article_id) ?? { kilograms: 0, ht: 0, orders: 0 };
    const grams = l.sale_unit === 'kg' ? (l.weighed_grams ?? l.quantity_hundredths * 10) : 0;
    a.kilograms += grams / 1000;
    a.ht += o?.is_pro ? l.line_total_cents : Math.round((l.line_total_cents * 10000) / (10000 + l.vat_rate_bp));
    a.orders += 1;
    perArticle.set(l.article_id, a);
  }
  return {
    orders,
    summary: {
      orders: orders.length,
      revenueHT: cents(orders.map((o) => o.total_ht_cents)),
      revenueTTC: cents(orders.map((o) => o.total_ttc_cents)),
    },
    perArticle,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  shops = await theShops(t);
  articles = await theArticles(t);
  const kg = articles.filter((a) => a.saleUnit === 'kg');
  const pieces = articles.filter((a) => a.saleUnit === 'piece');
  admin = await loginAs(t, 'admin@example.com');

  // Sunday 1 November 2026: the orders of the month are placed ahead of their days.
  t.setNow(new Date('2026-11-01T09:00:00.000Z'));
  const marie = await verifiedUser(t);
  const paul = await verifiedUser(t);
  const pro = await verifiedUser(t, newPro());
  await approvePro(t, pro.input.email);
  const metz = shop('METZ-CENTRE').id;
  const woippy = shop('WOIPPY').id;
  const [steak, roast] = kg as [Article, Article];
  const [piece] = pieces as [Article];

  const tuesday = await order(
    marie.sid,
    [
      [steak, 1.2],
      [piece, 2],
    ],
    { mode: 'Pickup', shopId: metz, date: '2026-11-03' },
  );
  await order(paul.sid, [[roast, 2.5]], {
    mode: 'Delivery',
    date: '2026-11-07',
    address: {
      firstName: 'Paul',
      lastName: 'Rousseau',
      street: '3 rue des Clercs',
      postcode: '57000',
      city: 'Metz',
      country: 'FR',
    },
  });
  await order(
    pro.sid,
    [
      [steak, 4],
      [roast, 1.5],
    ],
    { mode: 'Pickup', shopId: woippy, date: '2026-11-04' },
  );
  const cancelled = await order(marie.sid, [[roast, 9]], { mode: 'Pickup', shopId: metz, date: '2026-11-05' });
  // After the period: bookings of the next days.
  await order(paul.sid, [[piece, 1]], { mode: 'Pickup', shopId: metz, date: '2026-11-21' });
  await order(marie.sid, [[piece, 3]], { mode: 'Pickup', shopId: woippy, date: '2026-12-01' });

  // Weighed heavier: the figures follow the final amount, not the estimate.
  const detail = (await t.call('GET /api/admin/orders/{id}', { params: { id: tuesday.id }, cookies: { sid: admin } }))
    .answer;
  const weighedLine = detail.lines.find((l) => l.saleUnit === 'kg');
  const weighed = await call(`/api/admin/orders/${tuesday.id}/lines/${weighedLine?.id}`, admin, 'PUT', {
    weighedQuantity: 1.35,
    // 12,5 % over the order, beyond the shop's 10 %: the customer agreed on the phone.
    confirm: true,
    agreement: 'phone',
  });
  expect(weighed.statusCode, weighed.body).toBe(200);
  const cancel = await call(`/api/admin/orders/${cancelled.id}/status`, admin, 'POST', {
    status: 'Cancelled',
    reason: 'Client absent',
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  t.setNow(TEST_NOW);
});

afterAll(async () => t.close());

describe(`the owner's figures (${TEST_ENGINE})`, () => {
  it('adds up the last 30 days of every shop by default: final amounts, cancelled orders left out', async () => {
    const figures = await stats();
    expect(figures).toMatchObject({ shop: null, from: '2026-10-22', to: '2026-11-20' });
    const want = await expected((o) => o.date >= '2026-10-22' && o.date <= '2026-11-20');
    expect(want.summary.orders).toBe(3);
    expect(figures.summary).toMatchObject(want.summary);
    expect(figures.summary.averageBasketTTC).toBe(Math.round((want.summary.revenueTTC * 100) / 3) / 100);
    // The weighed line counts 1,35 kg, not the 1,2 kg ordered.
    const tuesday = want.orders.find((o) => o.date === '2026-11-03');
    expect(tuesday?.total_ttc_cents).not.toBe(placed[0]?.totalTTC ? Math.round(placed[0].totalTTC * 100) : 0);

    expect(figures.days).toHaveLength(30);
    expect(figures.days[0]?.date).toBe('2026-10-22');
    for (const day of figures.days) {
      const ofDay = want.orders.filter((o) => o.date === day.date);
      expect(day.orders, day.date).toBe(ofDay.length);
      expect(day.revenueTTC).toBe(ofDay.reduce((s, o) => s + o.total_ttc_cents, 0) / 100);
    }
    expect(figures.weekdays.map((w) => w.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const w of figures.weekdays) {
      expect(w.orders).toBe(want.orders.filter((o) => isoWeekday(o.date) === w.weekday).length);
    }
    expect(figures.weekdays.find((w) => w.weekday === 2)?.orders).toBe(1);
    expect(figures.modes.map((m) => [m.mode, m.orders])).toEqual([
      ['Pickup', 2],
      ['Delivery', 1],
    ]);
    const delivery = want.orders.find((o) => o.mode === 'Delivery');
    expect(figures.modes[1]?.revenueTTC).toBe((delivery?.total_ttc_cents ?? 0) / 100);
  });

  it('ranks the articles by weight sold and by revenue HT, from the weighed lines', async () => {
    const figures = await stats();
    const want = (await expected((o) => o.date <= '2026-11-20')).perArticle;
    const byWeight = [...want.entries()]
      .filter(([, a]) => a.kilograms > 0)
      .sort((x, y) => y[1].kilograms - x[1].kilograms);
    expect(figures.topByWeight.map((a) => a.articleId)).toEqual(byWeight.map(([id]) => id));
    for (const a of figures.topByWeight) {
      expect(a.kilograms).toBeCloseTo(want.get(a.articleId)?.kilograms ?? -1, 6);
      expect(a.orders).toBe(want.get(a.articleId)?.orders);
    }
    // The steak: 1,35 kg weighed for Marie and 4 kg for the pro.
    expect(figures.topByWeight[0]?.kilograms).toBe(5.35);
    const byRevenue = [...want.entries()].sort((x, y) => y[1].ht - x[1].ht);
    expect(figures.topByRevenue.map((a) => a.articleId)).toEqual(byRevenue.map(([id]) => id));
    for (const a of figures.topByRevenue) expect(a.revenueHT).toBe((want.get(a.articleId)?.ht ?? 0) / 100);
    expect(figures.topByRevenue.find((a) => a.saleUnit === 'piece')).toMatchObject({ pieces: 2, kilograms: 0 });
  });

  it('shows the next 14 days of bookings against the shops’ capacity, closed days at 0', async () => {
    const all = await stats();
    expect(all.bookings).toHaveLength(14);
    expect(all.bookings[0]).toMatchObject({ date: '2026-11-20', weekday: 5 });
    const total = shops.reduce((s, x) => s + x.dailyCapacity, 0);
    expect(all.bookings.find((b) => b.date === '2026-11-21')).toMatchObject({ orders: 1, open: true });
    // A Tuesday: every shop open.
    expect(all.bookings.find((b) => b.date === '2026-12-01')).toMatchObject({ orders: 1, capacity: total, open: true });
    // Mondays: every shop closed.
    expect(all.bookings.find((b) => b.date === '2026-11-23')).toMatchObject({ orders: 0, capacity: 0, open: false });

    const woippy = shop('WOIPPY');
    const one = await stats({ shopId: woippy.id });
    expect(one.shop).toMatchObject({ id: woippy.id, department: 'WOIPPY' });
    expect(one.bookings.find((b) => b.date === '2026-12-01')).toMatchObject({
      orders: 1,
      capacity: woippy.dailyCapacity,
    });
    expect(one.bookings.find((b) => b.date === '2026-11-21')?.orders).toBe(0);
  });

  it('narrows to one shop and a chosen period', async () => {
    const woippy = shop('WOIPPY').id;
    const want = await expected((o) => o.shop_id === woippy && o.date >= '2026-11-01' && o.date <= '2026-11-30');
    const figures = await stats({ shopId: woippy, from: '2026-11-01', to: '2026-11-30' });
    expect(figures.summary).toMatchObject({ ...want.summary, orders: 1 });
    expect(figures.days).toHaveLength(30);
    expect(figures.modes[1]?.orders).toBe(0);

    const day = await stats({ from: '2026-11-07', to: '2026-11-07' });
    expect(day.days.map((d) => [d.date, d.orders])).toEqual([['2026-11-07', 1]]);
    expect(day.modes.map((m) => m.orders)).toEqual([0, 1]);
    // `from` alone: 30 days from it.
    expect(await stats({ from: '2026-11-01' })).toMatchObject({ from: '2026-11-01', to: addDays('2026-11-01', 29) });
  });

  it('refuses bad periods and shops in French; the owner only', async () => {
    const bad = await call('/api/admin/stats?from=2026-02-30&shopId=abc', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.From?.[0]).toMatch(/^Date invalide/);
    expect(bad.json().errors.ShopId).toEqual(['Boutique invalide.']);
    const reversed = await call('/api/admin/stats?from=2026-11-20&to=2026-11-01', admin);
    expect(reversed.json().errors.To).toEqual(['La date de fin doit suivre la date de début.']);
    const long = await call('/api/admin/stats?from=2025-01-01&to=2026-11-20', admin);
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.To?.[0]).toMatch(/^La période ne peut pas dépasser 366\u00a0jours/);
    expect((await call('/api/admin/stats?from=2025-11-20&to=2026-11-20', admin)).statusCode).toBe(200);
    expect((await call('/api/admin/stats?shopId=999', admin)).statusCode).toBe(404);

    expect((await call('/api/admin/stats')).statusCode).toBe(401);
    expect((await call('/api/admin/stats', await loginAs(t, 'staff@example.com'))).statusCode).toBe(403);
    const customer = await verifiedUser(t);
    expect((await call('/api/admin/stats', customer.sid)).statusCode).toBe(403);
    expect((await call('/api/admin/stats.csv?table=days', customer.sid)).statusCode).toBe(403);
  });

  it('exports every table as CSV for a French spreadsheet, formulas neutralised', async () => {
    const steak = (await stats()).topByWeight[0];
    await t.database.db
      .updateTable('article')
      .set({ designation: '=HYPERLINK("http://example.com")' })
      .where('id', '=', steak?.articleId as number)
      .execute();
    const csv = async (table: string) => {
      const res = await call(`/api/admin/stats.csv?table=${table}&from=2026-11-01&to=2026-11-20`, admin);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="chiffres-${table}-toutes-boutiques-2026-11-01-2026-11-20.csv"`,
      );
      expect(res.body.startsWith('\uFEFF')).toBe(true);
      return res.body.slice(1).split('\r\n');
    };
    const summary = await csv('summary');
    expect(summary[0]).toBe(
      'Du;Au;Boutique;Commandes;Chiffre d’affaires HT (€);Chiffre d’affaires TTC (€);Panier moyen HT (€);Panier moyen TTC (€)',
    );
    const figures = await stats({ from: '2026-11-01', to: '2026-11-20' });
    expect(summary[1]).toBe(
      [
        '01/11/2026',
        '20/11/2026',
        'Toutes les boutiques',
        3,
        figures.summary.revenueHT.toFixed(2).replace('.', ','),
        figures.summary.revenueTTC.toFixed(2).replace('.', ','),
      ]
        .join(';')
        .concat(
          ';',
          figures.summary.averageBasketHT.toFixed(2).replace('.', ','),
          ';',
          figures.summary.averageBasketTTC.toFixed(2).replace('.', ','),
        ),
    );
    const days = await csv('days');
    expect(days).toHaveLength(1 + 20 + 1);
    expect(days[3]).toMatch(/^03\/11\/2026;mardi;1;/);
    expect((await csv('weekdays'))[1]).toMatch(/^lundi;0;0,00;0,00$/);
    expect((await csv('modes')).slice(1, 3).map((r) => r.split(';')[0])).toEqual(['Retrait en boutique', 'Livraison']);
    const top = await csv('top-weight');
    expect(top[0]).toBe(
      'Rang;Article;Unité;Poids vendu (kg);Pièces vendues;Commandes;Chiffre d’affaires HT (€);Chiffre d’affaires TTC (€)',
    );
    expect(top[1]).toMatch(/^1;"'=HYPERLINK\(""http:\/\/example.com""\)";kg;5,35;0;2;/);
    expect((await csv('top-revenue')).length).toBeGreaterThan(2);
    expect((await csv('bookings'))[1]).toMatch(/^20\/11\/2026;vendredi;0;\d+;oui$/);

    const unknown = await call('/api/admin/stats.csv?table=users', admin);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.Table?.[0]).toMatch(/^Tableau inconnu/);
  });

  // Last: its orders for today would change the period figures of the tests above.
  it('says what is booked from today on, whatever the period: open orders at their amount as it stands', async () => {
    const [steak] = articles.filter((a) => a.saleUnit === 'kg') as [Article];
    const [piece] = articles.filter((a) => a.saleUnit === 'piece') as [Article];
    const metz = shop('METZ-CENTRE').id;
    const move = async (id: number, statuses: string[]) => {
      for (const status of statuses) {
        if (status === 'Completed') await settleAtTill(t, admin, id);
        const res = await call(`/api/admin/orders/${id}/status`, admin, 'POST', { status, reason: 'Rupture' });
        expect(res.statusCode, res.body).toBe(200);
      }
    };
    // Placed on Wednesday 18 November for today (Friday 20) and the coming days.
    t.setNow(new Date('2026-11-18T09:00:00.000Z'));
    const customer = await verifiedUser(t);
    const handedOver = await order(customer.sid, [[piece, 1]], { mode: 'Pickup', shopId: metz, date: '2026-11-20' });
    const ready = await order(customer.sid, [[piece, 2]], { mode: 'Pickup', shopId: metz, date: '2026-11-20' });
    const estimate = await order(customer.sid, [[steak, 1.5]], { mode: 'Pickup', shopId: metz, date: '2026-11-28' });
    const cancelled = await order(customer.sid, [[piece, 4]], { mode: 'Pickup', shopId: metz, date: '2026-11-24' });
    t.setNow(TEST_NOW);
    await move(handedOver.id, ['Confirmed', 'Ready', 'Completed']);
    await move(ready.id, ['Confirmed', 'Ready']);
    await move(cancelled.id, ['Cancelled']);

    // The month's past orders (one of them never handed over) are not booked; nor is what is done or cancelled.
    const open = (await t.database.db.selectFrom('customer_order').selectAll().execute()).filter(
      (o) => o.date >= '2026-11-20' && ['Pending', 'Confirmed', 'Ready'].includes(o.status),
    );
    expect(open.map((o) => o.id).sort()).toEqual(
      [
        ...placed.filter((o) => o.date === '2026-11-21' || o.date === '2026-12-01').map((o) => o.id),
        ready.id,
        estimate.id,
      ].sort(),
    );
    const expectedTTC = open.reduce((sum, o) => sum + o.total_ttc_cents, 0) / 100;
    // Not weighed yet: the estimate counts.
    expect(open.find((o) => o.id === estimate.id)?.total_ttc_cents).toBe(Math.round(estimate.totalTTC * 100));

    const figures = await stats({ from: '2026-10-01', to: '2026-10-31' });
    expect(figures.booked).toEqual({ orders: 4, amountTTC: expectedTTC });
    const woippy = shop('WOIPPY');
    const one = await stats({ shopId: woippy.id });
    expect(one.booked).toEqual({
      orders: 1,
      amountTTC: open.filter((o) => o.shop_id === woippy.id).reduce((sum, o) => sum + o.total_ttc_cents, 0) / 100,
    });
    // The next morning nothing of Friday is booked any more.
    t.setNow(new Date('2026-11-21T07:00:00.000Z'));
    try {
      expect((await stats()).booked.orders).toBe(3);
    } finally {
      t.setNow(TEST_NOW);
    }
  });
});
