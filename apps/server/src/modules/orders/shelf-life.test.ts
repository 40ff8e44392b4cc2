import type { AdminArticle, Article } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, readOutbox } from '../../test/accounts-helpers.js';
import { anArticle, aShop } from '../../test/fixtures.js';
import { pdfText } from '../../test/pdf-text.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { completeOrder, placeOrder } from '../invoices/invoice-test-helpers.js';

// Issue 39: an article's shelf life (1 to 60 days) gives each line its use-by date at « prête »: the order's day
// plus the days, kept whatever the article becomes, on the order, the label and the « prête » message.

let t: TestApp;
let admin: string;
let staff: string;
let chef: string;
let steak: Article;
const flat = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');
const patch = (body: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/articles/${steak.id}`, cookies: { sid: admin }, payload: body });
const shelfLife = async () =>
  ((await t.app.inject({ url: `/api/admin/articles/${steak.id}`, cookies: { sid: admin } })).json() as AdminArticle)
    .shelfLifeDays;

beforeAll(async () => {
  t = await createTestApp();
  [admin, staff, chef] = await Promise.all([
    loginAs(t, 'admin@example.com'),
    loginAs(t, 'staff@example.com'),
    loginAs(t, 'chef@example.com'),
  ]);
  steak = await anArticle(t, { saleUnit: 'kg', discountIsActive: false, isOutOfStock: false });
});
afterAll(() => t.close());

describe(`the use-by date on ${TEST_ENGINE}`, () => {
  it('refuses a shelf life outside 1 to 60 whole days with a French 400, and changes nothing', async () => {
    expect(await shelfLife()).toBeNull();
    const refusals: [unknown, string][] = [
      [0, 'La durée de conservation\u00a0: 1\u00a0jour au moins.'],
      [61, 'La durée de conservation\u00a0: 60\u00a0jours au plus.'],
      [2.5, 'La durée de conservation\u00a0: un nombre entier de jours est attendu.'],
      ['3', 'La durée de conservation\u00a0: un nombre de jours est attendu.'],
    ];
    for (const [value, message] of refusals) {
      const res = await patch({ shelfLifeDays: value });
      expect(res.statusCode, String(value)).toBe(400);
      expect(res.json().errors.ShelfLifeDays).toEqual([message]);
    }
    expect(await shelfLife()).toBeNull();
  });

  it('fixes the order’s day plus the shelf life on each line at « prête », on the label and in the message', async () => {
    const res = await patch({ shelfLifeDays: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().shelfLifeDays).toBe(3);
    const before = readOutbox(t, 'mail').length;
    const order = await placeOrder(t, chef, (await aShop(t)).id, [[steak, 1]]);
    const line = async () =>
      (await t.call('GET /api/orders/{id}', { params: { id: order.id }, cookies: { sid: chef } })).answer.lines[0];
    expect((await line())?.bestBefore).toBeNull();
    await completeOrder(t, staff, order.id);
    // Placed for Saturday 21 November 2026: three days on.
    expect((await line())?.bestBefore).toBe('2026-11-24');

    const label = await t.app.inject({ url: `/api/admin/orders/${order.id}/label.pdf`, cookies: { sid: staff } });
    expect(flat(pdfText(label.rawPayload))).toContain('À consommer jusqu’au 24 novembre');
    const ready = readOutbox(t, 'mail')
      .slice(before)
      .find((m) => m.subject?.endsWith('est prête') && m.subject.includes(order.number));
    expect(flat(ready?.text ?? '')).toContain(`${steak.designation} — `);
    expect(flat(ready?.text ?? '')).toContain('(à consommer jusqu’au 24 novembre)');

    // The article's later change touches no line already ready.
    expect((await patch({ shelfLifeDays: 10 })).statusCode).toBe(200);
    expect((await line())?.bestBefore).toBe('2026-11-24');
    expect((await patch({ shelfLifeDays: null })).json().shelfLifeDays).toBeNull();
  });
});
