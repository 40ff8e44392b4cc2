import type { Article, JournalQuery, Order, Shop } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, newPro, registerUser, verifiedUser } from '../../test/accounts-helpers.js';
import { anArticle, theShops } from '../../test/fixtures.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { changedValues } from '../journal/journal.service.js';

let t: TestApp;
let staff: string;
let admin: string;
let staffId: number;
let adminId: number;
let order: Order;
let steak: Article;

const call = (url: string, sid?: string, method: 'GET' | 'PUT' | 'POST' = 'GET', payload?: object) =>
  t.app.inject({ method, url, ...(sid ? { cookies: { sid } } : {}), ...(payload ? { payload } : {}) });
const journal = async (query: JournalQuery = {}) => {
  const res = await t.call('GET /api/admin/journal', { query, cookies: { sid: admin } });
  expect(res.statusCode, res.body).toBe(200);
  return res.answer;
};
const userId = async (email: string) =>
  (await t.database.db.selectFrom('user_account').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  t = await createTestApp();
  const shops = await theShops(t);
  const metz = shops.find((s) => s.department === 'METZ-CENTRE') as Shop;
  steak = await anArticle(t, { saleUnit: 'kg' });
  [staff, admin] = await Promise.all([loginAs(t, 'staff@example.com'), loginAs(t, 'admin@example.com')]);
  [staffId, adminId] = await Promise.all([userId('staff@example.com'), userId('admin@example.com')]);

  const customer = await verifiedUser(t);
  expect((await call('/api/carts', customer.sid, 'PUT', { articleId: steak.id, quantity: 1.2 })).statusCode).toBe(200);
  const placed = await t.call('POST /api/orders', {
    body: { mode: 'Pickup', shopId: metz.id, date: '2026-11-21' },
    cookies: { sid: customer.sid },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  order = placed.answer;
});

afterAll(async () => t.close());

describe(`the back office's journal (${TEST_ENGINE})`, () => {
  it('records who moved an order and weighed its line, with the values before and after', async () => {
    expect(
      (await call(`/api/admin/orders/${order.id}/status`, staff, 'POST', { status: 'Confirmed' })).statusCode,
    ).toBe(200);
    const detail = (await t.call('GET /api/admin/orders/{id}', { params: { id: order.id }, cookies: { sid: staff } }))
      .answer;
    const lineId = detail.lines[0]?.id as number;
    const weighed = await call(`/api/admin/orders/${order.id}/lines/${lineId}`, staff, 'PUT', {
      weighedQuantity: 1.15,
    });
    expect(weighed.statusCode, weighed.body).toBe(200);

    const page = await journal({ kind: 'order' });
    expect(page.items.map((e) => e.kind)).toEqual(['order.line', 'order.status']);
    const [line, status] = page.items;
    expect(status).toMatchObject({
      by: { id: staffId, role: 'staff' },
      entityType: 'order',
      entityId: String(order.id),
      before: { status: 'Pending' },
      after: { status: 'Confirmed' },
    });
    expect(status?.summary).toBe(`Commande ${order.number} confirmée.`);
    expect(line).toMatchObject({ before: { weighedGrams: null }, after: { weighedGrams: 1150 } });
    expect(line?.summary).toContain('1,15\u00a0kg');
  });

  it("records an admin's approval of a pro account", async () => {
    const pro = await registerUser(t, newPro());
    const proId = await userId(pro.input.email);
    expect((await call(`/api/admin/customers/${proId}/approve-pro`, admin, 'POST')).statusCode).toBe(200);
    const [entry] = (await journal({ kind: 'customer.approve-pro' })).items;
    expect(entry).toMatchObject({ kind: 'customer.approve-pro', entityId: String(proId), by: { id: adminId } });
    expect(entry?.after).toEqual({ proApproved: true });
  });

  it('filters by person, kind and Paris days, newest first, paged', async () => {
    expect((await journal({ userId: staffId })).items.every((e) => e.by?.id === staffId)).toBe(true);
    expect((await journal({ userId: adminId })).items.map((e) => e.kind)).toEqual(['customer.approve-pro']);
    expect((await journal({ kind: 'order.status' })).totalCount).toBe(1);
    // TEST_NOW is Friday 20 November 2026 in Paris.
    expect((await journal({ from: '2026-11-20', to: '2026-11-20' })).totalCount).toBe(3);
    expect((await journal({ from: '2026-11-21' })).totalCount).toBe(0);
    expect((await journal({ to: '2026-11-19' })).totalCount).toBe(0);
    const first = await journal({ PageSize: 2 });
    expect(first).toMatchObject({ pageSize: 2, totalCount: 3, totalPages: 2 });
    expect(first.items[0]?.kind).toBe('customer.approve-pro');
    const people = (await t.call('GET /api/admin/journal/people', { cookies: { sid: admin } })).answer;
    expect(people.items.map((p) => p.id).sort()).toEqual([staffId, adminId].sort());
  });

  it('refuses bad filters in French and is for the owner only', async () => {
    const bad = await call('/api/admin/journal?kind=DROP%20TABLE&from=2026-02-30&userId=-1', admin);
    expect(bad.statusCode).toBe(400);
    const errors = bad.json().errors as Record<string, string[]>;
    expect(errors.Kind?.[0]).toBe('Type de modification inconnu.');
    expect(errors.From?.[0]).toMatch(/^Date invalide/);
    expect(errors.UserId?.[0]).toBe('Personne invalide.');
    const reversed = await call('/api/admin/journal?from=2026-11-21&to=2026-11-20', admin);
    expect(reversed.json().errors.To).toEqual(['La date de fin doit suivre la date de début.']);

    expect((await call('/api/admin/journal')).statusCode).toBe(401);
    expect((await call('/api/admin/journal', staff)).statusCode).toBe(403);
    const customer = await verifiedUser(t);
    expect((await call('/api/admin/journal', customer.sid)).statusCode).toBe(403);
  });
});

describe('changedValues', () => {
  it('keeps only the fields that differ, arrays and nulls included', () => {
    expect(
      changedValues(
        { price: 1890, name: 'Bavette', allergens: ['lait'], discount: null },
        { price: 1990, name: 'Bavette', allergens: ['lait', 'œuf'], discount: null },
      ),
    ).toEqual({ before: { price: 1890, allergens: ['lait'] }, after: { price: 1990, allergens: ['lait', 'œuf'] } });
  });
});
