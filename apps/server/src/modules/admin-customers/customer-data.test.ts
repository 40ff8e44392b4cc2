import type { AnonymiseCustomerRequest } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, newParticulier, verifiedUser } from '../../test/accounts-helpers.js';
import { journalOf, moveOrder, placeOrder, putInCart, shopId } from '../../test/people-helpers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, staff] = await Promise.all([loginAs(t, 'admin@example.com'), loginAs(t, 'staff@example.com')]);
});
afterAll(() => t.close());

/** A customer with one order at Metz-Centre and a favourite; answers their id too. */
async function customerWithOrder(lastName: string) {
  const customer = await verifiedUser(t, newParticulier({ lastName }));
  const order = await placeOrder(t, customer.sid, 'METZ-CENTRE');
  return { ...customer, order, id: await customerId(lastName) };
}

async function customerId(lastName: string) {
  const found = await t.call('GET /api/admin/customers', { query: { Search: lastName }, cookies: { sid: admin } });
  return found.answer.items[0]?.id as number;
}

// An id that is no number is sent on purpose, for the 400.
const exportOf = (id: number | string, sid: string | null = admin) =>
  t.call('GET /api/admin/customers/{id}/export', { params: { id: id as number }, cookies: sid ? { sid } : {} });
/** Without `payload`, no body at all. */
const anonymise = (id: number | string, sid: string | null = admin, payload?: AnonymiseCustomerRequest) =>
  t.call('POST /api/admin/customers/{id}/anonymise', {
    params: { id: id as number },
    cookies: sid ? { sid } : {},
    body: payload as AnonymiseCustomerRequest,
  });

describe(`a customer's data export (${TEST_ENGINE})`, () => {
  it('downloads everything held about the customer as JSON, without secrets, and records the access', async () => {
    const c = await customerWithOrder('Exportable');
    const res = await exportOf(c.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="client-${c.id}-2026-11-20.json"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.answer;
    expect(data.account).toMatchObject({
      id: c.id,
      email: c.user.email,
      lastName: 'Exportable',
      phoneNumber: c.user.phoneNumber,
    });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ number: c.order.number, shop: { name: 'Maison Thirion Metz-Centre' } });
    expect(data.orders[0]?.lines).toHaveLength(1);
    expect(data.orders[0]?.history[0]).toMatchObject({ action: 'placed', detail: 'Commande passée.' });
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(res.body).not.toMatch(/password|token|hash|idempotency/i);

    const [entry] = await journalOf(t, admin, 'customer.export');
    expect(entry).toMatchObject({
      entityType: 'customer',
      entityId: String(c.id),
      after: { orders: 1, format: 'json' },
    });
    expect(entry?.summary).toBe(`Données du client n°\u00a0${c.id} exportées (droit d’accès).`);
    expect(JSON.stringify(entry)).not.toContain('Exportable');
  });

  it('is for the owner only, and answers 404 for what is not a live customer', async () => {
    const c = await customerWithOrder('Protege');
    const before = (await journalOf(t, admin, 'customer.export')).length;
    expect((await exportOf(c.id, null)).statusCode).toBe(401);
    expect((await exportOf(c.id, staff)).statusCode).toBe(403);
    expect((await exportOf(c.id, c.sid)).statusCode).toBe(403);
    expect((await exportOf(999_999)).statusCode).toBe(404);
    expect((await exportOf('x')).statusCode).toBe(400);
    expect((await journalOf(t, admin, 'customer.export')).length).toBe(before);
  });
});

const SCRIPT = '<script>alert("x")</script> & « merci »';

