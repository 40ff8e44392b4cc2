import type { Article, Shop, StandingOrder } from '@boucherie/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginAs, readOutbox, verifiedUser } from '../../test/accounts-helpers.js';
import { theArticles, theShops } from '../../test/fixtures.js';
import { scheduleDeps } from '../../test/schedule-helpers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { runStandingOrders, type SchedulerDeps, startStandingOrders } from './scheduler.js';

// The schedule on one process, its clock moved by hand (TEST_NOW: Friday 20 November 2026, 10:00 Paris).
// METZ-CENTRE: closed on Mondays, orders close at 18:00 the day before; occurrences go at 08:00 that day.
let t: TestApp;
let shops: Shop[];
let articles: Article[];
let deps: SchedulerDeps;
const metz = () => shops.find((s) => s.department === 'METZ-CENTRE') as Shop;
const kgArticles = () => articles.filter((a) => a.saleUnit === 'kg' && !a.isOutOfStock);
/** Paris in winter: UTC+1. */
const paris = (clock: string) => new Date(`${clock}:00+01:00`);

beforeEach(async () => {
  t = await createTestApp();
  shops = await theShops(t);
  articles = await theArticles(t);
  deps = scheduleDeps(t);
});
afterEach(() => t.close());

async function standingOrder(sid: string, overrides: object = {}) {
  const [a, b] = kgArticles() as [Article, Article];
  const res = await t.call('POST /api/standing-orders', {
    cookies: { sid },
    body: {
      name: 'Bistrot',
      mode: 'Pickup',
      shopId: metz().id,
      weekdays: [2, 5],
      startDate: '2026-11-21',
      lines: [
        { articleId: a.id, quantity: 2, preparationNote: 'ficelé' },
        { articleId: b.id, quantity: 1.5 },
      ],
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.answer;
}

const mine = async (sid: string) => (await t.call('GET /api/standing-orders', { cookies: { sid } })).answer.items;
const ordersOf = async (sid: string) =>
  (await t.call('GET /api/orders', { query: { PageSize: 100 }, cookies: { sid } })).answer.items;
const mailsTo = (email: string) => readOutbox(t, 'mail').filter((m) => m.to === email);

describe(`the standing orders' schedule (${TEST_ENGINE})`, () => {
  it('places each date once, at 08:00 on its cut-off day, as the clock moves across days', async () => {
    const { sid, user } = await verifiedUser(t);
    const created = await standingOrder(sid);
    const [a, b] = kgArticles() as [Article, Article];

    expect(await runStandingOrders(deps)).toEqual({ placed: 0, skipped: 0 });
    t.setNow(paris('2026-11-23T07:59'));
    expect(await runStandingOrders(deps)).toEqual({ placed: 0, skipped: 0 });
    t.setNow(paris('2026-11-23T08:00'));
    expect(await runStandingOrders(deps)).toEqual({ placed: 1, skipped: 0 });
    expect(await runStandingOrders(deps)).toEqual({ placed: 0, skipped: 0 });

    const [first] = await ordersOf(sid);
    expect(first).toMatchObject({ date: '2026-11-24', mode: 'Pickup', status: 'Pending', shop: { id: metz().id } });
    expect(first?.lines.map((l) => [l.articleId, l.quantity, l.preparationNote])).toEqual([
      [a.id, 2, 'ficelé'],
      [b.id, 1.5, null],
    ]);
    const mail = mailsTo(user.email).at(-1);
    expect(mail?.subject).toBe(
      `Maison Thirion — commande récurrente\u00a0: n°\u00a0${first?.number} pour le mardi 24 novembre`,
    );
    expect(mail?.text).toContain(
      'Comme prévu par votre commande récurrente «\u00a0Bistrot\u00a0», nous avons enregistré',
    );
    expect(mail?.text).toContain(
      `Vous pouvez modifier ses quantités ou l’annuler en ligne jusqu’au lundi 23 novembre à 18\u00a0h\u00a0: http://localhost/order/${first?.id}. Pour sauter`,
    );

    const listed = (await mine(sid))[0] as StandingOrder;
    expect(listed.nextOccurrences[0]).toMatchObject({
      date: '2026-11-24',
      status: 'Placed',
      order: { id: first?.id, number: first?.number },
      cutOffAt: '2026-11-23T17:00:00.000Z',
    });

    // Thursday, Friday's turn; then the next Monday, Tuesday's.
    t.setNow(paris('2026-11-26T09:30'));
    expect(await runStandingOrders(deps)).toEqual({ placed: 1, skipped: 0 });
    t.setNow(paris('2026-11-30T17:59'));
    expect(await runStandingOrders(deps)).toEqual({ placed: 1, skipped: 0 });
    expect((await ordersOf(sid)).map((o) => o.date).sort()).toEqual(['2026-11-24', '2026-11-27', '2026-12-01']);

    t.setNow(paris('2026-12-02T10:00'));
    const later = (await mine(sid))[0] as StandingOrder;
    expect(later.id).toBe(created.id);
    expect(later.recentOccurrences.map((o) => [o.date, o.status])).toEqual([
      ['2026-12-01', 'Placed'],
      ['2026-11-27', 'Placed'],
      ['2026-11-24', 'Placed'],
    ]);
  });

  it('places a date once when runs overlap (several connections on PostgreSQL)', async () => {
    const { sid } = await verifiedUser(t);
    await standingOrder(sid);
    t.setNow(paris('2026-11-23T08:00'));
    const runs = await Promise.all([runStandingOrders(deps), runStandingOrders(deps), runStandingOrders(deps)]);
    expect(runs.reduce((sum, r) => sum + r.placed, 0)).toBe(1);
    expect((await ordersOf(sid)).map((o) => o.date)).toEqual(['2026-11-24']);
    const rows = await t.database.db.selectFrom('standing_order_occurrence').selectAll().execute();
    expect(rows.map((r) => [r.date, r.status])).toEqual([['2026-11-24', 'placed']]);
  });

  it('skips a closed day and a full day, and says so', async () => {
    const { sid, user } = await verifiedUser(t);
    await standingOrder(sid);
    const admin = await loginAs(t, 'admin@example.com');
    const closing = await t.app.inject({
      method: 'POST',
      url: `/api/admin/shops/${metz().id}/closing-days`,
      cookies: { sid: admin },
      payload: { date: '2026-11-24', reason: 'Inventaire' },
    });
    expect(closing.statusCode, closing.body).toBe(200);

    t.setNow(paris('2026-11-23T08:00'));
    expect(await runStandingOrders(deps)).toEqual({ placed: 0, skipped: 1 });
    expect(await ordersOf(sid)).toEqual([]);
    const mail = mailsTo(user.email).at(-1);
    expect(mail?.subject).toBe('Maison Thirion — commande récurrente\u00a0: pas de commande le mardi 24 novembre');
    expect(mail?.text).toContain('La boutique est fermée ce jour-là.');
    expect((await mine(sid))[0]?.nextOccurrences[0]).toMatchObject({
      date: '2026-11-24',
      status: 'Skipped',
      skipReason: 'Closed',
      order: null,
    });

    // Friday 27: the day's one place taken by someone else.
    await t.database.db.updateTable('shop').set({ daily_capacity: 1 }).where('id', '=', metz().id).execute();
    const other = await verifiedUser(t);
    await t.app.inject({
      method: 'PUT',
      url: '/api/carts',
      cookies: { sid: other.sid },
      payload: { articleId: kgArticles()[0]?.id, quantity: 1 },
    });
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      cookies: { sid: other.sid },
      payload: { mode: 'Pickup', shopId: metz().id, date: '2026-11-27' },
    });
    expect(taken.statusCode, taken.body).toBe(201);
    t.setNow(paris('2026-11-26T08:00'));
    expect(await runStandingOrders(deps)).toEqual({ placed: 0, skipped: 1 });
    expect((await mine(sid))[0]?.nextOccurrences[0]).toMatchObject({
      date: '2026-11-27',
      status: 'Skipped',
      skipReason: 'Full',
      message: 'Ce jour est complet. Choisissez une autre date.',
    });
    expect(mailsTo(user.email).at(-1)?.subject).toContain('pas de commande le vendredi 27 novembre');
  });

  it('leaves a withdrawn article out and reports it; skips a date with nothing left', async () => {
    const { sid, user } = await verifiedUser(t);
    await standingOrder(sid);
    const [a, b] = kgArticles() as [Article, Article];
    const admin = await loginAs(t, 'admin@example.com');
    const withdrawn = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/articles/${a.id}`,
      cookies: { sid: admin },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await mine(sid))[0]?.lines[0]).toMatchObject({
      articleId: a.id,
      available: false,
      unavailableReason: 'Withdrawn',
    });

    t.setNow(paris('2026-11-23T08:00'));
    expect(await runStandingOrders(deps)).toEqual({ placed: 1, skipped: 0 });
    const [order] = await ordersOf(sid);
    expect(order?.lines.map((l) => l.articleId)).toEqual([b.id]);
    const occurrence = (await mine(sid))[0]?.nextOccurrences[0];
    expect(occurrence).toMatchObject({
      status: 'Placed',
      leftOut: [{ articleId: a.id, designation: a.designation, reason: 'Withdrawn' }],
    });
    expect(mailsTo(user.email).at(-1)?.text).toContain(
      `Non inclus cette fois\u00a0:\n- ${a.designation} n’est plus en vente\u00a0: nous l’avons retiré de la commande.`,
    );

    const out = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/articles/${b.id}`,
      cookies: { sid: admin },
      payload: { isOutOfStock: true },
    });
    expect(out.statusCode, out.body).toBe(200);
    t.setNow(paris('2026-11-26T08:00'));
    expect(await runStandingOrders(deps)).toEqual({ placed: 0, skipped: 1 });
    expect((await mine(sid))[0]?.nextOccurrences[0]).toMatchObject({
      date: '2026-11-27',
      status: 'Skipped',
      skipReason: 'Unavailable',
      leftOut: [
        { articleId: a.id, reason: 'Withdrawn' },
        { articleId: b.id, reason: 'OutOfStock' },
      ],
    });
    expect(mailsTo(user.email).at(-1)?.text).toContain(`«\u00a0${b.designation}\u00a0» est en rupture de stock`);
  });

  it('leaves paused orders and skipped dates alone; a date given back before its cut-off is placed', async () => {
    const { sid } = await verifiedUser(t);
    const created = await standingOrder(sid);
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/standing-orders/${created.id}`, cookies: { sid }, payload });
    expect((await patch({ skip: '2026-11-24' })).statusCode).toBe(200);
    t.setNow(paris('2026-11-23T08:00'));
    expect(await runStandingOrders(deps)).toEqual({ placed: 0, skipped: 0 });
    expect((await patch({ unskip: '2026-11-24' })).statusCode).toBe(200);
    expect(await runStandingOrders(deps)).toEqual({ placed: 1, skipped: 0 });
    // Placed: skipping it now is the shop's business.
    const late = await patch({ skip: '2026-11-24' });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toMatch(/^La commande du mardi 24 novembre est déjà passée/);

    expect((await patch({ paused: true })).statusCode).toBe(200);
    t.setNow(paris('2026-11-26T08:00'));
    expect(await runStandingOrders(deps)).toEqual({ placed: 0, skipped: 0 });
    expect((await ordersOf(sid)).length).toBe(1);
  });

  it('places at start a date missed while the server was down, unless its cut-off has passed', async () => {
    const { sid } = await verifiedUser(t);
    await standingOrder(sid, { weekdays: [2, 3] });
    // Down from Friday to Monday 19:00: Tuesday's cut-off (Monday 18:00) has passed, Wednesday's has not and its
    // placing time has not come; Tuesday 12:00 — Wednesday is due.
    t.setNow(paris('2026-11-23T19:00'));
    let stop = startStandingOrders(deps, 3_600_000);
    await stop();
    expect(await ordersOf(sid)).toEqual([]);
    expect((await mine(sid))[0]?.nextOccurrences[0]?.date).toBe('2026-11-25');

    t.setNow(paris('2026-11-24T12:00'));
    stop = startStandingOrders(deps, 3_600_000);
    await stop();
    expect((await ordersOf(sid)).map((o) => o.date)).toEqual(['2026-11-25']);
  });
});
