import type { Order, OrderStatus } from '@boucherie/contract';
import { anArticle, anOrder, aShop, putInCart } from './fixtures.js';
import type { TestApp } from './test-app.js';

// Helpers of the back office's people tests (customers, staff, journal): orders placed through the API.

export async function shopId(t: TestApp, department: string) {
  return (await aShop(t, department)).id;
}

export async function userIdOf(t: TestApp, email: string) {
  const row = await t.database.db
    .selectFrom('user_account')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A delivery address in Metz (57000, served by the demo shops' zones). */
export const METZ_ADDRESS = {
  firstName: 'Luc',
  lastName: 'Martin',
  street: '3 place Saint-Louis',
  postcode: '57000',
  city: 'Metz',
};

export { putInCart };

/** A customer's pickup order of 1 kg of a weighed article, on the shop's first open day. */
export async function placeOrder(t: TestApp, sid: string, department: string): Promise<Order> {
  const article = await anArticle(t, { saleUnit: 'kg' });
  return anOrder(t, sid, { shop: await aShop(t, department), lines: [[article, 1]] });
}

/** Moves an order as the back office does (the admin's session). */
export async function moveOrder(t: TestApp, sid: string, orderId: number, statuses: OrderStatus[]) {
  for (const status of statuses) {
    // Handed over only once paid (issue 45): what is due is taken at the till first, as the counter does.
    if (status === 'Completed') await settleAtTill(t, sid, orderId);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/status`,
      cookies: { sid },
      payload: status === 'Cancelled' ? { status, reason: 'Test' } : { status },
    });
    if (res.statusCode !== 200) throw new Error(`status ${status}: ${res.statusCode} ${res.body}`);
  }
}

/** Takes at the till, in cash, what the order still owes (nothing when it owes nothing). */
export async function settleAtTill(t: TestApp, sid: string, orderId: number) {
  const detail = await t.call('GET /api/admin/orders/{id}', { params: { id: orderId }, cookies: { sid } });
  const due = detail.answer.payment?.dueAmount ?? 0;
  if (due === 0) return;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/counter-payments`,
    cookies: { sid },
    payload: { method: 'cash', amount: due },
  });
  if (res.statusCode !== 201) throw new Error(`counter payment: ${res.statusCode} ${res.body}`);
}

/** The journal's entries of a kind, newest first. */
export async function journalOf(t: TestApp, adminSid: string, kind: string) {
  const res = await t.call('GET /api/admin/journal', { query: { kind, PageSize: 100 }, cookies: { sid: adminSid } });
  if (res.statusCode !== 200) throw new Error(`journal: ${res.statusCode} ${res.body}`);
  return res.answer.items;
}
