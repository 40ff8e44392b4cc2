import type { Article, ArticleCategoriesResponse, ArticlesResponse, ProblemDetails } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldForSearch } from '../../lib/text.js';
import { loginAs } from '../../test/accounts-helpers.js';
import { createTestApp, TEST_ENGINE, TEST_NOW, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function get<T>(url: string, expectedStatus = 200) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(expectedStatus);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers.authenticated).toBe('false');
  return res.json() as T;
}

/** The demo pro (chef@example.com) is approved: pro prices are for approved pros only. */
async function asApprovedPro<T>(url: string) {
  const res = await t.app.inject({ url, cookies: { sid: await loginAs(t, 'chef@example.com') } });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json() as T;
}

const articles = (query = '') => get<ArticlesResponse>(`/api/articles${query}`);
const badRequest = (url: string) => get<ProblemDetails>(url, 400);

describe(`catalogue API on ${TEST_ENGINE}`, () => {
  describe('GET /api/article-categories', () => {
    it('answers the category tree with sub-categories and article counts', async () => {
      const { categories } = await get<ArticleCategoriesResponse>('/api/article-categories');
      expect(categories.length).toBeGreaterThanOrEqual(8);
      expect(categories.map((c) => c.name)).toEqual(expect.arrayContaining(['Bœuf', 'Veau', 'Porc', 'Volaille']));
      for (const category of categories) {
        expect(category.subCategories.length).toBeGreaterThan(0);
        expect(category.imageUrl).toMatch(/^\/images\/categories\/.+\.svg$/);
      }
      const counted = categories.flatMap((c) => c.subCategories).reduce((n, s) => n + s.articleCount, 0);
      const { totalCount } = await articles();
      expect(counted).toBe(totalCount);
    });
  });

  describe('GET /api/articles', () => {
    it('answers the first page by default with the paged shape of the brief', async () => {
      const page = await articles();
      expect(page.pageNumber).toBe(1);
      expect(page.pageSize).toBe(24);
      expect(page.totalCount).toBeGreaterThanOrEqual(80);
      expect(page.items).toHaveLength(24);
      expect(page.totalPages).toBe(Math.ceil(page.totalCount / 24));
      const [first] = page.items as [Article];
      expect(Object.keys(first)).toEqual(
        expect.arrayContaining([
          'id',
          'designation',
          'subFamily',
          'pricePerUnit',
          'discountIsActive',
          'discountedPrice',
          'purchasePricePerUnit',
          'discountedPurchasePricePerUnit',
        ]),
      );
      expect(Number.isInteger(first.pricePerUnit * 100)).toBe(true);
    });

    it('pages without overlap, answers a short last page and an empty page past the end', async () => {
      const one = await articles('?PageSize=10&PageNumber=1');
      const two = await articles('?PageSize=10&PageNumber=2');
      expect(one.items).toHaveLength(10);
      expect(two.pageNumber).toBe(2);
      const ids = new Set(one.items.map((a) => a.id));
      expect(two.items.some((a) => ids.has(a.id))).toBe(false);

      const last = await articles(`?PageSize=10&PageNumber=${one.totalPages}`);
      expect(last.items.length).toBe(one.totalCount - 10 * (one.totalPages - 1));
      const past = await articles(`?PageSize=10&PageNumber=${one.totalPages + 1}`);
      expect(past.items).toEqual([]);
      expect(past.totalCount).toBe(one.totalCount);

      const all = await articles('?PageSize=100');
      expect(new Set(all.items.map((a) => a.id)).size).toBe(Math.min(100, all.totalCount));
    });

    it('reads query names case-insensitively', async () => {
      const page = await articles('?pagesize=5&PAGENUMBER=2');
      expect(page.pageSize).toBe(5);
      expect(page.pageNumber).toBe(2);
    });

    it('filters discounted articles: only active discounts, priced below the regular price', async () => {
      const all = await articles('?PageSize=100');
      const page = await articles('?DiscountedOnly=true&PageSize=100');
      expect(page.totalCount).toBeGreaterThan(0);
      expect(page.totalCount).toBeLessThan(all.totalCount);
      for (const a of page.items) {
        expect(a.discountIsActive).toBe(true);
        expect(a.discountedPrice).not.toBeNull();
        expect(a.discountedPrice as number).toBeLessThan(a.pricePerUnit);
        // A visitor is no pro: pro prices are not shown.
        expect(a.discountedPurchasePricePerUnit).toBeNull();
      }
      for (const a of (await asApprovedPro<ArticlesResponse>('/api/articles?DiscountedOnly=true&PageSize=100')).items) {
        expect(a.discountedPurchasePricePerUnit as number).toBeLessThan(a.purchasePricePerUnit as number);
      }
      const undiscounted = all.items.filter((a) => !a.discountIsActive);
      expect(undiscounted.every((a) => a.discountedPrice === null)).toBe(true);
      expect(await articles('?DiscountedOnly=false&PageSize=100')).toEqual(all);
    });

    it('ends a discount when its period is over', async () => {
      const { items } = await articles('?DiscountedOnly=true&PageSize=1');
      const [discounted] = items as [Article];
      await t.database.db
        .updateTable('article')
        .set({ discount_ends_at: new Date(TEST_NOW.getTime() - 1000).toISOString() })
        .where('id', '=', discounted.id)
        .execute();
      const after = await get<Article>(`/api/articles/${discounted.id}`);
      expect(after.discountIsActive).toBe(false);
      expect(after.discountedPrice).toBeNull();
      const still = await articles('?DiscountedOnly=true&PageSize=100');
      expect(still.items.map((a) => a.id)).not.toContain(discounted.id);
    });

    it('gives a discounted article the lowest regular price of the last 30 days as its reference', async () => {
      const { items } = await articles('?DiscountedOnly=true&PageSize=100');
      const target = items[items.length - 1] as Article;
      const cents = Math.round(target.pricePerUnit * 100);
      const day = 86_400_000;
      await t.database.db.deleteFrom('article_price_history').where('article_id', '=', target.id).execute();
      await t.database.db
        .insertInto('article_price_history')
        .values([
          {
            article_id: target.id,
            price_cents: cents - 250,
            purchase_price_cents: 1,
            valid_from: new Date(TEST_NOW.getTime() - 60 * day).toISOString(),
          },
          {
            article_id: target.id,
            price_cents: cents,
            purchase_price_cents: 2,
            valid_from: new Date(TEST_NOW.getTime() - 10 * day).toISOString(),
          },
        ])
        .execute();
      const after = await get<Article>(`/api/articles/${target.id}`);
      expect(after.referencePrice).toBe((cents - 250) / 100);
      expect(after.referencePurchasePrice).toBeNull();
      expect((await asApprovedPro<Article>(`/api/articles/${target.id}`)).referencePurchasePrice).toBe(0.01);
      const undiscounted = (await articles('?PageSize=100')).items.find((a) => !a.discountIsActive) as Article;
      expect(undiscounted.referencePrice).toBe(undiscounted.pricePerUnit);
    });

    it('filters highlighted articles', async () => {
      const page = await articles('?HighlightedOnly=true&PageSize=100');
      expect(page.totalCount).toBeGreaterThan(0);
      expect(page.items.every((a) => a.isHighlighted)).toBe(true);
    });

    it('filters by sub-categories, repeated or comma-separated', async () => {
      const { categories } = await get<ArticleCategoriesResponse>('/api/article-categories');
      const [a, b] = categories.flatMap((c) => c.subCategories) as unknown as [{ id: number }, { id: number }];
      const one = await articles(`?SubCategoryIds=${a.id}&PageSize=100`);
      expect(one.totalCount).toBeGreaterThan(0);
      expect(one.items.every((x) => x.subCategoryId === a.id)).toBe(true);
      const repeated = await articles(`?SubCategoryIds=${a.id}&SubCategoryIds=${b.id}&PageSize=100`);
      const commas = await articles(`?SubCategoryIds=${a.id},${b.id}&PageSize=100`);
      expect(commas).toEqual(repeated);
      expect(new Set(repeated.items.map((x) => x.subCategoryId))).toEqual(new Set([a.id, b.id]));
      expect((await articles('?SubCategoryIds=999999')).totalCount).toBe(0);
    });

    it('combines filters', async () => {
      const page = await articles('?HighlightedOnly=true&DiscountedOnly=true&PageSize=100');
      expect(page.items.every((a) => a.isHighlighted && a.discountIsActive)).toBe(true);
    });

    it('searches ignoring case, accents and ligatures', async () => {
      const boeuf = await articles('?Search=boeuf&PageSize=100');
      expect(boeuf.totalCount).toBeGreaterThan(0);
      expect(boeuf.items.some((a) => `${a.designation} ${a.category}`.includes('Bœuf'))).toBe(true);
      for (const a of boeuf.items) {
        expect(foldForSearch(`${a.designation} ${a.subFamily} ${a.category}`)).toContain('boeuf');
      }
      for (const spelling of ['B%C5%92UF', 'b%C5%93uf', 'BOEUF', '%20%20Boeuf%20']) {
        expect((await articles(`?Search=${spelling}&PageSize=100`)).totalCount).toBe(boeuf.totalCount);
      }
      const cote = await articles('?Search=cote');
      expect(cote.items.some((a) => a.designation.includes('Côte'))).toBe(true);
    });

    it('needs every word of a search and treats wildcards literally', async () => {
      const two = await articles('?Search=boeuf%20zzzz');
      expect(two.totalCount).toBe(0);
      expect((await articles('?Search=%25')).totalCount).toBe(0);
      expect((await articles('?Search=_')).totalCount).toBe(0);
      expect((await articles('?Search=')).totalCount).toBe((await articles()).totalCount);
    });

    it('asks a visitor to log in for favourites only', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/articles?FavoritesOnly=true' });
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toMatch(/Connectez-vous/);
      expect(res.headers.authenticated).toBe('false');
    });

    it.each([
      ['?PageSize=0', 'PageSize'],
      ['?PageSize=10000', 'PageSize'],
      ['?PageSize=abc', 'PageSize'],
      ['?PageSize=2.5', 'PageSize'],
      ['?PageNumber=0', 'PageNumber'],
      ['?PageNumber=-1', 'PageNumber'],
      ['?PageNumber=1e400', 'PageNumber'],
      ['?DiscountedOnly=maybe', 'DiscountedOnly'],
      ['?HighlightedOnly=2', 'HighlightedOnly'],
      ['?SubCategoryIds=abc', 'SubCategoryIds'],
      ['?SubCategoryIds=1,-2', 'SubCategoryIds'],
      ['?Search=(5 000 caractères)', 'Search'],
      ['?Search=a&Search=b', 'Search'],
      ['?Sort=cheapest', 'Sort'],
      ['?Sort=-price:asc', 'Sort'],
      ['?Sort=price:up', 'Sort'],
      ['?Sort=price&Sort=name', 'Sort'],
    ])('answers 400 with a French message for %s', async (query, field) => {
      const url = `/api/articles${query.replace('(5 000 caractères)', 'a'.repeat(5000))}`;
      const body = await badRequest(url);
      expect(body.status).toBe(400);
      expect(body.title).toBe('Requête invalide');
      const key = Object.keys(body.errors ?? {}).find((k) => k === field || k.startsWith(`${field}[`)) ?? field;
      const messages = body.errors?.[key];
      expect(messages?.length, JSON.stringify(body)).toBeGreaterThan(0);
      expect(messages?.[0]).toMatch(/[a-zéèêàç]/);
      expect(messages?.[0]).not.toMatch(/\b(expected|invalid|must)\b/i);
    });
  });

  describe('GET /api/articles/:id', () => {
    it('answers one article with all its data', async () => {
      const { items } = await articles('?PageSize=1');
      const article = await get<Article>(`/api/articles/${items[0]?.id}`);
      expect(article).toEqual(items[0]);
      expect(['kg', 'piece']).toContain(article.saleUnit);
      expect(article.vatRate).toBe(5.5);
    });

    it('answers 404 in JSON for an unknown or withdrawn article', async () => {
      const body = await get<ProblemDetails>('/api/articles/999999', 404);
      expect(body.detail).toMatch(/n'existe pas/);
      const { items } = await articles('?PageSize=1&PageNumber=3');
      const id = items[0]?.id as number;
      await t.database.db.updateTable('article').set({ is_active: 0 }).where('id', '=', id).execute();
      await get<ProblemDetails>(`/api/articles/${id}`, 404);
      expect((await articles('?PageSize=100')).items.map((a) => a.id)).not.toContain(id);
    });

    it.each(['abc', '0', '-1', '1.5', '99999999999999999999'])('answers 400 for the id %s', async (id) => {
      const body = await badRequest(`/api/articles/${id}`);
      expect(body.errors?.Id?.[0]).toMatch(/identifiant/i);
    });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    for (const url of ['/api/nope', '/api', '/api/articles/1/whatever']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, title: 'Ressource introuvable' });
      expect(res.headers.authenticated).toBe('false');
    }
    const post = await t.app.inject({ method: 'DELETE', url: '/api/articles' });
    expect(post.statusCode).toBe(404);
  });
});
