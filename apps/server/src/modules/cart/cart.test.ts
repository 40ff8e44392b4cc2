import type { Article, CartResponse } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifiedUser } from '../../test/accounts-helpers.js';
import type { TestCallArgs } from '../../test/endpoint-call.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { setCartLine } from './cart.repository.js';

let t: TestApp;
let articles: Article[];
beforeAll(async () => {
  t = await createTestApp();
  articles = (await t.call('GET /api/articles', { query: { PageSize: 5 } })).answer.items;
});
afterAll(() => t.close());

// Some calls send what the contract refuses, on purpose: the body is the table's type only by assertion.
const put = (sid: string | undefined, payload: unknown) =>
  t.call('PUT /api/carts', { body: payload as CartLine, ...(sid ? { cookies: { sid } } : {}) });
const cartOf = async (sid: string) => (await t.call('GET /api/carts', { cookies: { sid } })).answer;
type CartLine = TestCallArgs<'PUT /api/carts'>['body'];
const id = (i: number) => (articles[i] as Article).id;

describe(`server cart on ${TEST_ENGINE}`, () => {
  it('sets quantities with two decimals (a 250 g steak is 0,25 kg), answers { items: [{ article, quantity }] }, 0 removes', async () => {
    const { sid } = await verifiedUser(t);
    expect(await cartOf(sid)).toEqual({ items: [] });
    expect((await put(sid, { articleId: id(0), quantity: 1.256 })).statusCode).toBe(200);
    const res = await put(sid, { articleId: id(1), quantity: 2 });
    const cart = res.answer;
    expect(cart.items.map((i) => [i.article.id, i.quantity])).toEqual([
      [id(0), 1.26],
      [id(1), 2],
    ]);
    expect(cart.items[0]?.article.designation).toBe(articles[0]?.designation);
    await put(sid, { articleId: id(0), quantity: 0.25 });
    expect((await cartOf(sid)).items.find((i) => i.article.id === id(0))?.quantity).toBe(0.25);
    await put(sid, { articleId: id(0), quantity: 0 });
    expect((await cartOf(sid)).items.map((i) => i.article.id)).toEqual([id(1)]);
    await put(sid, { articleId: id(1), quantity: 0.004 });
    expect((await cartOf(sid)).items).toEqual([]);
  });

  it('answers each change with the cart as it then stands, as GET /api/carts does', async () => {
    const { sid } = await verifiedUser(t);
    const steps: [number, number, [number, number][]][] = [
      [id(3), 1, [[id(3), 1]]],
      [
        id(2),
        2,
        [
          [id(3), 1],
          [id(2), 2],
        ],
      ],
      [
        id(3),
        1.5,
        [
          [id(3), 1.5],
          [id(2), 2],
        ],
      ],
      [id(3), 0, [[id(2), 2]]],
    ];
    for (const [articleId, quantity, expected] of steps) {
      const answer = (await put(sid, { articleId, quantity })).answer;
      // Lines keep the order they were first added in (ties by article): the same order as GET's.
      const lines = answer.items.map((i) => [i.article.id, i.quantity]);
      expect([...lines].sort()).toEqual([...expected].sort());
      expect(answer).toEqual(await cartOf(sid));
    }
  });

  it.each([
    [{ articleId: 1, quantity: -1 }, 'Quantity', /négative/],
    [{ articleId: 1, quantity: 5000 }, 'Quantity', /dépasser/],
    [{ articleId: 1, quantity: '2' }, 'Quantity', /nombre/],
    [{ articleId: 999999, quantity: 1 }, 'ArticleId', /n’existe pas/],
    [{ articleId: 'abc', quantity: 1 }, 'ArticleId', /article/],
    [{ quantity: 1 }, 'ArticleId', /article/],
  ])('refuses %o with 400 and changes nothing', async (payload, field, message) => {
    const { sid } = await verifiedUser(t);
    await put(sid, { articleId: id(2), quantity: 1 });
    const res = await put(sid, payload);
    expect(res.statusCode).toBe(400);
    expect(res.problem.errors?.[field]?.[0]).toMatch(message);
    expect((await cartOf(sid)).items.map((i) => [i.article.id, i.quantity])).toEqual([[id(2), 1]]);
  });

  it('keeps each user’s cart to themselves', async () => {
    const alice = await verifiedUser(t);
    const bob = await verifiedUser(t);
    await put(alice.sid, { articleId: id(0), quantity: 3 });
    await put(bob.sid, { articleId: id(0), quantity: 1 });
    await t.app.inject({ method: 'POST', url: '/api/carts/clear', cookies: { sid: bob.sid } });
    expect((await cartOf(bob.sid)).items).toEqual([]);
    expect((await cartOf(alice.sid)).items.map((i) => i.quantity)).toEqual([3]);
  });

  it('answers changes of several customers arriving together, each with its own cart as of its own change', async () => {
    const [a, b, c] = [await verifiedUser(t), await verifiedUser(t), await verifiedUser(t)];
    await put(b.sid, { articleId: id(1), quantity: 1 });
    await put(b.sid, { articleId: id(4), quantity: 4 });
    await put(c.sid, { articleId: id(3), quantity: 1 });
    const lines = (res: { answer: CartResponse }) => res.answer.items.map((i) => [i.article.id, i.quantity]);
    // On PostgreSQL these go to the database in one statement, and A's second change in a second one.
    const statements: string[] = [];
    const execute = t.app.db.executeQuery.bind(t.app.db);
    const spy = vi.spyOn(t.app.db, 'executeQuery').mockImplementation((query) => {
      if ('sql' in query) statements.push(query.sql);
      return execute(query);
    });
    type Answer = Awaited<ReturnType<typeof put>>;
    let answers: [Answer, Answer, Answer, Answer];
    try {
      answers = await Promise.all([
        put(a.sid, { articleId: id(0), quantity: 1 }),
        put(b.sid, { articleId: id(1), quantity: 0 }),
        put(c.sid, { articleId: id(2), quantity: 3 }),
        put(a.sid, { articleId: id(1), quantity: 2 }),
      ]);
    } finally {
      spy.mockRestore();
    }
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    // A's first change answers A's cart with it; on SQLite the second may already show there too (each
    // request's read follows its write in its own call), on PostgreSQL it comes in a statement of its own.
    expect(lines(answers[0])).toEqual(TEST_ENGINE === 'postgres' ? [[id(0), 1]] : expect.arrayContaining([[id(0), 1]]));
    expect(answers.slice(1).map(lines)).toEqual([
      [[id(4), 4]],
      [
        [id(3), 1],
        [id(2), 3],
      ].sort(([x], [y]) => (x as number) - (y as number)),
      [
        [id(0), 1],
        [id(1), 2],
      ].sort(([x], [y]) => (x as number) - (y as number)),
    ]);
    for (const [user, answer] of [
      [a, answers[3]],
      [b, answers[1]],
      [c, answers[2]],
    ] as const) {
      expect((await cartOf(user.sid)).items.map((i) => [i.article.id, i.quantity])).toEqual(lines(answer));
    }
    if (TEST_ENGINE === 'postgres') {
      // One for the three users, one for A's second change; a failed batch retried update by update would be more.
      expect(statements.filter((text) => text.includes('unnest(') && text.includes('cart_item'))).toHaveLength(2);
    }
  });

  it('fails only the change that fails when changes arrive together (an article that does not exist)', async () => {
    const [a, b] = [await verifiedUser(t), await verifiedUser(t)];
    const now = new Date().toISOString();
    const userId = async (email: string) =>
      (await t.app.db.selectFrom('user_account').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    const [idA, idB] = [await userId(a.user.email), await userId(b.user.email)];
    const [good, bad] = await Promise.allSettled([
      setCartLine(t.app.db, idA, id(0), 150, now),
      setCartLine(t.app.db, idB, 2_000_000_000, 100, now),
    ]);
    expect(good).toEqual({ status: 'fulfilled', value: [{ article_id: id(0), quantity_hundredths: 150 }] });
    expect(bad.status).toBe('rejected');
    expect((await cartOf(b.sid)).items).toEqual([]);
  });

  it('asks a visitor to log in', async () => {
    expect((await t.app.inject('/api/carts')).statusCode).toBe(401);
    expect((await put(undefined, { articleId: id(0), quantity: 1 })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/carts/clear' })).statusCode).toBe(401);
  });
});

describe(`favourites on ${TEST_ENGINE}`, () => {
  it('adds and removes favourites, marks articles and filters FavoritesOnly', async () => {
    const { sid } = await verifiedUser(t);
    const other = await verifiedUser(t);
    const add = await t.call('POST /api/articles/favorites/{id}', { params: { id: id(3) }, cookies: { sid } });
    expect(add.statusCode).toBe(200);
    expect(add.answer.isFavorite).toBe(true);
    await t.app.inject({ method: 'POST', url: `/api/articles/favorites/${id(3)}`, cookies: { sid } });
    const favorites = (await t.call('GET /api/articles', { query: { FavoritesOnly: 'true' }, cookies: { sid } }))
      .answer;
    expect(favorites.items.map((a) => a.id)).toEqual([id(3)]);
    expect(favorites.totalCount).toBe(1);
    const list = (await t.call('GET /api/articles', { query: { PageSize: 5 }, cookies: { sid } })).answer;
    expect(list.items.filter((a) => a.isFavorite).map((a) => a.id)).toEqual([id(3)]);
    const theirs = (
      await t.app.inject({ url: '/api/articles?FavoritesOnly=true', cookies: { sid: other.sid } })
    ).json();
    expect(theirs.totalCount).toBe(0);
    const remove = await t.call('DELETE /api/articles/favorites/{id}', { params: { id: id(3) }, cookies: { sid } });
    expect(remove.answer.isFavorite).toBe(false);
    expect((await t.app.inject({ url: '/api/articles?FavoritesOnly=true', cookies: { sid } })).json().totalCount).toBe(
      0,
    );
  });

  it('answers 401 to a visitor, 404 for an unknown article, 400 for a bad id', async () => {
    const { sid } = await verifiedUser(t);
    expect((await t.app.inject({ method: 'POST', url: `/api/articles/favorites/${id(0)}` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/articles/favorites/999999', cookies: { sid } })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/articles/favorites/abc', cookies: { sid } })).statusCode,
    ).toBe(400);
  });
});

describe('requests from another site', () => {
  it('refuses state changes from a foreign origin or as a non-JSON body', async () => {
    const { sid } = await verifiedUser(t);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: '/api/carts',
      headers: { origin: 'https://evil.example' },
      payload: { articleId: id(0), quantity: 1 },
      cookies: { sid },
    });
    expect(foreign.statusCode).toBe(403);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/carts/clear',
      headers: { 'sec-fetch-site': 'cross-site' },
      cookies: { sid },
    });
    expect(crossSite.statusCode).toBe(403);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/accounts/logout',
        headers: { 'content-type': type },
        payload: 'a=1',
        cookies: { sid },
      });
      expect(res.statusCode, type).toBe(415);
    }
    expect((await t.app.inject({ url: '/api/accounts/me', cookies: { sid } })).statusCode).toBe(200);
    const sameOrigin = await t.app.inject({
      method: 'PUT',
      url: '/api/carts',
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
      payload: { articleId: id(0), quantity: 1 },
      cookies: { sid },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });
});
