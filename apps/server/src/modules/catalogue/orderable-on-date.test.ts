import type { Article, ArticlesQuery } from '@boucherie/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/accounts-helpers.js';
import { theArticles } from '../../test/fixtures.js';
import { createTestApp, TEST_ENGINE, TEST_NOW, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
let metz: number;
let woippy: number;
let articles: Article[];
let christmasId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin@example.com');
  const { shops } = (await t.call('GET /api/shops')).answer;
  metz = shops.find((s) => s.department === 'METZ-CENTRE')?.id as number;
  woippy = shops.find((s) => s.department === 'WOIPPY')?.id as number;
  articles = await theArticles(t);
  const created = await t.call('POST /api/admin/shops/{id}/holidays', {
    params: { id: metz },
    cookies: { sid: admin },
    body: {
      date: '2026-12-24',
      label: 'Noël',
      ordersOpenAt: '2026-11-25T09:00',
      cutOffAt: '2026-12-20T18:00',
      capacity: 300,
      articleIds: [articles[0]?.id as number, articles[1]?.id as number],
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  christmasId = created.answer.holidays.find((h) => h.date === '2026-12-24')?.id as number;
});
afterAll(() => t.close());
beforeEach(() => t.setNow(TEST_NOW));

const list = (query: string) => t.app.inject(`/api/articles?PageSize=100&${query}`);
const items = async (query: ArticlesQuery) =>
  (await t.call('GET /api/articles', { query: { PageSize: 100, ...query } })).answer.items;

describe(`orderableOnDate on ${TEST_ENGINE}`, () => {
  it('is false for an article not on a holiday day’s list, true for the listed ones and on any other day', async () => {
    const [first, second, third] = articles;
    const christmas = await items({ date: '2026-12-24', shopId: metz });
    expect(christmas.find((a) => a.id === first?.id)?.orderableOnDate).toBe(true);
    expect(christmas.find((a) => a.id === second?.id)?.orderableOnDate).toBe(true);
    expect(christmas.find((a) => a.id === third?.id)?.orderableOnDate).toBe(false);
    expect(christmas.filter((a) => a.orderableOnDate)).toHaveLength(2);
    // Another day, and the same day at another shop, take the whole catalogue.
    expect((await items({ date: '2026-12-23', shopId: metz })).every((a) => a.orderableOnDate === true)).toBe(true);
    expect((await items({ date: '2026-12-24', shopId: woippy })).every((a) => a.orderableOnDate === true)).toBe(true);
    // Absent without a date: the answer is the catalogue's as before.
    expect((await items({})).every((a) => !('orderableOnDate' in a))).toBe(true);
  });

  it('answers one article the same way, and lists only the day’s articles with OrderableOnly', async () => {
    const [first, , third] = articles;
    const one = (id: number | undefined, date: string) =>
      t.app.inject(`/api/articles/${id}?date=${date}&shopId=${metz}`);
    expect((await one(third?.id, '2026-12-24')).json().orderableOnDate).toBe(false);
    expect((await one(first?.id, '2026-12-24')).json().orderableOnDate).toBe(true);
    expect((await one(third?.id, '2026-12-23')).json().orderableOnDate).toBe(true);
    expect('orderableOnDate' in (await t.app.inject(`/api/articles/${third?.id}`)).json()).toBe(false);
    const festive = await items({ date: '2026-12-24', shopId: metz, OrderableOnly: 'true' });
    expect(festive.map((a) => a.id).sort()).toEqual([articles[0]?.id, articles[1]?.id].sort());
  });

  it('follows a change of the festive list at once, though the catalogue itself did not change', async () => {
    const before = await items({ date: '2026-12-24', shopId: metz });
    expect(before.find((a) => a.id === articles[2]?.id)?.orderableOnDate).toBe(false);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/shops/${metz}/holidays/${christmasId}`,
      cookies: { sid: admin },
      payload: {
        date: '2026-12-24',
        label: 'Noël',
        ordersOpenAt: '2026-11-25T09:00',
        cutOffAt: '2026-12-20T18:00',
        capacity: 300,
        articleIds: [articles[0]?.id, articles[1]?.id, articles[2]?.id],
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const after = await items({ date: '2026-12-24', shopId: metz });
    expect(after.find((a) => a.id === articles[2]?.id)?.orderableOnDate).toBe(true);
  });

  it.each([
    ['date=2026-12-24&OrderableOnly=true', 'ShopId', 'Choisissez la boutique de ce jour.'],
    [`shopId=${1}`, 'Date', 'Choisissez le jour de cette boutique.'],
    ['date=2026-02-30&shopId=1', 'Date', 'Date invalide\u00a0: écrivez-la AAAA-MM-JJ, par exemple 2026-12-24.'],
    ['date=demain&shopId=1', 'Date', 'Date invalide\u00a0: écrivez-la AAAA-MM-JJ, par exemple 2026-12-24.'],
    ['date=2026-12-24&shopId=abc', 'ShopId', 'Choisissez une boutique.'],
    ['date=2026-12-24&shopId=999', 'ShopId', 'Cette boutique n’existe pas.'],
    ['OrderableOnly=true', 'Date', 'Choisissez le jour de cette boutique.'],
  ])('answers a French 400 for %s', async (query, field, message) => {
    const res = await list(query);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[field]).toContain(message);
    const one = await t.app.inject(`/api/articles/${articles[0]?.id}?${query}`);
    if (!query.includes('OrderableOnly')) expect(one.statusCode).toBe(400);
  });
});

describe(`GET /api/holiday-orders on ${TEST_ENGINE}`, () => {
  it('lists a holiday day once its orders open, with its cut-off and articles, and drops it once they close', async () => {
    const open = async () => (await t.call('GET /api/holiday-orders')).answer.holidays;
    expect(await open()).toEqual([]);
    t.setNow(new Date('2026-11-25T08:00:00Z'));
    expect(await open()).toEqual([
      {
        shopId: metz,
        shopName: 'Maison Thirion Metz-Centre',
        date: '2026-12-24',
        label: 'Noël',
        cutOffAt: '2026-12-20T17:00:00.000Z',
        articleIds: expect.arrayContaining([articles[0]?.id, articles[1]?.id]),
      },
    ]);
    t.setNow(new Date('2026-12-20T17:00:00Z'));
    expect(await open()).toEqual([]);
  });
});
