import type {
  AdminOrderDetail,
  AdminOrdersQuery,
  Article,
  BodyInputOf,
  Endpoints,
  Order,
  PreparationQuery,
  Shop,
} from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, newParticulier, readOutbox, verifiedUser } from '../../test/accounts-helpers.js';
import { aCustomer, anArticle, anOrder, type OrderLine, theArticles, theShops } from '../../test/fixtures.js';
import { settleAtTill } from '../../test/people-helpers.js';
import { createTestApp, TEST_ENGINE, TEST_NOW, type TestApp } from '../../test/test-app.js';
import { smsText } from '../messages/sms-text.js';
import { findOrderEvents } from '../orders/order-events.repository.js';
import * as repo from '../orders/orders.repository.js';

let t: TestApp;
let shops: Shop[];
let articles: Article[];
let staff: string;
let woippy: string;
let admin: string;
const shop = (department: string) => shops.find((s) => s.department === department) as Shop;
const cents = (euros: number) => Math.round(euros * 100);

const login = (email: string) => loginAs(t, email);

type Call = { method?: 'GET' | 'PUT' | 'POST'; url: string; sid?: string; payload?: object };
const call = ({ method = 'GET', url, sid, payload }: Call) =>
  t.app.inject({ method, url, ...(sid ? { cookies: { sid } } : {}), ...(payload ? { payload } : {}) });

/** A customer's order for Saturday 21 November at the given shop, through the real API. */
async function placeOrder(lines: OrderLine[], department = 'METZ-CENTRE', extra: object = {}) {
  const customer = await aCustomer(t);
  const order = await anOrder(t, customer.sid, { shop: shop(department), lines, date: '2026-11-21', extra });
  return { order, customer };
}

const detail = async (id: number, sid = staff) =>
  (await t.call('GET /api/admin/orders/{id}', { params: { id }, cookies: { sid } })).answer;
// The tests also send what the contract refuses (a quantity 'x', an unknown status), hence the loose bodies.
const weigh = (id: number, lineId: number, body: object, sid = staff) =>
  t.call('PUT /api/admin/orders/{id}/lines/{lineId}', {
    params: { id, lineId },
    body: body as BodyInputOf<Endpoints['PUT /api/admin/orders/{id}/lines/{lineId}']>,
    cookies: { sid },
  });
const move = (id: number, body: object, sid = staff) =>
  t.call('POST /api/admin/orders/{id}/status', {
    params: { id },
    body: body as BodyInputOf<Endpoints['POST /api/admin/orders/{id}/status']>,
    cookies: { sid },
  });
const adminOrders = (sid: string, query: AdminOrdersQuery) =>
  t.call('GET /api/admin/orders', { query, cookies: { sid } });
const preparation = (sid: string, query: PreparationQuery = {}) =>
  t.call('GET /api/admin/preparation', { query, cookies: { sid } });
const myOrder = (id: number, sid: string) => t.call('GET /api/orders/{id}', { params: { id }, cookies: { sid } });

let steak: Article;
let roast: Article;
let quiche: Article;

beforeAll(async () => {
  t = await createTestApp();
  shops = await theShops(t);
  articles = await theArticles(t);
  const weighed = articles.filter((a) => a.saleUnit === 'kg' && !a.discountIsActive);
  steak = weighed[0] as Article;
  roast = weighed[1] as Article;
  quiche = await anArticle(t, { saleUnit: 'piece', discountIsActive: false });
  // A 10 % article (a prepared dish), so that orders mix VAT rates.
  await t.database.db.updateTable('article').set({ vat_rate_bp: 1000 }).where('id', '=', quiche.id).execute();
  [staff, woippy, admin] = await Promise.all([
    login('staff@example.com'),
    login('staff.woippy@example.com'),
    login('admin@example.com'),
  ]);
});
afterAll(() => t.close());

