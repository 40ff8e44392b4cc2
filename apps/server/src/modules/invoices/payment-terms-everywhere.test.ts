import type { Article } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, readOutbox } from '../../test/accounts-helpers.js';
import { anArticle, aShop } from '../../test/fixtures.js';
import { pdfText } from '../../test/pdf-text.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { caller, placeOrder } from './invoice-test-helpers.js';

// Issue 30, item 4: checkout and confirmation told the chef « Vous réglez à la livraison, directement au
// livreur » while his statement said « 30 jours fin de mois ». The account's terms now come from one source:
// the user's and the order's `paymentTerms`, worded by the contract's howYouPay everywhere.

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;
let staff: string;
let chef: string;
let marie: string;
let chefId: number;
let metzId: number;
let quiche: Article;

const me = async (sid: string) => (await t.call('GET /api/accounts/me', { cookies: { sid } })).answer;
const flat = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');
const lastMailTo = (email: string) =>
  readOutbox(t, 'mail')
    .filter((m) => m.to === email)
    .at(-1)?.text ?? '';

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  quiche = await anArticle(t, { saleUnit: 'piece', discountIsActive: false });
  metzId = (await aShop(t)).id;
  [admin, staff, chef, marie] = await Promise.all([
    loginAs(t, 'admin@example.com'),
    loginAs(t, 'staff@example.com'),
    loginAs(t, 'chef@example.com'),
    loginAs(t, 'marie@example.com'),
  ]);
  chefId = (
    await t.database.db
      .selectFrom('user_account')
      .select('id')
      .where('email', '=', 'chef@example.com')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

describe(`a pro's payment terms, from one source, on ${TEST_ENGINE}`, () => {
  it('answers the account’s terms: the business’s default for an approved pro, none for a particulier', async () => {
    expect((await me(chef)).paymentTerms).toBe('days30eom');
    expect((await me(marie)).paymentTerms).toBeNull();
  });

  it('follows the owner’s terms for the pro into the account, the order, its e-mail and its label', async () => {
    const set = await call({
      method: 'PUT',
      url: `/api/admin/customers/${chefId}/payment-terms`,
      sid: admin,
      payload: { paymentTerms: 'days45eom' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await me(chef)).paymentTerms).toBe('days45eom');

    const order = await placeOrder(t, chef, metzId, [[quiche, 2]]);
    expect(order.paymentTerms).toBe('days45eom');
    const mail = flat(lastMailTo('chef@example.com'));
    expect(mail).toContain('Vous réglez sur facture, par virement, selon vos conditions : 45 jours fin de mois.');
    expect(mail).not.toContain('Vous réglez à la boutique');
    const read = (await t.call('GET /api/orders/{id}', { params: { id: order.id }, cookies: { sid: chef } })).answer;
    expect(read.paymentTerms).toBe('days45eom');

    const label = await call({ url: `/api/admin/orders/${order.id}/label.pdf`, sid: staff });
    expect(label.statusCode, label.body.slice(0, 200)).toBe(200);
    const text = flat(pdfText(label.rawPayload));
    expect(text).toContain('Sur facture (45 jours fin de mois) : rien à encaisser.');
    expect(text).not.toContain('à payer');
  });

  it('follows the business’s default when the pro has no terms of their own', async () => {
    await call({
      method: 'PUT',
      url: `/api/admin/customers/${chefId}/payment-terms`,
      sid: admin,
      payload: { paymentTerms: null },
    });
    const identity = (await t.call('GET /api/admin/business', { cookies: { sid: admin } })).answer;
    const { complete: _c, missing: _m, updatedAt: _u, pendingInvoices: _p, ...fields } = identity;
    const saved = await call({
      method: 'PUT',
      url: '/api/admin/business',
      sid: admin,
      payload: { ...fields, defaultProTerms: 'immediate' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await me(chef)).paymentTerms).toBe('immediate');
    const order = await placeOrder(t, chef, metzId, [[quiche, 1]]);
    expect(order.paymentTerms).toBe('immediate');
  });

  it('keeps a particulier’s order paid at the shop, in its answer, e-mail and label', async () => {
    const order = await placeOrder(t, marie, metzId, [[quiche, 1]]);
    expect(order.paymentTerms).toBeNull();
    expect(flat(lastMailTo('marie@example.com'))).toContain('Vous réglez à la boutique, au moment du retrait.');
    const label = await call({ url: `/api/admin/orders/${order.id}/label.pdf`, sid: staff });
    const text = flat(pdfText(label.rawPayload));
    expect(text).toContain('Total TTC à payer');
    expect(text).not.toContain('rien à encaisser');
  });
});
