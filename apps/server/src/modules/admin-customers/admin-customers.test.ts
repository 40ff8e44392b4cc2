import type { Article, RegisterRequest } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvePro, loginAs, newParticulier, newPro, readOutbox, verifiedUser } from '../../test/accounts-helpers.js';
import { aShop } from '../../test/fixtures.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
let metzId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin@example.com');
  metzId = (await aShop(t)).id;
});
afterAll(() => t.close());

const pendingPros = async (sid = admin) => {
  const res = await t.call('GET /api/admin/pros', { cookies: { sid } });
  expect(res.statusCode, res.body).toBe(200);
  return res.answer.items;
};
/** As the demo admin by default; null: as a visitor. */
const approve = (id: number, sid: string | null = admin) =>
  t.call('POST /api/admin/customers/{id}/approve-pro', { params: { id }, cookies: sid ? { sid } : {} });
const idOf = async (email: string) => (await pendingPros()).find((p) => p.email === email)?.id as number;
const me = async (sid: string) => (await t.call('GET /api/accounts/me', { cookies: { sid } })).answer;
const firstArticle = async (sid?: string) =>
  (await t.call('GET /api/articles', { query: { PageSize: 100 }, cookies: sid ? { sid } : {} })).answer.items.find(
    (a) => a.saleUnit === 'kg' && !a.discountIsActive,
  ) as Article;

