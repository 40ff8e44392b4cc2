import type { Article, ArticleCategoriesResponse, ArticlesQuery } from '@boucherie/contract';
import { ArticlesResponse as ArticlesSchema } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonOf } from '../../http/cached-answer.js';
import { approvePro, loginAs, newPro, verifiedUser } from '../../test/accounts-helpers.js';
import { createTestApp, TEST_ENGINE, TEST_NOW, type TestApp } from '../../test/test-app.js';

// The catalogue is answered from memory (ADR 026): every kind of change shows on the very next request.
let t: TestApp;
let admin: string;
let marie: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin@example.com');
  marie = await loginAs(t, 'marie@example.com');
});
afterAll(() => t.close());

const get = (url: string, sid?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers, ...(sid ? { cookies: { sid } } : {}) });
const list = async (sid?: string, query: ArticlesQuery = { PageSize: 100 }) => {
  const res = await t.call('GET /api/articles', { query, ...(sid ? { cookies: { sid } } : {}) });
  expect(res.statusCode).toBe(200);
  return res.answer.items;
};
const categories = async () => (await t.call('GET /api/article-categories')).answer;
const one = async (id: number, sid?: string) => (await list(sid)).find((a) => a.id === id) as Article;
const firstKg = async () => (await list()).find((a) => a.saleUnit === 'kg' && !a.discountIsActive) as Article;
const patchArticle = async (id: number, payload: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/articles/${id}`,
    cookies: { sid: admin },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe(`catalogue answers from memory, on ${TEST_ENGINE}`, () => {
  it('writes what the contract says, key for key (the list as the serialiser would)', async () => {
    const res = await t.call('GET /api/articles');
    expect(res.body).toBe(jsonOf(ArticlesSchema, JSON.parse(res.body)));
    expect(res.answer.items).toHaveLength(24);
  });

  it('shows a price change (back office) on the very next request, in the list, the article and the cart', async () => {
    const article = await firstKg();
    await t.app.inject({
      method: 'PUT',
      url: '/api/carts',
      cookies: { sid: marie },
      payload: { articleId: article.id, quantity: 1 },
    });
    const before = await get(`/api/articles/${article.id}`);
    await patchArticle(article.id, { pricePerUnit: article.pricePerUnit + 1 });
    expect((await one(article.id)).pricePerUnit).toBe(article.pricePerUnit + 1);
    const after = await t.call('GET /api/articles/{id}', { params: { id: article.id } });
    expect(after.answer.pricePerUnit).toBe(article.pricePerUnit + 1);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const cart = (await t.call('GET /api/carts', { cookies: { sid: marie } })).answer;
    expect(cart.items.find((i) => i.article.id === article.id)?.article.pricePerUnit).toBe(article.pricePerUnit + 1);
  });

  it('shows a change written straight into the database (seed, housekeeping, a fix by hand)', async () => {
    const article = await firstKg();
    await t.database.db
      .updateTable('article')
      .set({ designation: 'Onglet de bœuf maison' })
      .where('id', '=', article.id)
      .execute();
    expect((await one(article.id)).designation).toBe('Onglet de bœuf maison');
  });

  it('starts a discount at midnight and ends it on time, with no write in between', async () => {
    const article = await firstKg();
    // TEST_NOW is Friday 20 November 2026, 10:00 in Paris: from Saturday 00:00 to Sunday 00:00.
    await patchArticle(article.id, {
      discountedPrice: article.pricePerUnit - 2,
      discountStartsAt: '2026-11-21T00:00',
      discountEndsAt: '2026-11-22T00:00',
    });
    expect((await one(article.id)).discountIsActive).toBe(false);
    t.setNow(new Date('2026-11-20T22:59:59.999Z'));
    expect((await one(article.id)).discountIsActive).toBe(false);
    t.setNow(new Date('2026-11-20T23:00:00.000Z'));
    expect(await one(article.id)).toMatchObject({ discountIsActive: true, discountedPrice: article.pricePerUnit - 2 });
    const discounted = (await list(undefined, { DiscountedOnly: 'true', PageSize: 100 })).map((a) => a.id);
    expect(discounted).toContain(article.id);
    t.setNow(new Date('2026-11-21T23:00:00.000Z'));
    expect((await one(article.id)).discountIsActive).toBe(false);
    // The clock going back (tests do it) finds the discount again.
    t.setNow(new Date('2026-11-21T12:00:00.000Z'));
    expect((await one(article.id)).discountIsActive).toBe(true);
    t.setNow(TEST_NOW);
    expect((await one(article.id)).discountIsActive).toBe(false);
  });

  it('withdraws an article: gone from the list, 404 by id, refused in a cart', async () => {
    const article = await firstKg();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/articles/${article.id}`,
      cookies: { sid: admin },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect((await list()).map((a) => a.id)).not.toContain(article.id);
    expect((await get(`/api/articles/${article.id}`)).statusCode).toBe(404);
    const cart = await t.app.inject({
      method: 'PUT',
      url: '/api/carts',
      cookies: { sid: marie },
      payload: { articleId: article.id, quantity: 1 },
    });
    expect(cart.statusCode).toBe(400);
    await t.app.inject({ method: 'POST', url: `/api/admin/articles/${article.id}/restore`, cookies: { sid: admin } });
    expect((await get(`/api/articles/${article.id}`)).statusCode).toBe(200);
  });

  it('hides a category: the tree and the list follow', async () => {
    const tree = await categories();
    const category = tree.categories.at(-1) as ArticleCategoriesResponse['categories'][number];
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/categories/${category.id}`,
      cookies: { sid: admin },
      payload: { isHidden: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await categories();
    expect(after.categories.map((c) => c.id)).not.toContain(category.id);
    expect((await list()).some((a) => a.categoryId === category.id)).toBe(false);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/categories/${category.id}`,
      cookies: { sid: admin },
      payload: { isHidden: false },
    });
  });

  it('marks a favourite for its owner only, on the next request', async () => {
    const article = await firstKg();
    const chef = await loginAs(t, 'chef@example.com');
    expect((await one(article.id, marie)).isFavorite).toBe(false);
    const add = await t.app.inject({
      method: 'POST',
      url: `/api/articles/favorites/${article.id}`,
      cookies: { sid: marie },
    });
    expect(add.statusCode).toBeLessThan(300);
    expect((await one(article.id, marie)).isFavorite).toBe(true);
    expect((await (await get(`/api/articles/${article.id}`, marie)).json()).isFavorite).toBe(true);
    expect((await list(marie, { FavoritesOnly: 'true' })).map((a) => a.id)).toContain(article.id);
    // Nobody else sees it: another customer, a visitor, and their ETags differ from hers.
    expect((await one(article.id, chef)).isFavorite).toBe(false);
    expect((await one(article.id)).isFavorite).toBe(false);
    expect((await list(chef, { FavoritesOnly: 'true' })).map((a) => a.id)).not.toContain(article.id);
    const hers = await get('/api/articles?PageSize=100', marie);
    const visitor = await get('/api/articles?PageSize=100');
    expect(hers.headers.etag).not.toBe(visitor.headers.etag);
    expect(
      (await get('/api/articles?PageSize=100', undefined, { 'if-none-match': String(hers.headers.etag) })).statusCode,
    ).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/articles/favorites/${article.id}`, cookies: { sid: marie } });
    expect((await one(article.id, marie)).isFavorite).toBe(false);
  });

  it('gives pro prices to an approved pro from the request after the approval, and never to anyone else', async () => {
    const pro = await verifiedUser(t, newPro());
    const [before] = await list(pro.sid);
    expect(before?.purchasePricePerUnit).toBeNull();
    await approvePro(t, pro.input.email);
    const [after] = await list(pro.sid);
    expect(after?.purchasePricePerUnit).toEqual(expect.any(Number));
    const [visitor] = await list();
    const [particulier] = await list(marie);
    expect(visitor?.purchasePricePerUnit).toBeNull();
    expect(particulier?.purchasePricePerUnit).toBeNull();
  });
});

describe(`ETag and 304, on ${TEST_ENGINE}`, () => {
  for (const url of ['/api/articles', '/api/articles?Search=boeuf', '/api/article-categories', '/api/shops']) {
    it(`${url}: a weak tag, 304 to If-None-Match (alone, in a list, or *), 200 to another tag`, async () => {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      expect((await get(url)).headers.etag).toBe(etag);
      for (const tag of [etag, `"other", ${etag}`, etag.slice(2), '*']) {
        const again = await get(url, undefined, { 'if-none-match': tag });
        expect(again.statusCode, tag).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers.etag).toBe(etag);
      }
      expect((await get(url, undefined, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
    });
  }

  it('says who may keep what: articles per viewer, categories and shops for everyone; errors for nobody', async () => {
    const articles = await get('/api/articles', marie);
    expect(articles.headers['cache-control']).toBe('private, no-cache');
    expect(String(articles.headers.vary)).toMatch(/cookie/i);
    expect((await get('/api/articles/1')).headers['cache-control']).toBe('private, no-cache');
    for (const url of ['/api/article-categories', '/api/shops']) {
      const res = await get(url, marie);
      expect(res.headers['cache-control'], url).toBe('public, no-cache');
      expect(String(res.headers.vary ?? ''), url).not.toMatch(/cookie/i);
    }
    expect((await get('/api/articles/999999')).headers['cache-control']).toBe('no-store');
  });
});

describe(`shops from memory, on ${TEST_ENGINE}`, () => {
  const shops = async () => (await t.call('GET /api/shops')).answer.shops;

  it('shows a change of the back office, and a closing day written by hand, on the next request', async () => {
    const [shop] = await shops();
    const id = shop?.id as number;
    const before = await get('/api/shops');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/shops/${id}`,
      cookies: { sid: admin },
      payload: { dailyCapacity: 77 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await shops()).find((s) => s.id === id)?.dailyCapacity).toBe(77);
    expect((await get('/api/shops', undefined, { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(200);
    await t.database.db
      .insertInto('shop_closing_day')
      .values({ shop_id: id, date: '2026-11-27', reason: 'Inventaire' })
      .execute();
    expect((await shops()).find((s) => s.id === id)?.closingDays).toContainEqual({
      date: '2026-11-27',
      reason: 'Inventaire',
    });
  });

  it('drops a closing day once it is past, when the day changes in Paris', async () => {
    const [shop] = await shops();
    await t.database.db
      .insertInto('shop_closing_day')
      .values({ shop_id: shop?.id as number, date: '2026-11-21', reason: 'Jour férié' })
      .execute();
    expect((await shops())[0]?.closingDays.map((d) => d.date)).toContain('2026-11-21');
    t.setNow(new Date('2026-11-21T23:30:00.000Z')); // Sunday 00:30 in Paris
    expect((await shops())[0]?.closingDays.map((d) => d.date)).not.toContain('2026-11-21');
    t.setNow(TEST_NOW);
  });
});
