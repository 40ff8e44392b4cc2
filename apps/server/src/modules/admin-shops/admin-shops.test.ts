import type { Article, HolidayRequest, TimeWindowRequest, UpdateShopRequest } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, verifiedUser } from '../../test/accounts-helpers.js';
import { theArticles, theShops } from '../../test/fixtures.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
let staff: string;
let customer: string;
let metz: number;
let woippy: number;
let article: Article;

beforeAll(async () => {
  t = await createTestApp({ config: { LOG_LEVEL: 'error' } });
  admin = await loginAs(t, 'admin@example.com');
  staff = await loginAs(t, 'staff@example.com');
  customer = (await verifiedUser(t)).sid;
  const shops = await theShops(t);
  metz = shops.find((s) => s.department === 'METZ-CENTRE')?.id as number;
  woippy = shops.find((s) => s.department === 'WOIPPY')?.id as number;
  article = (await theArticles(t)).find((a) => a.saleUnit === 'kg') as Article;
});
afterAll(() => t.close());

const as = (sid: string | null) => (sid ? { cookies: { sid } } : {});
// Some bodies are wrong on purpose: the server must refuse them.
const patch = (id: number, body: object, sid: string | null = admin) =>
  t.call('PATCH /api/admin/shops/{id}', { params: { id }, body: body as UpdateShopRequest, ...as(sid) });
const closeDay = (id: number, body: { date: string; reason: string }, sid: string | null = admin) =>
  t.call('POST /api/admin/shops/{id}/closing-days', { params: { id }, body, ...as(sid) });
const addHoliday = (id: number, body: object, sid: string | null = admin) =>
  t.call('POST /api/admin/shops/{id}/holidays', { params: { id }, body: body as HolidayRequest, ...as(sid) });
const addWindow = (id: number, body: object, sid: string | null = admin) =>
  t.call('POST /api/admin/shops/{id}/time-windows', { params: { id }, body: body as TimeWindowRequest, ...as(sid) });
const publicShop = async (id: number) => (await t.call('GET /api/shops')).answer.shops.find((s) => s.id === id);
const journal = async (kind: string) =>
  (await t.call('GET /api/admin/journal', { query: { kind }, cookies: { sid: admin } })).answer.items;
const slotDates = async (shopId: number) =>
  ((await t.app.inject(`/api/orders/slots?mode=Pickup&shopId=${shopId}`)).json().slots as { date: string }[]).map(
    (s) => s.date,
  );

describe(`every change route on ${TEST_ENGINE}`, () => {
  it('answers 401 to a visitor, 403 to a customer and to staff', async () => {
    const routes: [method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string][] = [
      ['PATCH', `/api/admin/shops/${metz}`],
      ['POST', `/api/admin/shops/${metz}/closing-days`],
      ['DELETE', `/api/admin/shops/${metz}/closing-days/2026-12-25`],
      ['POST', `/api/admin/shops/${metz}/holidays`],
      ['PUT', `/api/admin/shops/${metz}/holidays/1`],
      ['DELETE', `/api/admin/shops/${metz}/holidays/1`],
      ['POST', `/api/admin/shops/${metz}/time-windows`],
      ['PATCH', `/api/admin/shops/${metz}/time-windows/1`],
      ['DELETE', `/api/admin/shops/${metz}/time-windows/1`],
    ];
    for (const [method, url] of routes) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(401);
      expect((await t.app.inject({ method, url, payload: {}, ...as(customer) })).statusCode).toBe(403);
      expect((await t.app.inject({ method, url, payload: {}, ...as(staff) })).statusCode).toBe(403);
    }
    expect(await journal('shop')).toEqual([]);
  });
});