async function orderOneKilo(sid: string, article: Article) {
  const cart = await t.app.inject({
    method: 'PUT',
    url: '/api/carts',
    cookies: { sid },
    payload: { articleId: article.id, quantity: 1 },
  });
  expect(cart.statusCode, cart.body).toBe(200);
  const res = await t.call('POST /api/orders', {
    cookies: { sid },
    body: { mode: 'Pickup', shopId: metzId, date: '2026-11-21' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.answer;
}

const updateProfile = (sid: string, input: RegisterRequest, changes: Partial<RegisterRequest>) => {
  const { password: _, ...profile } = input;
  return t.call('PUT /api/accounts', { cookies: { sid }, body: { ...profile, ...changes } });
};

const PRO_PRICES = ['purchasePricePerUnit', 'discountedPurchasePricePerUnit', 'referencePurchasePrice'] as const;
const hasNoProPrices = (a: Article) => PRO_PRICES.every((field) => a[field] === null);

describe(`pro approval on ${TEST_ENGINE}`, () => {
  it('lets a pending pro shop as a particulier: TTC orders and no pro prices', async () => {
    const { sid, user } = await verifiedUser(t, newPro());
    expect(user.proStatus).toBe('pending');
    const article = await firstArticle(sid);
    expect(hasNoProPrices(article)).toBe(true);
    const detail = (await t.call('GET /api/articles/{id}', { params: { id: article.id }, cookies: { sid } })).answer;
    expect(hasNoProPrices(detail)).toBe(true);
    const order = await orderOneKilo(sid, article);
    expect(order.priceBasis).toBe('TTC');
    expect(order.lines[0]?.unitPrice).toBe(article.pricePerUnit);
  });

  it('gives a visitor and a particulier null pro prices, in an answer no shared cache keeps', async () => {
    const res = await t.call('GET /api/articles', { query: { PageSize: 100 } });
    expect(res.statusCode).toBe(200);
    expect(res.answer.items.every(hasNoProPrices)).toBe(true);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(String(res.headers.vary)).toMatch(/cookie/i);
    const { sid } = await verifiedUser(t);
    expect(hasNoProPrices(await firstArticle(sid))).toBe(true);
    // The cart and favourites answer articles too.
    const article = await firstArticle(sid);
    await t.app.inject({
      method: 'PUT',
      url: '/api/carts',
      cookies: { sid },
      payload: { articleId: article.id, quantity: 1 },
    });
    const cart = (await t.app.inject({ url: '/api/carts', cookies: { sid } })).json();
    expect(hasNoProPrices(cart.items[0].article)).toBe(true);
  });

  it('lists pending pros oldest first; an admin approves one, who is told by e-mail and gets pro prices HT', async () => {
    const first = await verifiedUser(t, newPro({ company: 'Boucherie du Pont' }));
    t.advance(60_000);
    const second = await verifiedUser(t, newPro());
    const list = await pendingPros();
    const emails = list.map((p) => p.email);
    expect(emails.indexOf(first.user.email)).toBeLessThan(emails.indexOf(second.user.email));
    expect(emails).not.toContain('chef@example.com'); // approved in the demo data
    const pending = list.find((p) => p.email === first.user.email);
    expect(pending).toMatchObject({
      firstName: 'Camille',
      company: 'Boucherie du Pont',
      vatNumber: 'FR83404833048',
      phone: first.user.phoneNumber,
    });
    expect(list.map((p) => p.requestedAt)).toEqual([...list.map((p) => p.requestedAt)].sort());

    const res = await approve(pending?.id as number);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.answer).toMatchObject({ id: pending?.id, approvedAt: t.now().toISOString() });
    const mail = readOutbox(t, 'mail').filter((m) => m.to === first.user.email);
    expect(mail.at(-1)?.subject).toMatch(/compte professionnel est validé/);
    expect(mail.at(-1)?.text).toContain('Votre compte professionnel est validé pour Boucherie du Pont');

    const row = await t.database.db
      .selectFrom('user_account')
      .select(['pro_approved_by'])
      .where('id', '=', pending?.id as number)
      .executeTakeFirstOrThrow();
    const adminRow = await t.database.db
      .selectFrom('user_account')
      .select('id')
      .where('email', '=', 'admin@example.com')
      .executeTakeFirstOrThrow();
    expect(row.pro_approved_by).toBe(adminRow.id);

    // Effective at once, on the same session.
    expect((await me(first.sid)).proStatus).toBe('approved');
    const article = await firstArticle(first.sid);
    expect(article.purchasePricePerUnit).toBeGreaterThan(0);
    expect(article.purchasePricePerUnit as number).toBeLessThan(article.pricePerUnit);
    const order = await orderOneKilo(first.sid, article);
    expect(order.priceBasis).toBe('HT');
    expect(order.lines[0]?.unitPrice).toBe(article.purchasePricePerUnit);
    expect((await pendingPros()).map((p) => p.email)).not.toContain(first.user.email);
  });

  it('answers 409 to a second approval, 404 to an unknown account or one that is no pro', async () => {
    const pro = await verifiedUser(t, newPro());
    const id = await approvePro(t, pro.user.email);
    const again = await approve(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail ?? again.json().title).toBeTruthy();
    expect((await approve(999_999)).statusCode).toBe(404);
    await verifiedUser(t, newParticulier());
    const particulier = await t.database.db
      .selectFrom('user_account')
      .select('id')
      .where('user_type', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect((await approve(particulier.id)).statusCode).toBe(404);
    expect((await approve(0)).statusCode).toBe(400);
  });

  it('is for admins only: 401 for a visitor, 403 for a customer and for staff', async () => {
    const pro = await verifiedUser(t, newPro());
    const id = await idOf(pro.user.email);
    const customer = await verifiedUser(t);
    const staff = await loginAs(t, 'staff@example.com');
    expect((await t.app.inject('/api/admin/pros')).statusCode).toBe(401);
    expect((await approve(id, null)).statusCode).toBe(401);
    for (const sid of [customer.sid, staff, pro.sid]) {
      expect((await t.app.inject({ url: '/api/admin/pros', cookies: { sid } })).statusCode).toBe(403);
      expect((await approve(id, sid)).statusCode).toBe(403);
    }
    expect((await me(pro.sid)).proStatus).toBe('pending');
  });
});

describe(`pro requests in the profile on ${TEST_ENGINE}`, () => {
  it('makes a particulier who switches to pro wait for approval; switching back clears the request', async () => {
    const { sid, input } = await verifiedUser(t);
    const pro = { userType: 2, company: 'Le Bistrot', vatNumber: 'FR44732829320' } as const;
    const switched = await updateProfile(sid, input, pro);
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.answer.proStatus).toBe('pending');
    expect(hasNoProPrices(await firstArticle(sid))).toBe(true);
    expect((await pendingPros()).map((p) => p.email)).toContain(input.email);

    const back = await updateProfile(sid, input, { userType: 1 });
    expect(back.answer.proStatus).toBe('none');
    expect((await pendingPros()).map((p) => p.email)).not.toContain(input.email);
  });

  it('keeps an approved pro approved through a new company name, not through a new VAT number', async () => {
    const { sid, input } = await verifiedUser(t, newPro());
    await approvePro(t, input.email);
    const renamed = await updateProfile(sid, input, { company: 'Brasserie de la Cathédrale SARL' });
    expect(renamed.answer.proStatus).toBe('approved');

    const newVat = await updateProfile(sid, input, { vatNumber: 'FR96552100554' });
    expect(newVat.answer.proStatus).toBe('pending');
    expect(hasNoProPrices(await firstArticle(sid))).toBe(true);
    await approvePro(t, input.email);
    expect((await me(sid)).proStatus).toBe('approved');

    // Back to particulier and pro again: a new request.
    await updateProfile(sid, input, { userType: 1 });
    const again = await updateProfile(sid, input, {});
    expect(again.answer.proStatus).toBe('pending');
  });
});