/** A customer's order of 1,5 kg of a weighed article with a comment, and 2 pieces in the cart. */
async function customerWithKilos(lastName: string) {
  const customer = await verifiedUser(t, newParticulier({ lastName }));
  const articles = (await t.call('GET /api/articles', { query: { PageSize: 100 } })).answer.items;
  const weighed = articles.find((a) => a.saleUnit === 'kg' && a.vatRate === 5.5);
  const piece = articles.find((a) => a.saleUnit === 'piece');
  if (!weighed || !piece) throw new Error('no article');
  await putInCart(t, customer.sid, weighed.id, 1.5);
  const shop = await shopId(t, 'METZ-CENTRE');
  const slots = (
    await t.call('GET /api/orders/slots', { query: { mode: 'Pickup', shopId: shop }, cookies: { sid: customer.sid } })
  ).answer;
  const placed = await t.call('POST /api/orders', {
    cookies: { sid: customer.sid },
    body: { mode: 'Pickup', shopId: shop, date: slots.slots[0]?.date as string, comment: SCRIPT },
  });
  if (placed.statusCode !== 201) throw new Error(placed.body);
  await putInCart(t, customer.sid, piece.id, 2);
  return { ...customer, order: placed.answer, weighed, piece, id: await customerId(lastName) };
}

