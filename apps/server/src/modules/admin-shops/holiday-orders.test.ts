import type { Article } from '@boucherie/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs, readOutbox, verifiedUser } from '../../test/accounts-helpers.js';
import { aShop, theArticles } from '../../test/fixtures.js';
import { pdfText } from '../../test/pdf-text.js';
import { createTestApp, TEST_ENGINE, TEST_NOW, type TestApp } from '../../test/test-app.js';
import { smsText } from '../messages/sms-text.js';

let t: TestApp;
let admin: string;
let metz: number;
let articles: Article[];
const kg = () => articles.find((a) => a.saleUnit === 'kg' && !a.discountIsActive) as Article;
const other = () => articles.find((a) => a.saleUnit === 'kg' && a.id !== kg().id) as Article;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin@example.com');
  metz = (await aShop(t)).id;
  articles = await theArticles(t);
});
afterAll(() => t.close());
beforeEach(() => t.setNow(TEST_NOW));

const admin$ = (method: 'POST' | 'PUT', path: string, payload: object) =>
  t.app.inject({ method, url: `/api/admin/shops/${metz}/${path}`, payload, cookies: { sid: admin } });

async function customerWith(article: Article) {
  const { sid } = await verifiedUser(t);
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/carts',
    cookies: { sid },
    payload: { articleId: article.id, quantity: 1 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return sid;
}
const order = (sid: string, date: string, extra: { timeWindowId?: number } = {}) =>
  t.call('POST /api/orders', { body: { mode: 'Pickup', shopId: metz, date, ...extra }, cookies: { sid } });
const slots = async () =>
  (await t.call('GET /api/orders/slots', { query: { mode: 'Pickup', shopId: metz } })).answer.slots;
const calendar = async () =>
  (await t.call('GET /api/admin/shops/{id}', { params: { id: metz }, cookies: { sid: admin } })).answer;
/** An instant given on Paris clocks (winter: UTC+1). */
const paris = (clock: string) => new Date(`${clock}:00+01:00`);

describe(`holiday ordering days in the order check on ${TEST_ENGINE}`, () => {
  it('opens and closes the orders for the 24th to the minute, beyond the usual rules, and the slots follow', async () => {
    const created = await admin$('POST', 'holidays', {
      date: '2026-12-24',
      label: 'Noël',
      ordersOpenAt: '2026-11-25T09:00',
      cutOffAt: '2026-12-20T18:00',
      capacity: 300,
    });
    expect(created.statusCode, created.body).toBe(200);
    const sid = await customerWith(kg());

    const early = await order(sid, '2026-12-24');
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.Date[0]).toBe(
      'Les commandes de Noël pour le jeudi 24 décembre ouvrent le mercredi 25 novembre à 9\u00a0h. Revenez à ce moment-là ou choisissez une autre date.',
    );
    expect((await slots()).map((s) => s.date)).not.toContain('2026-12-24');

    t.setNow(paris('2026-11-25T08:59'));
    expect((await order(sid, '2026-12-24')).statusCode).toBe(400);
    t.setNow(paris('2026-11-25T09:00'));
    const christmas = (await slots()).find((s) => s.date === '2026-12-24');
    // The holiday day is offered with its name and cut-off.
    expect(christmas).toMatchObject({
      holiday: { label: 'Noël', cutOffAt: '2026-12-20T18:00', limitedArticles: false, articleIds: [] },
    });
    expect((await order(sid, '2026-12-24')).statusCode).toBe(201);

    const late = await customerWith(kg());
    t.setNow(paris('2026-12-20T17:59'));
    expect((await slots()).map((s) => s.date)).toContain('2026-12-24');
    // The shop's usual cut-off (18:00 the day before) does not apply to the holiday day.
    t.setNow(paris('2026-12-20T18:00'));
    const closed = await order(late, '2026-12-24');
    expect(closed.statusCode).toBe(400);
    expect(closed.json().errors.Date[0]).toBe(
      'Les commandes de Noël pour le jeudi 24 décembre sont closes depuis le dimanche 20 décembre à 18\u00a0h. Choisissez une autre date.',
    );
    expect((await slots()).map((s) => s.date)).not.toContain('2026-12-24');
    t.setNow(new Date(paris('2026-12-20T18:00').getTime() - 1000));
    expect((await order(late, '2026-12-24')).statusCode).toBe(201);
  });

  it('keeps a holiday day’s capacity under parallel orders, never over', async () => {
    const created = await admin$('POST', 'holidays', {
      date: '2026-12-31',
      label: 'la Saint-Sylvestre',
      ordersOpenAt: '2026-11-20T08:00',
      cutOffAt: '2026-12-29T12:00',
      capacity: 4,
    });
    expect(created.statusCode, created.body).toBe(200);
    const customers = await Promise.all(Array.from({ length: 10 }, () => customerWith(kg())));
    const answers = await Promise.all(customers.map((sid) => order(sid, '2026-12-31')));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(4);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(6);
    for (const answer of refused) expect(answer.json().errors.Date[0]).toMatch(/complet/);
    const { holidays } = await calendar();
    expect(holidays.find((h) => h.date === '2026-12-31')?.booked).toBe(4);
    expect((await slots()).map((s) => s.date)).not.toContain('2026-12-31');
  });

  it('limits a holiday day to its festive articles, in French', async () => {
    const { holidays } = await calendar();
    const christmas = holidays.find((h) => h.date === '2026-12-24');
    const put = await admin$('PUT', `holidays/${christmas?.id}`, {
      date: '2026-12-24',
      label: 'Noël',
      ordersOpenAt: '2026-11-20T09:00',
      cutOffAt: '2026-12-20T18:00',
      capacity: 300,
      articleIds: [kg().id],
    });
    expect(put.statusCode, put.body).toBe(200);
    const sid = await customerWith(other());
    const refused = await order(sid, '2026-12-24');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.Cart[0]).toBe(
      `«\u00a0${other().designation}\u00a0» n’est pas proposé pour les commandes de Noël du jeudi 24 décembre\u00a0: retirez-le du panier ou choisissez une autre date.`,
    );
    const festive = await customerWith(kg());
    expect((await order(festive, '2026-12-24')).statusCode).toBe(201);
    expect((await slots()).find((s) => s.date === '2026-12-24')?.holiday?.limitedArticles).toBe(true);
  });
});