describe(`back office: access on ${TEST_ENGINE}`, () => {
  it('answers 401 to a visitor and 403 to a customer on every call, before reading the input', async () => {
    const { order, customer } = await placeOrder([[steak, 1]]);
    const line = order.lines[0] as Order['lines'][number] & { id: number };
    const calls: Call[] = [
      { url: '/api/admin/me' },
      { url: '/api/admin/orders' },
      { url: `/api/admin/orders/${order.id}` },
      { method: 'PUT', url: `/api/admin/orders/${order.id}/lines/${line.id}`, payload: { weighedQuantity: 1 } },
      { method: 'POST', url: `/api/admin/orders/${order.id}/status`, payload: { status: 'Confirmed' } },
      { url: '/api/admin/preparation' },
      { url: '/api/admin/preparation.csv' },
      { url: '/api/admin/events' },
      { url: '/api/admin/orders?status=Nope' },
    ];
    for (const c of calls) {
      const anonymous = await call(c);
      expect(anonymous.statusCode, c.url).toBe(401);
      expect(anonymous.headers.authenticated).toBe('false');
      const asCustomer = await call({ ...c, sid: customer.sid });
      expect(asCustomer.statusCode, c.url).toBe(403);
      expect(asCustomer.json().title).toBe('Accès refusé');
    }
    expect((await detail(order.id)).status).toBe('Pending');
  });

  it('shows staff only the orders of their shops; another shop’s order answers 404 like a missing one', async () => {
    const { order } = await placeOrder([[steak, 1]]);
    const line = (await detail(order.id)).lines[0] as AdminOrderDetail['lines'][number];
    for (const res of [
      await call({ url: `/api/admin/orders/${order.id}`, sid: woippy }),
      await weigh(order.id, line.id, { weighedQuantity: 1 }, woippy),
      await move(order.id, { status: 'Confirmed' }, woippy),
      await call({ url: '/api/admin/orders/999999', sid: staff }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().title).toBe('Ressource introuvable');
    }
    const list = (await adminOrders(woippy, { PageSize: 100 })).answer;
    expect(list.items.every((o) => o.shop.department === 'WOIPPY')).toBe(true);
    expect((await call({ url: `/api/admin/orders?shopId=${shop('METZ-CENTRE').id}`, sid: woippy })).statusCode).toBe(
      404,
    );
    expect(
      (await call({ url: `/api/admin/preparation?shopId=${shop('METZ-CENTRE').id}`, sid: woippy })).statusCode,
    ).toBe(404);
    // The admin sees every shop.
    expect((await call({ url: `/api/admin/orders/${order.id}`, sid: admin })).statusCode).toBe(200);
    const me = (await call({ url: '/api/admin/me', sid: woippy })).json();
    expect(me).toMatchObject({ role: 'staff', shops: [{ department: 'WOIPPY' }] });
    expect((await call({ url: '/api/admin/me', sid: admin })).json().shops).toHaveLength(shops.length);
    expect((await detail(order.id)).lines[0]?.weighedQuantity).toBeNull();
  });
});

describe(`back office: orders on ${TEST_ENGINE}`, () => {
  it('lists a shop’s day with the customer and line ids, filters by status and finds by number, name, e-mail or phone', async () => {
    const { order, customer } = await placeOrder([[steak, 1.5, 'tranches fines']]);
    const base: AdminOrdersQuery = { shopId: shop('METZ-CENTRE').id, date: '2026-11-21', PageSize: 100 };
    const day = (await adminOrders(staff, base)).answer;
    const found = day.items.find((o) => o.id === order.id);
    expect(found?.customer).toEqual({
      id: expect.any(Number),
      firstName: customer.user.firstName,
      lastName: customer.user.lastName,
      company: null,
      email: customer.user.email,
      phone: customer.user.phoneNumber,
    });
    expect(found?.lines[0]).toMatchObject({ id: expect.any(Number), preparationNote: 'tranches fines' });
    expect(day.totalCount).toBe(day.items.length);

    const search = async (text: string) =>
      (await adminOrders(staff, { ...base, Search: text })).answer.items.map((o) => o.id);
    expect(await search(order.number)).toEqual([order.id]);
    expect(await search(customer.user.email.toUpperCase())).toEqual([order.id]);
    expect(await search(`0${customer.user.phoneNumber.slice(3)}`)).toEqual([order.id]);
    expect(await search(`${customer.user.firstName} ${customer.user.lastName}`)).toContain(order.id);
    expect(await search('personne-100%_introuvable')).toEqual([]);

    const confirmed = (
      await adminOrders(staff, {
        shopId: shop('METZ-CENTRE').id,
        date: '2026-11-21',
        PageSize: 100,
        status: 'Confirmed',
      })
    ).answer;
    expect(confirmed.items.map((o) => o.id)).not.toContain(order.id);
    expect((await call({ url: `/api/admin/orders?date=2026-11-21&date=2026-11-22`, sid: staff })).statusCode).toBe(400);
  });

  it('finds a customer’s open orders on any day without a date, ignoring case and accents, nearest first', async () => {
    const customer = await verifiedUser(t, newParticulier({ firstName: 'Hélène', lastName: 'Lefèvre' }));
    const orderFor = async (date: string, department = 'METZ-CENTRE') => {
      const cookies = { sid: customer.sid };
      const cart = await t.call('PUT /api/carts', { body: { articleId: quiche.id, quantity: 1 }, cookies });
      expect(cart.statusCode, cart.body).toBe(200);
      const res = await t.call('POST /api/orders', {
        body: { mode: 'Pickup', shopId: shop(department).id, date },
        cookies,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.answer.id;
    };
    // Placed earlier in the week: Wednesday's order was never collected; Friday's is today's.
    t.setNow(new Date('2026-11-16T09:00:00.000Z'));
    let wednesday: number;
    let today: number;
    try {
      wednesday = await orderFor('2026-11-18');
      today = await orderFor('2026-11-20');
    } finally {
      t.setNow(TEST_NOW);
    }
    const saturday28 = await orderFor('2026-11-28');
    const tuesday = await orderFor('2026-11-24');
    const saturday = await orderFor('2026-11-21');
    const atWoippy = await orderFor('2026-11-25', 'WOIPPY');
    const handedOver = await orderFor('2026-11-29');
    const cancelled = await orderFor('2026-11-22');
    for (const status of ['Confirmed', 'Ready', 'Completed']) {
      if (status === 'Completed') await settleAtTill(t, staff, handedOver);
      expect((await move(handedOver, { status })).statusCode).toBe(200);
    }
    expect((await move(saturday, { status: 'Confirmed' })).statusCode).toBe(200);
    expect((await move(cancelled, { status: 'Cancelled', reason: 'Erreur de jour' })).statusCode).toBe(200);

    const search = async (text: string, sid = staff, extra: AdminOrdersQuery = {}) => {
      const res = await adminOrders(sid, { Search: text, ...extra });
      expect(res.statusCode, res.body).toBe(200);
      return res.answer.items.map((o) => o.id);
    };
    // Today's first, then the coming days', then the days gone by; Metz-Centre's staff see Metz-Centre's.
    const nearestFirst = [today, saturday, tuesday, saturday28, wednesday];
    expect(await search('lefevre')).toEqual(nearestFirst);
    expect(await search('LEFÈVRE')).toEqual(nearestFirst);
    expect(await search('helene lefevre')).toEqual(nearestFirst);
    expect(await search('Hélène LEFEVRE')).toEqual(nearestFirst);
    // The owner sees every shop.
    expect(await search('lefevre', admin)).toEqual([today, saturday, tuesday, atWoippy, saturday28, wednesday]);
    // A day still narrows to that day, accents ignored there too.
    expect(await search('lefevre', staff, { date: '2026-11-21' })).toEqual([saturday]);
    // A status asked for is kept; a complete number finds its order whatever its status.
    expect(await search('lefevre', staff, { status: 'Completed' })).toEqual([handedOver]);
    const number = (await detail(handedOver)).number;
    expect(await search(number)).toEqual([handedOver]);
    expect(await search('lefevre', staff, { PageSize: 2, PageNumber: 2 })).toEqual([tuesday, saturday28]);
  });

  it('refuses bad filters with French messages per field', async () => {
    for (const [query, field] of [
      ['date=2026-02-30', 'Date'],
      ['date=demain', 'Date'],
      ['status=Livree', 'Status'],
      ['shopId=abc', 'ShopId'],
      ['PageSize=0', 'PageSize'],
    ] as const) {
      const res = await call({ url: `/api/admin/orders?${query}`, sid: staff });
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().errors), query).toContain(field);
    }
  });

  it('tells the shop of each new order by e-mail', async () => {
    const { order } = await placeOrder([[steak, 1]]);
    const mail = readOutbox(t, 'mail').filter(
      (m) => m.to === shop('METZ-CENTRE').email && m.subject?.includes(order.number),
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain(steak.designation);
    expect(mail[0]?.text).toContain(`/admin/orders/${order.id}`);
  });
});

describe(`back office: weighing on ${TEST_ENGINE}`, () => {
  it('re-prices a weighed line and the order to the cent, VAT by rate, keeping the ordered estimate', async () => {
    const { order, customer } = await placeOrder([
      [steak, 1.5],
      [quiche, 2],
    ]);
    const before = await detail(order.id);
    const line = before.lines[0] as AdminOrderDetail['lines'][number];
    const res = await weigh(order.id, line.id, { weighedQuantity: 1.62 });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.answer;
    const weighedCents = Math.round((cents(steak.pricePerUnit) * 1620) / 1000);
    const quicheCents = cents(quiche.pricePerUnit) * 2;
    expect(after.lines[0]).toMatchObject({
      quantity: 1.5,
      weighedQuantity: 1.62,
      lineTotal: weighedCents / 100,
      isEstimated: false,
    });
    expect(cents(after.linesTotal)).toBe(weighedCents + quicheCents);
    expect(cents(after.totalTTC)).toBe(weighedCents + quicheCents);
    const vat55 = Math.round((weighedCents * 550) / 10_550);
    const vat10 = Math.round((quicheCents * 1000) / 11_000);
    expect(after.vatByRate).toEqual([
      { rate: 5.5, base: (weighedCents - vat55) / 100, amount: vat55 / 100 },
      { rate: 10, base: (quicheCents - vat10) / 100, amount: vat10 / 100 },
    ]);
    expect(cents(after.totalVAT)).toBe(vat55 + vat10);
    expect(after.hasEstimatedLines).toBe(false);
    expect(after.events.map((e) => e.action)).toEqual(['placed', 'weighed']);
    expect(after.events[1]).toMatchObject({ by: 'Lucas Thirion' });
    expect(after.events[1]?.detail).toContain('1,620\u00a0kg');
    // The customer reads the same amounts.
    const mine = (await myOrder(order.id, customer.sid)).answer;
    expect(mine.totalTTC).toBe(after.totalTTC);
    expect(mine.lines[0]).toMatchObject({ quantity: 1.5, weighedQuantity: 1.62 });
  });

  it('asks for a confirmation of a weight beyond the shop’s tolerance (10 %), and saves nothing until then', async () => {
    const { order } = await placeOrder([[steak, 1.2]]);
    const line = (await detail(order.id)).lines[0] as AdminOrderDetail['lines'][number];
    const typo = await weigh(order.id, line.id, { weighedQuantity: 12 });
    expect(typo.statusCode).toBe(409);
    expect(typo.json().detail ?? typo.json().title).toBeTruthy();
    expect(JSON.stringify(typo.json())).toContain('10\u00a0%');
    expect((await detail(order.id)).lines[0]?.weighedQuantity).toBeNull();
    // 1,32 kg for 1,2 kg is exactly 10 %: no confirmation needed.
    expect((await weigh(order.id, line.id, { weighedQuantity: 1.32 })).statusCode).toBe(200);
    const confirmed = await weigh(order.id, line.id, { weighedQuantity: 12, confirm: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.answer.lines[0]?.weighedQuantity).toBe(12);
  });

  it('takes an unavailable line out of the totals and keeps it on the order', async () => {
    const { order } = await placeOrder([
      [steak, 1],
      [roast, 2],
    ]);
    const lines = (await detail(order.id)).lines;
    const res = await weigh(order.id, (lines[1] as { id: number }).id, { unavailable: true });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.answer;
    expect(after.lines).toHaveLength(2);
    expect(after.lines[1]).toMatchObject({ isUnavailable: true, lineTotal: 0 });
    expect(cents(after.totalTTC)).toBe(cents(steak.pricePerUnit));
    expect(after.events.at(-1)).toMatchObject({ action: 'unavailable' });
    const back = await weigh(order.id, (lines[1] as { id: number }).id, { unavailable: false });
    expect(back.answer.lines[1]).toMatchObject({
      isUnavailable: false,
      lineTotal: (cents(roast.pricePerUnit) * 2) / 100,
    });
  });

  it('refuses bad weights with French messages and changes nothing', async () => {
    const { order } = await placeOrder([
      [steak, 1],
      [quiche, 1],
    ]);
    const [kgLine, pieceLine] = (await detail(order.id)).lines as { id: number }[];
    for (const payload of [
      { weighedQuantity: -1 },
      { weighedQuantity: 0 },
      { weighedQuantity: 'lourd' },
      { weighedQuantity: 1.2345 },
      { weighedQuantity: 1e9 },
      {},
      { unavailable: 'oui' },
    ]) {
      const res = await weigh(order.id, kgLine?.id ?? 0, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(
        Object.values(res.json().errors ?? {})
          .flat()
          .join(' '),
      ).toMatch(/[a-zé]/);
    }
    const piece = await weigh(order.id, pieceLine?.id ?? 0, { weighedQuantity: 1 });
    expect(piece.statusCode).toBe(400);
    expect(piece.json().errors.WeighedQuantity[0]).toContain('pièce');
    expect((await weigh(order.id, 999_999, { weighedQuantity: 1 })).statusCode).toBe(404);
    expect((await weigh(order.id, kgLine?.id ?? 0, { weighedQuantity: 'x' })).statusCode).toBe(400);
    const unchanged = await detail(order.id);
    expect(unchanged.lines.every((l) => l.weighedQuantity === null && !l.isUnavailable)).toBe(true);
    expect(unchanged.events).toHaveLength(1);
  });
});

describe(`back office: statuses on ${TEST_ENGINE}`, () => {
  it('moves Pending → Confirmed → Ready → Completed, tells the customer when ready, and records each step', async () => {
    const { order, customer } = await placeOrder([
      [steak, 1],
      [roast, 1],
    ]);
    const [first, second] = (await detail(order.id)).lines as { id: number }[];
    expect((await move(order.id, { status: 'Ready' })).statusCode).toBe(409);
    expect((await move(order.id, { status: 'Confirmed' })).statusCode).toBe(200);
    const early = await move(order.id, { status: 'Ready' });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail ?? early.json().title).toContain('Pesez');
    await weigh(order.id, first?.id ?? 0, { weighedQuantity: 1.05 });
    await weigh(order.id, second?.id ?? 0, { unavailable: true });
    const ready = await move(order.id, { status: 'Ready' });
    expect(ready.statusCode, ready.body).toBe(200);
    const readyOrder = ready.answer;

    const sms = readOutbox(t, 'sms')
      .filter((m) => m.to === customer.user.phoneNumber)
      .at(-1);
    expect(sms?.text).toContain(smsText(`commande n°\u00a0${order.number} prête`));
    expect(sms?.text).toContain(smsText(formatFr(readyOrder.totalTTC)));
    const mail = readOutbox(t, 'mail')
      .filter((m) => m.to === customer.user.email)
      .at(-1);
    expect(mail?.subject).toContain('est prête');
    expect(mail?.text).toContain('Metz-Centre');
    expect(mail?.text).toContain(roast.designation);
    expect(mail?.text).toMatch(/Indisponible ce jour/);
    // Readied on Friday for Saturday: both name Saturday and Metz-Centre's Saturday hours, never « aujourd’hui ».
    expect(sms?.text).toContain(
      smsText('À retirer le samedi 21 novembre de 7\u00a0h\u00a030 à 18\u00a0h, boutique Metz-Centre.'),
    );
    expect(mail?.text).toContain('À retirer le samedi 21 novembre à la boutique Maison Thirion Metz-Centre, ');
    expect(mail?.text).toContain(', ouverte ce jour-là de 7\u00a0h\u00a030 à 18\u00a0h.');
    expect(`${sms?.text} ${mail?.text}`).not.toMatch(/aujourd(’|')hui/);
    expect(mail?.text).toContain(`${t.app.config.PUBLIC_URL}/order/${order.id}`);

    // Paid at the shop: handed over only once the till has taken what is due (issue 45).
    const owed = await move(order.id, { status: 'Completed' });
    expect(owed.statusCode).toBe(409);
    const due = owed.problem.dueAmount as number;
    expect(owed.json()).toMatchObject({ code: 'BALANCE_DUE', dueAmount: (await detail(order.id)).totalTTC });
    await settleAtTill(t, staff, order.id);
    const completed = await move(order.id, { status: 'Completed' });
    expect(completed.statusCode).toBe(200);
    const history = completed.answer.events.map((e) => e.action);
    expect(history).toEqual(['placed', 'confirmed', 'weighed', 'unavailable', 'ready', 'payment', 'completed']);
    expect(completed.answer.payment).toMatchObject({
      dueAmount: 0,
      counterPayments: [{ method: 'cash', amount: due, reversesId: null }],
    });
    const mine = (await myOrder(order.id, customer.sid)).answer;
    expect(mine.statusHistory.map((s) => s.status)).toEqual(['Pending', 'Confirmed', 'Ready', 'Completed']);
    expect(mine.lines[0]).toMatchObject({ weighedQuantity: 1.05 });
    expect(mine.lines[1]).toMatchObject({ isUnavailable: true });
    expect(mine.totalTTC).toBe(readyOrder.totalTTC);
    expect('id' in (mine.lines[0] ?? {})).toBe(false);
    expect((await move(order.id, { status: 'Cancelled', reason: 'trop tard' })).statusCode).toBe(409);
    expect((await weigh(order.id, first?.id ?? 0, { weighedQuantity: 1 })).statusCode).toBe(409);
  });

  it('says « aujourd’hui » in the ready messages only on the order’s own day', async () => {
    const { order, customer } = await placeOrder([[quiche, 1]]);
    // Saturday 21 November, 8:00 in Paris: the order's day.
    t.setNow(new Date('2026-11-21T07:00:00.000Z'));
    try {
      expect((await move(order.id, { status: 'Confirmed' })).statusCode).toBe(200);
      expect((await move(order.id, { status: 'Ready' })).statusCode).toBe(200);
    } finally {
      t.setNow(TEST_NOW);
    }
    const sms = readOutbox(t, 'sms')
      .filter((m) => m.to === customer.user.phoneNumber)
      .at(-1);
    expect(sms?.text).toContain(
      smsText('À retirer aujourd’hui de 7\u00a0h\u00a030 à 18\u00a0h, boutique Metz-Centre.'),
    );
    const mail = readOutbox(t, 'mail')
      .filter((m) => m.to === customer.user.email)
      .at(-1);
    expect(mail?.text).toContain('À retirer aujourd’hui à la boutique Maison Thirion Metz-Centre, ');
    expect(mail?.text).toContain(', ouverte aujourd’hui de 7\u00a0h\u00a030 à 18\u00a0h.');
  });

  it('refuses every move out of the chain with a French 409', async () => {
    const { order } = await placeOrder([[quiche, 1]]);
    for (const status of ['Pending', 'Completed']) {
      const res = await move(order.id, { status });
      expect(res.statusCode, status).toBe(409);
      expect(JSON.stringify(res.json())).toMatch(/ne peut pas passer|étape suivante/);
    }
    expect((await move(order.id, { status: 'Confirmed' })).statusCode).toBe(200);
    expect((await move(order.id, { status: 'Confirmed' })).statusCode).toBe(409);
    expect((await move(order.id, { status: 'Pending' })).statusCode).toBe(409);
    expect((await move(order.id, { status: 'Completed' })).statusCode).toBe(409);
    // A piece-only order needs no weighing.
    expect((await move(order.id, { status: 'Ready' })).statusCode).toBe(200);
    expect((await move(order.id, { status: 'Confirmed' })).statusCode).toBe(409);
  });

  it('cancels with a reason, sent to the customer, and refuses a cancellation without one or a status that does not exist', async () => {
    const { order, customer } = await placeOrder([[steak, 1]]);
    for (const payload of [
      { status: 'Cancelled' },
      { status: 'Cancelled', reason: '   ' },
      { status: 'Shipped' },
      {},
    ]) {
      const res = await move(order.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await detail(order.id)).status).toBe('Pending');
    const res = await move(order.id, { status: 'Cancelled', reason: 'Rupture de veau, désolés' });
    expect(res.statusCode).toBe(200);
    expect(res.answer.cancelReason).toBe('Rupture de veau, désolés');
    const sms = readOutbox(t, 'sms')
      .filter((m) => m.to === customer.user.phoneNumber)
      .at(-1);
    expect(sms?.text).toContain('annulée');
    expect(sms?.text).toContain('Rupture de veau, désolés');
    expect((await move(order.id, { status: 'Confirmed' })).statusCode).toBe(409);
    // A cancelled order frees its place in the day's capacity and leaves the cutting list.
    const list = (await preparation(staff, { date: '2026-11-21' })).answer;
    expect(list.orders.map((o) => o.id)).not.toContain(order.id);
  });
});

describe(`back office: preparation on ${TEST_ENGINE}`, () => {
  it('sums the day’s articles in catalogue order with the notes and their order numbers, then the orders', async () => {
    const { order: a } = await placeOrder(
      [
        [steak, 1.5, 'tranches fines'],
        [quiche, 2],
      ],
      'MONTIGNY',
    );
    const { order: b } = await placeOrder([[steak, 0.5, 'sous vide']], 'MONTIGNY');
    const url = `/api/admin/preparation?shopId=${shop('MONTIGNY').id}&date=2026-11-21`;
    const res = await preparation(admin, { shopId: shop('MONTIGNY').id, date: '2026-11-21' });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.answer;
    expect(list.shop.department).toBe('MONTIGNY');
    expect(list.date).toBe('2026-11-21');
    const steakRow = list.articles.find((r) => r.articleId === steak.id);
    expect(steakRow).toMatchObject({ totalQuantity: 2, orderCount: 2, saleUnit: 'kg' });
    expect(steakRow?.notes).toEqual([
      { orderNumber: a.number, note: 'tranches fines' },
      { orderNumber: b.number, note: 'sous vide' },
    ]);
    expect(list.articles.find((r) => r.articleId === quiche.id)).toMatchObject({ totalQuantity: 2, orderCount: 1 });
    const positions = list.articles.map((r) => articles.findIndex((x) => x.id === r.articleId));
    expect(positions).toEqual([...positions].sort((x, y) => x - y));
    expect(list.orders.map((o) => o.number)).toEqual([a.number, b.number]);

    const csv = await call({ url: url.replace('preparation?', 'preparation.csv?'), sid: admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.startsWith('\uFEFFArticle;Unité;Quantité totale;Commandes;Notes de préparation\r\n')).toBe(true);
    expect(csv.body).toContain(`${steak.designation};kg;2;2;`);
  });

  it('defaults to the staff member’s shop and today, and refuses a date that is not a day', async () => {
    const list = (await preparation(woippy)).answer;
    expect(list).toMatchObject({ shop: { department: 'WOIPPY' }, date: '2026-11-20' });
    const bad = await call({ url: '/api/admin/preparation?date=2026-13-01', sid: staff });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.Date[0]).toContain('Date invalide');
  });
});

describe.runIf(TEST_ENGINE === 'postgres')('an order read in one statement on postgres', () => {
  it('reads the row, lines, VAT and history exactly as the separate queries do', async () => {
    const { order, customer } = await placeOrder([
      [steak, 1.25, 'En tranches fines'],
      [quiche, 2],
      [roast, 0.8],
    ]);
    const lines = (await detail(order.id)).lines;
    expect((await weigh(order.id, (lines[0] as { id: number }).id, { weighedQuantity: 1.3 })).statusCode).toBe(200);
    expect((await move(order.id, { status: 'Confirmed' })).statusCode).toBe(200);
    const db = t.database.db;
    const userId = (
      await db.selectFrom('customer_order').select('user_id').where('id', '=', order.id).executeTakeFirstOrThrow()
    ).user_id;

    const whole = await repo.findUserOrderWithDetails(db, userId, order.id);
    expect(whole).toEqual({
      row: await repo.findUserOrder(db, userId, order.id),
      lines: await repo.findOrderLines(db, [order.id]),
      vat: await repo.findOrderVat(db, [order.id]),
      events: await findOrderEvents(db, [order.id]),
    });
    expect(whole?.lines).toHaveLength(3);
    expect(whole?.vat).toHaveLength(2);
    expect(whole?.events.map((e) => e.action)).toEqual(['placed', 'weighed', 'confirmed']);
    // Someone else's order is not read.
    expect(await repo.findUserOrderWithDetails(db, userId + 100_000, order.id)).toBeUndefined();
    expect((await call({ url: `/api/orders/${order.id}`, sid: customer.sid })).statusCode).toBe(200);
  });
});

const formatFr = (euros: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(euros);
