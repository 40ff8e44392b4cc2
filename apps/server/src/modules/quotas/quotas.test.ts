import type { Article, PutArticleQuotasRequest } from '@boucherie/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs, verifiedUser } from '../../test/accounts-helpers.js';
import { BURST, burst, statuses } from '../../test/burst.js';
import { anArticle, aShop, putInCart } from '../../test/fixtures.js';
import { createLoadCustomers } from '../../test/load-customers.js';
import { journalOf } from '../../test/people-helpers.js';
import { createTestApp, TEST_ENGINE, TEST_NOW, type TestApp } from '../../test/test-app.js';

// Quotas per article and day (issue 40). TEST_NOW: Friday 20 November 2026, 10:00 Paris; METZ-CENTRE takes
// Saturday the 21st (40 orders a day), so the quota, not the day, is what refuses here.

let t: TestApp;
let adminSid: string;
let metz: number;
let chapon: Article;
let kg: Article;
const DAY = '2026-11-21';

beforeAll(async () => {
  t = await createTestApp({ config: { RATE_LIMITS: false } });
  adminSid = await loginAs(t, 'admin@example.com');
  metz = (await aShop(t)).id;
  chapon = await anArticle(t, { designation: 'Chapon fermier' });
  kg = await anArticle(t, { saleUnit: 'kg', isOutOfStock: false, discountIsActive: false });
});
afterAll(() => t.close());
beforeEach(() => t.setNow(TEST_NOW));

const putQuotas = (articleId: number, body: PutArticleQuotasRequest, sid = adminSid) =>
  t.call('PUT /api/admin/articles/{id}/quotas', { params: { id: articleId }, body, cookies: { sid } });
const order = (sid: string) =>
  t.call('POST /api/orders', { body: { mode: 'Pickup', shopId: metz, date: DAY }, cookies: { sid } });
const remainingOf = async (articleId: number, date = DAY) =>
  (await t.call('GET /api/articles/{id}', { params: { id: articleId }, query: { date } })).answer.remaining;

async function orderChapons(quantity: number) {
  const { sid } = await verifiedUser(t);
  await putInCart(t, sid, chapon.id, quantity);
  const res = await order(sid);
  return { sid, res };
}

