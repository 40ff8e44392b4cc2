import type { StandingOrdersResponse } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, readOutbox, verifiedUser } from '../../test/accounts-helpers.js';
import { anArticle, aShop } from '../../test/fixtures.js';
import { runScheduleAt } from '../../test/schedule-helpers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';

// A standing order's occurrence meets a sold-out article (issue 40): the order is placed without it and the
// customer's e-mail and their list say so. METZ-CENTRE; Tuesday the 24th is placed on Monday at 08:00.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`a standing order and a sold-out article on ${TEST_ENGINE}`, () => {
  it('leaves the sold-out article out of the occurrence and tells the customer', async () => {
    const adminSid = await loginAs(t, 'admin@example.com');
    const metz = await aShop(t);
    const chapon = await anArticle(t, { designation: 'Chapon fermier' });
    const kg = await anArticle(t, { saleUnit: 'kg', isOutOfStock: false });
    const put = await t.call('PUT /api/admin/articles/{id}/quotas', {
      params: { id: chapon.id },
      body: [{ date: '2026-11-24', quantity: 0 }],
      cookies: { sid: adminSid },
    });
    expect(put.statusCode, put.body).toBe(200);

    const { sid, user } = await verifiedUser(t);
    const created = await t.call('POST /api/standing-orders', {
      body: {
        name: 'Dimanche',
        mode: 'Pickup',
        shopId: metz.id,
        weekdays: [2],
        startDate: '2026-11-21',
        lines: [
          { articleId: chapon.id, quantity: 1 },
          { articleId: kg.id, quantity: 1.5 },
        ],
      },
      cookies: { sid },
    });
    expect(created.statusCode, created.body).toBe(201);

    expect(await runScheduleAt(t, new Date('2026-11-23T08:00:00+01:00'))).toEqual({ placed: 1, skipped: 0 });
    const orders = (await t.call('GET /api/orders', { query: { PageSize: 10 }, cookies: { sid } })).answer.items;
    expect(orders.map((o) => [o.date, o.lines.map((l) => l.articleId)])).toEqual([['2026-11-24', [kg.id]]]);

    const mail = readOutbox(t, 'mail')
      .filter((m) => m.to === user.email)
      .at(-1);
    expect(mail?.text).toContain('- Chapon fermier est épuisé ce jour-là\u00a0: nous l’avons retiré de la commande.');
    const listed = (
      await t.app.inject({ url: '/api/standing-orders', cookies: { sid } })
    ).json() as StandingOrdersResponse;
    expect(listed.items[0]?.recentOccurrences[0]?.leftOut ?? listed.items[0]?.nextOccurrences[0]?.leftOut).toEqual([
      { articleId: chapon.id, designation: 'Chapon fermier', reason: 'SoldOut' },
    ]);
  });
});