describe(`GET /api/admin/shops on ${TEST_ENGINE}`, () => {
  it('answers 401 to a visitor and 403 to a customer', async () => {
    expect((await t.app.inject('/api/admin/shops')).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/shops', ...as(customer) })).statusCode).toBe(403);
  });

  it('shows the owner every shop, a staff member only theirs (another shop answers 404)', async () => {
    const all = (await t.call('GET /api/admin/shops', as(admin))).answer;
    expect(all.shops).toHaveLength(3);
    expect(all.shops[0]).toMatchObject({ holidays: [], timeWindows: [] });
    const own = (await t.call('GET /api/admin/shops', as(staff))).answer;
    expect(own.shops.map((s) => s.id)).toEqual([metz]);
    const calendar = (id: number, sid: string) => t.call('GET /api/admin/shops/{id}', { params: { id }, ...as(sid) });
    expect((await calendar(metz, staff)).answer.id).toBe(metz);
    expect((await calendar(woippy, staff)).problem.status).toBe(404);
    expect((await calendar(99999, admin)).problem.status).toBe(404);
  });
});

describe(`PATCH /api/admin/shops/{id} on ${TEST_ENGINE}`, () => {
  it('refuses visitors (401), customers and staff (403), and changes nothing', async () => {
    expect((await patch(metz, { dailyCapacity: 3 }, null)).statusCode).toBe(401);
    expect((await patch(metz, { dailyCapacity: 3 }, customer)).statusCode).toBe(403);
    const byStaff = await patch(metz, { dailyCapacity: 3 }, staff);
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.problem.detail).toMatch(/gérant/);
    expect((await publicShop(metz))?.dailyCapacity).toBe(40);
  });

  it('answers 400 with French messages per field on bad input, and changes nothing', async () => {
    const res = await patch(metz, {
      dailyCapacity: 0,
      cutOff: { daysBefore: 1, time: '25:00' },
      openingHours: [{ weekday: 2, periods: [{ opens: '12:00', closes: '08:00' }] }],
      deliveryZones: [{ name: 'Metz', postCodes: ['570'], fee: 4.9, minimumOrder: 30 }],
    });
    expect(res.statusCode).toBe(400);
    const errors = res.problem.errors ?? {};
    expect(errors.DailyCapacity?.[0] ?? errors.dailyCapacity?.[0]).toMatch(/au moins 1/);
    expect(JSON.stringify(errors)).toMatch(/Heure invalide/);
    expect(JSON.stringify(errors)).toMatch(/fermeture doit suivre/);
    expect(JSON.stringify(errors)).toMatch(/Code postal invalide/);
    expect((await patch(metz, {})).statusCode).toBe(400);
    expect((await patch(metz, { colour: 'red' })).statusCode).toBe(400);
    expect((await publicShop(metz))?.dailyCapacity).toBe(40);
    expect((await patch(99999, { dailyCapacity: 3 })).statusCode).toBe(404);
  });

  it('changes any subset of fields, records before and after, and the slots follow at once', async () => {
    expect(await slotDates(metz)).toContain('2026-11-21');
    const res = await patch(metz, {
      name: 'Maison Thirion Metz',
      dailyCapacity: 55,
      cutOff: { daysBefore: 1, time: '17:00' },
      bookingHorizonDays: 90,
      openingHours: [{ weekday: 6, periods: [] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const shop = res.answer;
    expect(shop).toMatchObject({ name: 'Maison Thirion Metz', dailyCapacity: 55, bookingHorizonDays: 90 });
    expect(shop.openingHours.find((d) => d.weekday === 6)?.periods).toEqual([]);
    // The other days keep their hours.
    expect(shop.openingHours.find((d) => d.weekday === 2)?.periods).toHaveLength(2);
    expect((await publicShop(metz))?.cutOff).toEqual({ daysBefore: 1, time: '17:00' });
    expect(await slotDates(metz)).not.toContain('2026-11-21');

    const [entry] = await journal('shop.update');
    expect(entry).toMatchObject({ kind: 'shop.update', entityType: 'shop', entityId: String(metz) });
    expect(entry?.by?.role).toBe('admin');
    expect(entry?.summary).toMatch(/Maison Thirion Metz/);
    expect(entry?.before).toMatchObject({ dailyCapacity: 40, name: 'Maison Thirion Metz-Centre' });
    expect(entry?.after).toMatchObject({ dailyCapacity: 55, bookingHorizonDays: 90 });
    expect(entry?.after).not.toHaveProperty('phone');

    await patch(metz, {
      name: 'Maison Thirion Metz-Centre',
      dailyCapacity: 40,
      cutOff: { daysBefore: 1, time: '18:00' },
      bookingHorizonDays: 60,
      openingHours: [{ weekday: 6, periods: [{ opens: '07:30', closes: '18:00' }] }],
    });
    expect(await slotDates(metz)).toContain('2026-11-21');
  });

  it('replaces the delivery zones: a new post code is served at once, with its fee and minimum', async () => {
    const before = (await publicShop(metz))?.deliveryZones ?? [];
    const zones = [...before, { name: 'Courcelles', postCodes: ['57530'], fee: 6.5, minimumOrder: 45 }];
    const res = await patch(metz, { deliveryZones: zones });
    expect(res.statusCode, res.body).toBe(200);
    const slots = (await t.app.inject('/api/orders/slots?mode=Delivery&postCode=57530')).json();
    expect(slots).toMatchObject({ shopId: metz, deliveryFee: 6.5, minimumOrder: 45 });
    const twice = await patch(metz, {
      deliveryZones: [...zones, { name: 'Bis', postCodes: ['57530'], fee: 1, minimumOrder: 1 }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.problem.errors?.DeliveryZones?.[0]).toMatch(/57530 figure dans deux zones/);
    await patch(metz, { deliveryZones: before });
  });
});

describe(`closing days on ${TEST_ENGINE}`, () => {
  it('closes a free day (journal, slots), refuses a day with orders (409 saying what to do), reopens', async () => {
    expect((await closeDay(metz, { date: '2026-11-24', reason: 'Inventaire' }, staff)).problem.status).toBe(403);
    const bad = await closeDay(metz, { date: '2026-13-01', reason: '' });
    expect(bad.statusCode).toBe(400);
    const errors = bad.problem.errors ?? {};
    expect(errors.Date?.[0] ?? errors.date?.[0]).toMatch(/Date invalide/);

    const res = await closeDay(metz, { date: '2026-11-24', reason: 'Inventaire' });
    expect(res.answer.closingDays).toContainEqual({ date: '2026-11-24', reason: 'Inventaire' });
    expect(await slotDates(metz)).not.toContain('2026-11-24');
    const [entry] = await journal('shop.closing-day.add');
    expect(entry).toMatchObject({ after: { date: '2026-11-24', reason: 'Inventaire' }, entityId: String(metz) });
    expect((await closeDay(metz, { date: '2026-11-24', reason: 'Inventaire' })).problem.status).toBe(409);

    const removed = await t.call('DELETE /api/admin/shops/{id}/closing-days/{date}', {
      params: { id: metz, date: '2026-11-24' },
      ...as(admin),
    });
    expect(removed.answer.closingDays.map((d) => d.date)).not.toContain('2026-11-24');
    expect(await slotDates(metz)).toContain('2026-11-24');
    expect((await journal('shop.closing-day.remove'))[0]?.before).toEqual({ date: '2026-11-24', reason: 'Inventaire' });

    const { sid } = await verifiedUser(t);
    await t.call('PUT /api/carts', { cookies: { sid }, body: { articleId: article.id, quantity: 1 } });
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      cookies: { sid },
      payload: { mode: 'Pickup', shopId: metz, date: '2026-11-27' },
    });
    expect(order.statusCode, order.body).toBe(201);
    const conflict = (await closeDay(metz, { date: '2026-11-27', reason: 'Travaux' })).problem;
    expect(conflict).toMatchObject({ status: 409, code: 'DAY_HAS_ORDERS', orderCount: 1 });
    // The refusal names both ways out.
    expect(conflict.detail).toMatch(/Une commande est déjà passée pour le vendredi 27 novembre/);
    expect(conflict.detail).toMatch(/déplacez-la vers un autre jour, ou annulez-la/);
    expect((await publicShop(metz))?.closingDays.map((d) => d.date)).not.toContain('2026-11-27');
  });
});

describe(`holiday days and time windows, as the owner edits them, on ${TEST_ENGINE}`, () => {
  const holiday = {
    date: '2026-12-24',
    label: 'Noël',
    ordersOpenAt: '2026-11-25T09:00',
    cutOffAt: '2026-12-20T18:00',
    capacity: 300,
  };

  it('creates a holiday day (journal), refuses a second on the same day (409) and bad input (400)', async () => {
    expect((await addHoliday(woippy, holiday, staff)).problem.status).toBe(403);
    const bad = await addHoliday(woippy, { ...holiday, cutOffAt: '2026-11-24T09:00', articleIds: [999999] });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.problem.errors)).toMatch(/clôture doit suivre/);
    const unknown = await addHoliday(woippy, { ...holiday, articleIds: [999999] });
    expect(unknown.problem.errors?.ArticleIds?.[0]).toMatch(/Article inconnu/);

    const res = await addHoliday(woippy, { ...holiday, articleIds: [article.id] });
    expect(res.answer.holidays).toEqual([expect.objectContaining({ ...holiday, articleIds: [article.id], booked: 0 })]);
    const [entry] = await journal('shop.holiday.create');
    expect(entry).toMatchObject({ entityId: String(woippy), after: { ...holiday, articleIds: [article.id] } });
    expect(entry?.summary).toMatch(/Noël.*jeudi 24 décembre/);
    const again = (await addHoliday(woippy, holiday)).problem;
    expect(again.status).toBe(409);
    expect(again.detail).toMatch(/modifiez-le/);
  });

  it('updates and deletes a holiday day without orders, each in the journal', async () => {
    const { holidays } = (await t.call('GET /api/admin/shops/{id}', { params: { id: woippy }, ...as(admin) })).answer;
    const id = holidays[0]?.id as number;
    const put = await t.call('PUT /api/admin/shops/{id}/holidays/{holidayId}', {
      params: { id: woippy, holidayId: id },
      body: { ...holiday, capacity: 250 },
      ...as(admin),
    });
    expect(put.answer.holidays[0]).toMatchObject({ capacity: 250, articleIds: [] });
    expect((await journal('shop.holiday.update'))[0]).toMatchObject({
      before: { capacity: 300, articleIds: [article.id] },
      after: { capacity: 250, articleIds: [] },
    });
    const del = await t.call('DELETE /api/admin/shops/{id}/holidays/{holidayId}', {
      params: { id: woippy, holidayId: id },
      ...as(admin),
    });
    expect(del.answer.holidays).toEqual([]);
    expect((await journal('shop.holiday.delete'))[0]?.before).toMatchObject({ date: '2026-12-24', capacity: 250 });
  });

  it('adds time windows (no overlap), changes a capacity, deletes them; staff refused', async () => {
    const window = { date: '2026-12-24', mode: 'Pickup', starts: '09:00', ends: '10:00', capacity: 20 };
    expect((await addWindow(woippy, window, staff)).problem.status).toBe(403);
    const bad = await addWindow(woippy, { ...window, ends: '08:00' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.problem.errors)).toMatch(/fin du créneau doit suivre/);
    const res = await addWindow(woippy, window);
    const [created] = res.answer.timeWindows;
    expect(created).toMatchObject({ ...window, booked: 0 });
    const windowId = created?.id as number;
    const overlap = (await addWindow(woippy, { ...window, starts: '09:30', ends: '10:30' })).problem;
    expect(overlap.status).toBe(409);
    expect(overlap.detail).toMatch(/chevauche le créneau 9\u00a0h\u00a0–\u00a010\u00a0h/);
    // A delivery round at the same hours is another thing.
    expect((await addWindow(woippy, { ...window, mode: 'Delivery' })).statusCode).toBe(200);
    const capacity = await t.call('PATCH /api/admin/shops/{id}/time-windows/{windowId}', {
      params: { id: woippy, windowId },
      body: { capacity: 12 },
      ...as(admin),
    });
    expect(capacity.answer.timeWindows.find((w) => w.id === windowId)?.capacity).toBe(12);
    expect((await journal('shop.time-window.update'))[0]).toMatchObject({
      before: { capacity: 20 },
      after: { capacity: 12 },
    });
    expect((await journal('shop.time-window.create'))[0]?.summary).toMatch(/jeudi 24 décembre/);
    const deleteWindow = (id: number) =>
      t.call('DELETE /api/admin/shops/{id}/time-windows/{windowId}', { params: { id, windowId }, ...as(admin) });
    const del = await deleteWindow(woippy);
    expect(del.answer.timeWindows.map((w) => w.mode)).toEqual(['Delivery']);
    expect((await journal('shop.time-window.delete'))[0]?.before).toMatchObject({ starts: '09:00', capacity: 12 });
    expect((await deleteWindow(metz)).problem.status).toBe(404);
  });
});