describe(`quotas per article and day on ${TEST_ENGINE}`, () => {
  it('refuses a bad list in French and writes nothing; the owner alone sets them, journaled', async () => {
    expect(chapon.saleUnit).toBe('piece');
    const bad: [unknown, string][] = [
      [[{ quantity: 3 }], 'Indiquez soit une date, soit un jour de fête, pour chaque quantité.'],
      [[{ date: '2026-02-30', quantity: 3 }], 'Date invalide\u00a0: écrivez-la AAAA-MM-JJ, par exemple 2026-12-24.'],
      [[{ date: DAY, quantity: -1 }], 'Indiquez une quantité d’au moins 0 (en kg ou en pièces, selon l’article).'],
      [
        [{ date: DAY, quantity: 2.5 }],
        '«\u00a0Chapon fermier\u00a0» se vend à la pièce\u00a0: indiquez un nombre entier.',
      ],
      [[{ holidayId: 999_999, quantity: 3 }], 'Ce jour de fête n’existe pas.'],
      [
        [
          { date: DAY, quantity: 3 },
          { date: DAY, quantity: 4 },
        ],
        'Le samedi 21 novembre figure deux fois\u00a0: une seule quantité par jour.',
      ],
    ];
    for (const [body, message] of bad) {
      const res = await putQuotas(chapon.id, body as PutArticleQuotasRequest);
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.problem.errors)).toContain(message);
    }
    const read = await t.call('GET /api/admin/articles/{id}/quotas', {
      params: { id: chapon.id },
      cookies: { sid: adminSid },
    });
    expect(read.answer).toEqual({ saleUnit: 'piece', items: [] });
    expect(await remainingOf(chapon.id)).toBeNull();

    const staff = await loginAs(t, 'staff@example.com');
    expect((await putQuotas(chapon.id, [{ date: DAY, quantity: 3 }], staff)).statusCode).toBe(403);

    const set = await putQuotas(chapon.id, [{ date: DAY, quantity: 3 }]);
    expect(set.answer.items).toEqual([{ date: DAY, holidayId: null, holidayLabel: null, quantity: 3, remaining: 3 }]);
    expect(await remainingOf(chapon.id)).toBe(3);
    const list = await t.call('GET /api/articles', { query: { date: DAY, PageSize: 100 } });
    expect(list.answer.items.find((a) => a.id === chapon.id)?.remaining).toBe(3);
    expect(list.answer.items.find((a) => a.id === kg.id)?.remaining).toBeNull();
    const [entry] = await journalOf(t, adminSid, 'article.quotas');
    expect(entry?.summary).toBe('Quantités par jour de «\u00a0Chapon fermier\u00a0» modifiées.');
    await putQuotas(chapon.id, []);
  });

  it('gives back what a reduced order and a cancelled order held; a rise past it answers 409', async () => {
    await putQuotas(chapon.id, [{ date: DAY, quantity: 3 }]);
    const first = await orderChapons(3);
    expect(first.res.statusCode, first.res.body).toBe(201);
    expect(await remainingOf(chapon.id)).toBe(0);

    const refused = await orderChapons(1);
    expect(refused.res.statusCode).toBe(409);
    expect(refused.res.problem).toMatchObject({
      code: 'SOLD_OUT',
      articleId: chapon.id,
      remaining: 0,
      detail:
        '«\u00a0Chapon fermier\u00a0» est épuisé pour le samedi 21 novembre\u00a0: retirez-le ou choisissez un autre jour.',
    });

    const placed = first.res.answer;
    const reduce = await t.call('PUT /api/orders/{id}/lines', {
      params: { id: placed.id },
      body: { lines: [{ articleId: chapon.id, quantity: 1 }] },
      cookies: { sid: first.sid },
    });
    expect(reduce.statusCode, reduce.body).toBe(200);
    expect(await remainingOf(chapon.id)).toBe(2);

    // Two left: three is refused, naming what is left; two is taken.
    const second = await verifiedUser(t);
    await putInCart(t, second.sid, chapon.id, 3);
    const tooMany = await order(second.sid);
    expect(tooMany.problem).toMatchObject({ code: 'SOLD_OUT', remaining: 2 });
    expect(tooMany.problem.detail).toBe(
      '«\u00a0Chapon fermier\u00a0»\u00a0: il n’en reste que 2\u00a0pièces pour le samedi 21 novembre. Réduisez la quantité ou choisissez un autre jour.',
    );
    await putInCart(t, second.sid, chapon.id, 2);
    expect((await order(second.sid)).statusCode).toBe(201);
    expect(await remainingOf(chapon.id)).toBe(0);

    // The first customer cannot take back what they gave.
    const rise = await t.call('PUT /api/orders/{id}/lines', {
      params: { id: placed.id },
      body: { lines: [{ articleId: chapon.id, quantity: 2 }] },
      cookies: { sid: first.sid },
    });
    expect(rise.problem).toMatchObject({ code: 'SOLD_OUT', remaining: 0 });

    const cancel = await t.call('POST /api/orders/{id}/cancel', {
      params: { id: placed.id },
      cookies: { sid: first.sid },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await remainingOf(chapon.id)).toBe(1);
    const admin = await t.call('GET /api/admin/articles/{id}/quotas', {
      params: { id: chapon.id },
      cookies: { sid: adminSid },
    });
    expect(admin.answer.items[0]).toMatchObject({ quantity: 3, remaining: 1 });

    // Sold out on the 21st, the catalogue offers the nearest other day with some left.
    await putQuotas(chapon.id, [
      { date: DAY, quantity: 1 },
      { date: '2026-11-28', quantity: 5 },
      { date: '2026-11-25', quantity: 0 },
    ]);
    const day = await t.call('GET /api/articles/{id}', { params: { id: chapon.id }, query: { date: DAY } });
    expect(day.answer).toMatchObject({ remaining: 0, nextDateWithSome: '2026-11-28' });
    const other = await t.call('GET /api/articles/{id}', { params: { id: chapon.id }, query: { date: '2026-11-28' } });
    expect(other.answer).toMatchObject({ remaining: 5, nextDateWithSome: null });
    await putQuotas(chapon.id, []);
  });

  it(`sells exactly the last 10 chapons to ${BURST} orders sent at once`, { timeout: 60_000 }, async () => {
    const date = '2026-11-21';
    const before = await t.database.db
      .selectFrom('order_line as l')
      .innerJoin('customer_order as o', 'o.id', 'l.order_id')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('l.quantity_hundredths'), eb.lit(0)).as('n'))
      .where('l.article_id', '=', chapon.id)
      .where('o.date', '=', date)
      .where('o.status', '!=', 'Cancelled')
      .executeTakeFirstOrThrow();
    const alreadySold = Number(before.n) / 100;
    await putQuotas(chapon.id, [{ date, quantity: alreadySold + 10 }]);
    expect(await remainingOf(chapon.id)).toBe(10);

    const customers = await createLoadCustomers(t.database.db, BURST, `quota-${TEST_ENGINE}`, t.now());
    for (const c of customers) await putInCart(t, c.sid, chapon.id, 1);
    const answers = await burst((i) => order((customers[i] as { sid: string }).sid));
    expect(statuses(answers)).toEqual({ 201: 10, 409: BURST - 10 });
    expect(answers.find((a) => a.statusCode === 409)?.problem.code).toBe('SOLD_OUT');
    const after = await t.database.db
      .selectFrom('order_line as l')
      .innerJoin('customer_order as o', 'o.id', 'l.order_id')
      .select((eb) => eb.fn.sum<number>('l.quantity_hundredths').as('n'))
      .where('l.article_id', '=', chapon.id)
      .where('o.date', '=', date)
      .where('o.status', '!=', 'Cancelled')
      .executeTakeFirstOrThrow();
    expect(Number(after.n) / 100).toBe(alreadySold + 10);
    expect(await remainingOf(chapon.id)).toBe(0);
    await putQuotas(chapon.id, []);
  });
});
