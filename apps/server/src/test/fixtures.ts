import type { Article, Order, RegisterRequest, Shop, User } from '@boucherie/contract';
import { test as base } from 'vitest';
import { approvePro, newPro, verifiedUser } from './accounts-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

// Small factories and Vitest fixtures: a test names the customer, shop, article or order it needs, and the
// factory finds or makes it through the real API, instead of a set-up block copied from file to file.

/** Every shop as `GET /api/shops` answers them. */
export async function theShops(t: TestApp): Promise<Shop[]> {
  return (await t.call('GET /api/shops')).answer.shops;
}

/** The shop of a department (the demo's: METZ-CENTRE, MONTIGNY, WOIPPY). */
export async function aShop(t: TestApp, department = 'METZ-CENTRE'): Promise<Shop> {
  const shop = (await theShops(t)).find((s) => s.department === department);
  if (!shop) throw new Error(`no shop ${department}`);
  return shop;
}

/** The articles on sale as `sid` sees them (a visitor's prices without it). */
export async function theArticles(t: TestApp, sid?: string): Promise<Article[]> {
  const res = await t.call('GET /api/articles', { query: { PageSize: 100 }, ...(sid ? { cookies: { sid } } : {}) });
  return res.answer.items;
}

/**
 * The first article on sale with every field of `wanted` (`{ saleUnit: 'kg', discountIsActive: false }`),
 * and that passes `where` when given: the test says which kind of article it needs, not which one.
 */
export async function anArticle(
  t: TestApp,
  wanted: Partial<Article> = {},
  options: { sid?: string; where?: (article: Article) => boolean } = {},
): Promise<Article> {
  const fits = (article: Article) =>
    Object.entries(wanted).every(([field, value]) => article[field as keyof Article] === value) &&
    (options.where?.(article) ?? true);
  const article = (await theArticles(t, options.sid)).find(fits);
  if (!article) throw new Error(`no article on sale with ${JSON.stringify(wanted)}`);
  return article;
}

export type Customer = { sid: string; user: User; input: RegisterRequest };

/**
 * A new, verified customer account and its session: a particulier, a pro the admin has not approved yet, or
 * an approved pro (HT prices, on account). `input` overrides the registration's fields.
 */
export async function aCustomer(
  t: TestApp,
  kind: 'particulier' | 'pro' | 'approved pro' = 'particulier',
  input: Partial<RegisterRequest> = {},
): Promise<Customer> {
  const customer = await verifiedUser(t, kind === 'particulier' ? undefined : newPro(input));
  if (kind === 'approved pro') await approvePro(t, customer.user.email);
  return customer;
}

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

/** An order line: the article, its quantity, and a preparation note when it has one. */
export type OrderLine = [Article, number, string?];

/**
 * A customer's order placed through the API: `lines` put in their cart, then a pickup at `shop` on `date`, or
 * on the shop's first date offered. `extra` joins the order's request (a payment method, a comment).
 */
export async function anOrder(
  t: TestApp,
  sid: string,
  order: { shop: Pick<Shop, 'id'>; lines: OrderLine[]; date?: string; extra?: object },
): Promise<Order> {
  for (const [article, quantity] of order.lines) await putInCart(t, sid, article.id, quantity);
  const date = order.date ?? (await firstPickupDate(t, sid, order.shop));
  const preparationNotes = order.lines.flatMap(([article, , note]) => (note ? [{ articleId: article.id, note }] : []));
  const res = await t.call('POST /api/orders', {
    cookies: { sid },
    body: { mode: 'Pickup', shopId: order.shop.id, date, preparationNotes, ...order.extra },
  });
  if (res.statusCode !== 201) throw new Error(`order: ${res.statusCode} ${res.body}`);
  return res.answer;
}

async function firstPickupDate(t: TestApp, sid: string, shop: Pick<Shop, 'id'>) {
  const res = await t.call('GET /api/orders/slots', { query: { mode: 'Pickup', shopId: shop.id }, cookies: { sid } });
  const date = res.answer.slots[0]?.date;
  if (!date) throw new Error(`no pickup date at shop ${shop.id}: ${res.statusCode} ${res.body}`);
  return date;
}

/**
 * A test with what it needs as fixtures: `t`, the app over the demo data, made once per file; then, made per
 * test when the test names them, `metz` (the METZ-CENTRE shop), `customer` (a new verified particulier) and
 * `kgArticle` (an article sold by the kg, in stock, not on discount).
 */
export const test = base
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's needs from its first argument's pattern.
  .extend('t', { scope: 'file' }, async ({}, { onCleanup }) => {
    const t = await createTestApp();
    onCleanup(() => t.close());
    return t;
  })
  .extend('metz', async ({ t }) => aShop(t, 'METZ-CENTRE'))
  .extend('customer', async ({ t }) => aCustomer(t))
  .extend('kgArticle', async ({ t }) => anArticle(t, { saleUnit: 'kg', isOutOfStock: false, discountIsActive: false }));
