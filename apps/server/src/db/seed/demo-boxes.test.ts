import type { Article, ArticlesResponse, LotBoxesResponse } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/accounts-helpers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';

// The demo calf's boxes and the Christmas quotas (issue 40), seeded as `npm start` seeds them.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ lots: true, festiveDay: true });
});
afterAll(() => t.close());

const idOf = async (slug: string) =>
  (await t.database.db.selectFrom('article').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;

describe(`the demo boxes and quotas on ${TEST_ENGINE}`, () => {
  it('sells twelve boxes of the calf, the catalogue saying weight, slaughter day and deposit', async () => {
    const id = await idOf('colis-de-veau');
    const article = (await t.app.inject(`/api/articles/${id}`)).json() as Article;
    expect(article.box).toMatchObject({
      nominalWeightText: 'environ 5\u00a0kg',
      nominalPriceCents: 9450,
      depositCents: 2835,
      cancelled: false,
    });
    const list = (await t.app.inject('/api/articles?Search=colis')).json() as ArticlesResponse;
    expect(list.items.find((a) => a.id === id)?.box?.depositCents).toBe(2835);
    const owner = { sid: await loginAs(t, 'admin@example.com') };
    const box = (await t.app.inject({ url: `/api/admin/articles/${id}/box`, cookies: owner })).json();
    const boxes = (
      await t.app.inject({ url: `/api/admin/lots/${box.lot.id}/boxes`, cookies: owner })
    ).json() as LotBoxesResponse;
    expect(boxes).toMatchObject({ boxCount: 12, sold: 0 });
    const day = (await t.app.inject(`/api/articles/${id}?date=${box.distributionDate}`)).json() as Article;
    expect(day.remaining).toBe(12);
    // A change of the box moves the catalogue kept in memory (its trigger): the next read says the new deposit.
    const { lot, shopId, distributionDate, nominalWeightGrams, pricePerKgCents } = box;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/articles/${id}/box`,
      cookies: owner,
      payload: {
        lotId: lot.id,
        boxCount: 10,
        nominalWeightGrams,
        pricePerKgCents,
        distributionDate,
        shopId,
        depositPercent: 20,
      },
    });
    expect(put.statusCode).toBe(200);
    const again = (await t.app.inject('/api/articles?Search=colis')).json() as ArticlesResponse;
    expect(again.items.find((a) => a.id === id)?.box?.depositCents).toBe(1890);
  });

  it('limits the chapons to 60 on Christmas Eve, set through the Noël day', async () => {
    const id = await idOf('chapon-fermier');
    const owner = { sid: await loginAs(t, 'admin@example.com') };
    const quotas = (await t.app.inject({ url: `/api/admin/articles/${id}/quotas`, cookies: owner })).json();
    expect(quotas.items).toEqual([expect.objectContaining({ quantity: 60, remaining: 60, holidayLabel: 'Noël' })]);
    expect(quotas.items[0].date).toMatch(/-12-24$/);
  });
});
