import type {
  ArticlesResponse,
  JournalResponse,
  Order,
  OrderSlotsResponse,
  OrderStatus,
  ShopsResponse,
} from '@boucherie/contract';
import type { TestApp } from './test-app.js';

// Helpers of the back office's people tests (customers, staff, journal): orders placed through the API.

export async function shopId(t: TestApp, department: string) {
  const shops = ((await t.app.inject('/api/shops')).json() as ShopsResponse).shops;
  const shop = shops.find((s) => s.department === department);
  if (!shop) throw new Error(`no shop ${department}`);
  return shop.id;
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

/** Puts an article in a customer's server cart, as the shop's pages do. */
export async function putInCart(t: TestApp, sid: string, articleId: number, quantity = 1) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/carts',
    cookies: { sid },
    payload: { articleId, quantity },
  });
  if (res.statusCode !== 200) throw new Error(`cart: ${res.statusCode} ${res.body}`);
}

/** A customer's pickup order of 1 kg of a weighed article, on the shop's first open day. */
export async function placeOrder(t: TestApp, sid: string, department: string): Promise<Order> {
  const id = await shopId(t, department);
  const articles = ((await t.app.inject('/api/articles?PageSize=100')).json() as ArticlesResponse).items;
  const article = articles.find((a) => a.saleUnit === 'kg');
  if (!article) throw new Error('no weighed article');
  await putInCart(t, sid, article.id);
  const slots = (
    await t.app.inject({ url: `/api/orders/slots?mode=Pickup&shopId=${id}`, cookies: { sid } })
  ).json() as OrderSlotsResponse;
  const date = slots.slots[0]?.date;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    cookies: { sid },
    payload: { mode: 'Pickup', shopId: id, date },
  });
  if (res.statusCode !== 201) throw new Error(`order: ${res.statusCode} ${res.body}`);
  return res.json() as Order;
}

/** Moves an order as the back office does (the admin's session). */
export async function moveOrder(t: TestApp, sid: string, orderId: number, statuses: OrderStatus[]) {
  for (const status of statuses) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/status`,
      cookies: { sid },
      payload: status === 'Cancelled' ? { status, reason: 'Test' } : { status },
    });
    if (res.statusCode !== 200) throw new Error(`status ${status}: ${res.statusCode} ${res.body}`);
  }
}

/** The journal's entries of a kind, newest first. */
export async function journalOf(t: TestApp, adminSid: string, kind: string) {
  const res = await t.app.inject({ url: `/api/admin/journal?kind=${kind}&PageSize=100`, cookies: { sid: adminSid } });
  if (res.statusCode !== 200) throw new Error(`journal: ${res.statusCode} ${res.body}`);
  return (res.json() as JournalResponse).items;
}