describe(`time windows in the order check on ${TEST_ENGINE}`, () => {
  it('asks for a window on a day that has some, stores it, shows it in the messages; a full one is refused', async () => {
    const res = await admin$('POST', 'time-windows', {
      date: '2026-11-28',
      mode: 'Pickup',
      starts: '09:00',
      ends: '10:00',
      capacity: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    await admin$('POST', 'time-windows', {
      date: '2026-11-28',
      mode: 'Pickup',
      starts: '10:00',
      ends: '11:00',
      capacity: 5,
    });
    const windows = (await slots()).find((s) => s.date === '2026-11-28')?.windows ?? [];
    expect(windows.map((w) => [w.starts, w.ends, w.remaining])).toEqual([
      ['09:00', '10:00', 2],
      ['10:00', '11:00', 5],
    ]);
    const [nine, ten] = windows;
    const sid = await customerWith(kg());
    const without = await order(sid, '2026-11-28');
    expect(without.statusCode).toBe(400);
    expect(without.json().errors.TimeWindowId[0]).toBe('Choisissez un créneau horaire.');
    expect((await order(sid, '2026-11-28', { timeWindowId: 999999 })).json().errors.TimeWindowId[0]).toMatch(
      /pas proposé/,
    );
    // A day without windows takes none.
    expect((await order(sid, '2026-11-27', { timeWindowId: nine?.id })).statusCode).toBe(400);

    const placed = await order(sid, '2026-11-28', { timeWindowId: nine?.id });
    expect(placed.statusCode, placed.body).toBe(201);
    const placedOrder = placed.answer;
    expect(placedOrder.timeWindow).toEqual({ starts: '09:00', ends: '10:00' });
    const mail = readOutbox(t, 'mail').find((m) => m.text.includes(placedOrder.number));
    expect(mail?.text).toMatch(/Retrait le samedi 28 novembre entre 9\u00a0h et 10\u00a0h à la boutique/);
    const sms = readOutbox(t, 'sms').at(-1);
    expect(sms?.text).toContain(smsText('à retirer le samedi 28 novembre entre 9\u00a0h et 10\u00a0h'));
    const page = await t.app.inject({ url: `/api/orders/${placedOrder.id}`, cookies: { sid } });
    expect(page.json().timeWindow).toEqual({ starts: '09:00', ends: '10:00' });
    const board = await t.app.inject({ url: '/api/admin/orders?date=2026-11-28', cookies: { sid: admin } });
    expect(board.json().items[0].timeWindow).toEqual({ starts: '09:00', ends: '10:00' });
    const label = await t.app.inject({
      url: `/api/admin/orders/${placedOrder.id}/label.pdf`,
      cookies: { sid: admin },
    });
    expect(label.statusCode).toBe(200);
    expect(pdfText(label.rawPayload)).toMatch(/samedi 28 novembre, 9\s?h\s?–\s?10\s?h/);
    const preparation = await t.app.inject({
      url: `/api/admin/preparation?shopId=${metz}&date=2026-11-28`,
      cookies: { sid: admin },
    });
    expect(preparation.json().orders[0].timeWindow).toEqual({ starts: '09:00', ends: '10:00' });
    const sheet = await t.app.inject({
      url: `/api/admin/preparation.pdf?shopId=${metz}&date=2026-11-28`,
      cookies: { sid: admin },
    });
    expect(pdfText(sheet.rawPayload)).toMatch(/Créneau/);

    // At the counter: weighed, then ready; the customer's SMS says the window.
    const detail = await t.app.inject({ url: `/api/admin/orders/${placedOrder.id}`, cookies: { sid: admin } });
    const lineId = detail.json().lines[0].id as number;
    const weigh = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${placedOrder.id}/lines/${lineId}`,
      payload: { weighedQuantity: 1 },
      cookies: { sid: admin },
    });
    expect(weigh.statusCode, weigh.body).toBe(200);
    for (const status of ['Confirmed', 'Ready']) {
      const moved = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${placedOrder.id}/status`,
        payload: { status },
        cookies: { sid: admin },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    expect(readOutbox(t, 'sms').at(-1)?.text).toContain(
      smsText(
        'prête, 38,90\u00a0€ TTC. À retirer le samedi 28 novembre entre 9\u00a0h et 10\u00a0h, boutique Metz-Centre.',
      ),
    );
    // Parallel orders for the last place of 9 h – 10 h: exactly one gets it.
    const racers = await Promise.all(Array.from({ length: 6 }, () => customerWith(kg())));
    const answers = await Promise.all(racers.map((r) => order(r, '2026-11-28', { timeWindowId: nine?.id })));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 201)) {
      expect(a.json().errors.TimeWindowId[0]).toBe('Ce créneau est complet. Choisissez-en un autre.');
    }
    const after = (await slots()).find((s) => s.date === '2026-11-28')?.windows ?? [];
    expect(after.map((w) => w.remaining)).toEqual([0, 5]);
    const loser = racers[answers.findIndex((a) => a.statusCode !== 201)] as string;
    expect((await order(loser, '2026-11-28', { timeWindowId: ten?.id })).statusCode).toBe(201);

    // A window with orders cannot go: lower its capacity instead.
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/shops/${metz}/time-windows/${nine?.id}`,
      cookies: { sid: admin },
    });
    expect(del.statusCode).toBe(409);
    expect(del.json().detail).toMatch(/2 commandes ont choisi ce créneau/);
  });
});
