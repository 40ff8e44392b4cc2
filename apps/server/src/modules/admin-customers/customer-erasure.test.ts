import type { InvoiceSummary } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, newParticulier, verifiedUser } from '../../test/accounts-helpers.js';
import { anArticle } from '../../test/fixtures.js';
import { METZ_ADDRESS, putInCart, userIdOf } from '../../test/people-helpers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { completeOrder, orderInvoices } from '../invoices/invoice-test-helpers.js';

// Issue 29: what the shop holds about a customer beyond the account and the orders' addresses (standing
// orders, preparation notes, invoices and credit notes) is in their export, and erased with the account,
// but for what accounting must keep.

let t: TestApp;
let admin: string;
let steakId: number;

beforeAll(async () => {
  t = await createTestApp({ config: { LOG_LEVEL: 'error' } });
  admin = await loginAs(t, 'admin@example.com');
  steakId = (await anArticle(t, { saleUnit: 'kg', discountIsActive: false })).id;
});
afterAll(() => t.close());

const ALLERGY = 'Allergie aux fruits à coque';
const DOOR = 'Code 4B27, sonner chez Martin';
const address = METZ_ADDRESS;

/**
 * A customer with a delivered order (a preparation note, the door's code), its invoice and a credit note, and
 * a standing delivery with a skipped date.
 */
async function customerWithHistory(lastName: string) {
  const customer = await verifiedUser(t, newParticulier({ lastName }));
  const { sid } = customer;
  await putInCart(t, sid, steakId, 2);
  const placed = await t.call('POST /api/orders', {
    cookies: { sid },
    body: {
      mode: 'Delivery',
      date: '2026-11-21',
      address,
      deliveryInstructions: DOOR,
      comment: ALLERGY,
      preparationNotes: [{ articleId: steakId, note: `Désossé, ${ALLERGY.toLowerCase()}` }],
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.answer;
  await completeOrder(t, admin, order.id, 1);
  const invoice = (await orderInvoices(t, admin, order.id)).invoice as InvoiceSummary;
  const credit = await t.app.inject({
    method: 'POST',
    url: `/api/admin/invoices/${invoice.id}/credit-notes`,
    cookies: { sid: admin },
    payload: { reason: 'Livraison en retard' },
  });
  expect(credit.statusCode, credit.body).toBe(201);

  const standing = await t.call('POST /api/standing-orders', {
    cookies: { sid },
    body: {
      name: 'Le mardi',
      mode: 'Delivery',
      address,
      deliveryInstructions: DOOR,
      comment: ALLERGY,
      weekdays: [2],
      startDate: '2026-11-24',
      lines: [{ articleId: steakId, quantity: 2, preparationNote: ALLERGY }],
    },
  });
  expect(standing.statusCode, standing.body).toBe(201);
  const standingId = standing.answer.id;
  const skipped = await t.app.inject({
    method: 'PATCH',
    url: `/api/standing-orders/${standingId}`,
    cookies: { sid },
    payload: { skip: '2026-11-24' },
  });
  expect(skipped.statusCode, skipped.body).toBe(200);
  return { ...customer, id: await userIdOf(t, customer.user.email), order, invoice, standingId };
}

/** Nothing personal is left of the customer but what accounting keeps: the invoices and credit notes. */
async function expectErased(c: Awaited<ReturnType<typeof customerWithHistory>>) {
  const db = t.database.db;
  expect(await db.selectFrom('standing_order').select('id').where('user_id', '=', c.id).execute()).toEqual([]);
  for (const table of ['standing_order_line', 'standing_order_occurrence'] as const) {
    expect(
      await db.selectFrom(table).select('standing_order_id').where('standing_order_id', '=', c.standingId).execute(),
    ).toEqual([]);
  }
  const order = await db
    .selectFrom('customer_order')
    .selectAll()
    .where('id', '=', c.order.id)
    .executeTakeFirstOrThrow();
  expect(order).toMatchObject({
    delivery_instructions: null,
    comment: null,
    address_street: null,
    status: 'Completed',
  });
  const notes = await db
    .selectFrom('order_line')
    .select('preparation_note')
    .where('order_id', '=', c.order.id)
    .execute();
  expect(notes).toEqual([{ preparation_note: null }]);
  // Invoices and credit notes stay as issued (ten years, the accounting's obligation).
  const documents = await db
    .selectFrom('invoice')
    .select(['kind', 'data'])
    .where('user_id', '=', c.id)
    .orderBy('id')
    .execute();
  expect(documents.map((d) => d.kind)).toEqual(['invoice', 'credit_note']);
  expect(documents[0]?.data).toContain(c.invoice.number);
}

describe(`what the shop holds about a customer, on ${TEST_ENGINE}`, () => {
  it('is all in the export: standing orders with their dates, invoices and credit notes beside the orders', async () => {
    const c = await customerWithHistory('Complet');
    const res = await t.call('GET /api/admin/customers/{id}/export', { params: { id: c.id }, cookies: { sid: admin } });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.answer;
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining([
        'account',
        'orders',
        'cart',
        'favorites',
        'sessions',
        'standingOrders',
        'invoices',
        'creditNotes',
      ]),
    );
    expect(data.standingOrders).toHaveLength(1);
    expect(data.standingOrders[0]).toMatchObject({
      id: c.standingId,
      name: 'Le mardi',
      address: expect.objectContaining({ street: address.street }),
      deliveryInstructions: DOOR,
      comment: ALLERGY,
    });
    expect(data.standingOrders[0]?.lines).toEqual([
      expect.objectContaining({ preparationNote: ALLERGY, designation: expect.any(String) }),
    ]);
    expect(data.standingOrders[0]?.occurrences).toEqual([
      expect.objectContaining({ date: '2026-11-24', status: 'Skipped' }),
    ]);
    expect(data.orders[0]?.lines).toEqual([
      expect.objectContaining({ preparationNote: `Désossé, ${ALLERGY.toLowerCase()}` }),
    ]);

    expect(data.invoices).toHaveLength(1);
    expect(data.invoices[0]).toMatchObject({ number: c.invoice.number, orderId: c.order.id });
    expect(data.invoices[0]?.vatByRate.length).toBeGreaterThan(0);
    expect(data.invoices[0]?.lines.length).toBeGreaterThan(0);
    expect(data.creditNotes).toHaveLength(1);
    expect(data.creditNotes[0]).toMatchObject({ number: 'A2026-000001', invoiceNumber: c.invoice.number });
    expect(res.body).not.toMatch(/password|token|hash|idempotency|createdBy/i);
  });

  it('is erased by the owner’s anonymisation, standing orders and notes included; invoices stay', async () => {
    const c = await customerWithHistory('Anonyme');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${c.id}/anonymise`,
      cookies: { sid: admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectErased(c);
  });

  it('is erased by the customer’s own deletion alike', async () => {
    const c = await customerWithHistory('Parti');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/delete',
      cookies: { sid: c.sid },
      payload: { confirm: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectErased(c);
  });
});