/** Every key of a JSON document, however deep. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  }
  return [];
}

describe(`the export speaks the API's units and names (${TEST_ENGINE})`, () => {
  it('gives kilos, euros, VAT rates in percent, booleans and no column name', async () => {
    const c = await customerWithKilos('Unites');
    const res = await exportOf(c.id);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.answer;
    expect(data.account).toMatchObject({ id: c.id, isVerified: true, wantsNewsletter: expect.any(Boolean) });
    const [order] = data.orders;
    expect(order).toMatchObject({ number: c.order.number, totalTTC: c.order.totalTTC, comment: SCRIPT });
    expect(order?.lines[0]).toMatchObject({
      designation: c.weighed.designation,
      saleUnit: 'kg',
      quantity: 1.5,
      vatRate: 5.5,
      isEstimated: true,
      lineTotal: c.order.lines[0]?.lineTotal,
    });
    expect(order?.vatByRate[0]).toMatchObject({ rate: 5.5 });
    expect(data.cart).toEqual([
      expect.objectContaining({ articleId: c.piece.id, saleUnit: 'piece', quantity: 2, updatedAt: expect.any(String) }),
    ]);
    const keys = keysOf(data);
    expect(keys.filter((k) => k.includes('_'))).toEqual([]);
    expect(keys.filter((k) => /Hundredths|Cents|Bp$|Grams/.test(k))).toEqual([]);
    expect(res.body).not.toMatch(/":\s*(0|1),"is|password|token|hash/i);
  });
});

describe(`the export as a printable page (${TEST_ENGINE})`, () => {
  const pageOf = (id: number | string, sid: string | null = admin) =>
    t.app.inject({ url: `/api/admin/customers/${id}/export.html`, cookies: sid ? { sid } : {} });

  it('reads in French, in the customer’s words, with the customer’s text escaped and no script', async () => {
    const c = await customerWithKilos('Lisible');
    const res = await pageOf(c.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    const html = res.body;
    expect(html).toMatch(/^<!doctype html>\n<html lang="fr">/);
    for (const heading of ['Votre compte', 'Vos commandes', 'Votre panier', 'Vos connexions']) {
      expect(html).toContain(`<h2>${heading}</h2>`);
    }
    expect(html).toContain(`Commande n°\u00a0${c.order.number}`);
    expect(html).toContain('1,5\u00a0kg');
    expect(html).toContain('2\u00a0pièces');
    expect(html).toContain('5,5\u00a0%');
    expect(html).toMatch(/\d+,\d\d\u00a0€/);
    expect(html).toMatch(/(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d{1,2}(er)? \S+ 2026/);
    expect(html).toContain('Oui');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; « merci »');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('@media print');
    expect(html).not.toMatch(/quantity|Hundredths|_at\b|true|false/);

    const [entry] = await journalOf(t, admin, 'customer.export');
    expect(entry).toMatchObject({ entityId: String(c.id), after: { orders: 1, format: 'html' } });
    expect(entry?.summary).toBe(`Données du client n°\u00a0${c.id} exportées (droit d’accès, page imprimable).`);
  });

  it('is for the owner only', async () => {
    const c = await customerWithKilos('Reserve');
    const before = (await journalOf(t, admin, 'customer.export')).length;
    expect((await pageOf(c.id, null)).statusCode).toBe(401);
    expect((await pageOf(c.id, staff)).statusCode).toBe(403);
    expect((await pageOf(c.id, c.sid)).statusCode).toBe(403);
    expect((await pageOf(999_999)).statusCode).toBe(404);
    expect((await journalOf(t, admin, 'customer.export')).length).toBe(before);
  });
});

describe(`anonymising a customer (${TEST_ENGINE})`, () => {
  it('refuses while an order is open, saying what to do, and changes nothing', async () => {
    const c = await customerWithOrder('Enattente');
    const res = await anonymise(c.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      `Ce client a une commande en cours (n°\u00a0${c.order.number})\u00a0: remettez-la ou annulez-la, puis anonymisez le compte.`,
    );
    expect((await t.app.inject({ url: '/api/accounts/me', cookies: { sid: c.sid } })).statusCode).toBe(200);
    expect((await journalOf(t, admin, 'customer.anonymise')).map((e) => e.entityId)).not.toContain(String(c.id));
  });

  it('erases the personal data as the customer’s own deletion does, keeps the orders, ends the sessions', async () => {
    const c = await customerWithOrder('Oublie');
    await moveOrder(t, admin, c.order.id, ['Confirmed', 'Cancelled']);
    const res = await anonymise(c.id, admin, { reason: 'Demande reçue par e-mail le 18 novembre' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.answer).toEqual({ id: c.id, anonymisedAt: t.now().toISOString() });

    const row = await t.database.db
      .selectFrom('user_account')
      .selectAll()
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: null, first_name: null, last_name: null, phone_number: null });
    expect(row.deleted_at).toBe(t.now().toISOString());
    const order = await t.database.db
      .selectFrom('customer_order')
      .selectAll()
      .where('id', '=', c.order.id)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ user_id: c.id, status: 'Cancelled', address_first_name: null });
    expect(order.total_ttc_cents).toBeGreaterThan(0);

    expect((await t.app.inject({ url: '/api/accounts/me', cookies: { sid: c.sid } })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/login',
      payload: { email: c.input.email, password: c.input.password },
    });
    expect(login.statusCode).toBe(400);
    const found = await t.call('GET /api/admin/customers', { query: { Search: 'oublie' }, cookies: { sid: admin } });
    expect(found.answer.totalCount).toBe(0);

    const [entry] = await journalOf(t, admin, 'customer.anonymise');
    expect(entry).toMatchObject({
      entityId: String(c.id),
      before: { anonymised: false },
      after: { anonymised: true, reason: 'Demande reçue par e-mail le 18 novembre' },
    });
    expect(JSON.stringify(entry)).not.toMatch(/Oublie|@/);
    expect((await anonymise(c.id)).statusCode).toBe(404);
  });

  it('refuses a bad reason in French, staff, customers and visitors, and changes nothing', async () => {
    const c = await customerWithOrder('Intact');
    await moveOrder(t, admin, c.order.id, ['Cancelled']);
    const bad = await anonymise(c.id, admin, { reason: 'x'.repeat(301) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.Reason).toEqual(['Le motif ne peut pas dépasser 300 caractères.']);
    expect((await anonymise(c.id, null)).statusCode).toBe(401);
    expect((await anonymise(c.id, staff)).statusCode).toBe(403);
    expect((await anonymise(c.id, c.sid)).statusCode).toBe(403);
    const staffId = await t.database.db
      .selectFrom('user_account')
      .select('id')
      .where('email', '=', 'staff@example.com')
      .executeTakeFirstOrThrow();
    expect((await anonymise(staffId.id)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/accounts/me', cookies: { sid: c.sid } })).statusCode).toBe(200);
    // Without a body at all, it goes through.
    expect((await anonymise(c.id)).statusCode).toBe(200);
  });
});
