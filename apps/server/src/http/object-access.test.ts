import type { Order, OrderInvoices, ShopsResponse } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeOrder } from '../modules/invoices/invoice-test-helpers.js';
import { loginAs, verifiedUser } from '../test/accounts-helpers.js';
import { placeOrder } from '../test/people-helpers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../test/test-app.js';

// Every operation of the OpenAPI document with a path parameter, and who must not reach its object.
// A new route with a parameter fails this test until it is added to the table with its rule.

type Fixture = {
  shopId: number;
  orderId: number;
  lineId: number;
  customerId: number;
  invoiceFile: string;
  articleId: number;
  counterPaymentId: number;
};
type Rule =
  /** Staff of another shop: 404 (as a missing object); the shop's own staff reach it; a customer 403. */
  | { kind: 'shop'; params: (f: Fixture) => Record<string, string | number>; body?: object }
  /** The owner's alone: staff and customers 403, whatever the object. */
  | { kind: 'owner' }
  /** Every staff member reads it (the one catalogue of the shops); a customer 403. */
  | { kind: 'staff'; params: (f: Fixture) => Record<string, string | number> }
  /** Not an object of anyone, or tested by the engineers who own it: the reason. */
  | { kind: 'skip'; reason: string };

const order = (f: Fixture) => ({ id: f.orderId });
const OTHERS = 'tested with the customer modules (orders, invoices, favourites: owned by another engineer)';

/** A check needs an effect that failed: another shop's staff get 404 in payment-checks.test.ts. */
const CHECKS = 'tested in admin-payment-checks/payment-checks.test.ts (another shop answers 404)';

const RULES: Record<string, Rule> = {
  'GET /api/articles/{id}': { kind: 'skip', reason: 'public catalogue' },
  'GET /api/content/{slug}': { kind: 'skip', reason: 'public pages' },
  'POST /api/articles/favorites/{id}': { kind: 'skip', reason: OTHERS },
  'DELETE /api/articles/favorites/{id}': { kind: 'skip', reason: OTHERS },
  'GET /api/orders/{id}': { kind: 'skip', reason: OTHERS },
  'GET /api/invoices/{file}': { kind: 'skip', reason: OTHERS },
  'POST /api/orders/{id}/cancel': { kind: 'skip', reason: 'the customer’s own: cancel-order.test.ts (another’s 404)' },
  'POST /api/orders/{id}/payment/retry': {
    kind: 'skip',
    reason: 'the customer’s own: online-payment.test.ts (another’s 404)',
  },
  'POST /api/orders/{id}/payment/raise': {
    kind: 'skip',
    reason: 'the customer’s own: hold-follows-order.test.ts (another’s 404)',
  },
  'PUT /api/orders/{id}/lines': {
    kind: 'skip',
    reason: 'the customer’s own: change-order-lines.test.ts (another’s 404)',
  },
  'GET /api/orders/{id}/delivery-note.pdf': { kind: 'skip', reason: 'the customer’s own: delivery-notes tests' },
  'GET /api/statements/{file}': { kind: 'skip', reason: 'the pro’s own: statements.test.ts' },
  'PATCH /api/standing-orders/{id}': { kind: 'skip', reason: 'the customer’s own: standing-orders.test.ts' },
  'DELETE /api/standing-orders/{id}': { kind: 'skip', reason: 'the customer’s own: standing-orders.test.ts' },
  'GET /api/admin/orders/{id}/delivery-note.pdf': { kind: 'shop', params: order },
  'GET /api/admin/orders/{id}': { kind: 'shop', params: order },
  'PUT /api/admin/orders/{id}/lines/{lineId}': {
    kind: 'shop',
    params: (f) => ({ id: f.orderId, lineId: f.lineId }),
    body: { weighedQuantity: 1.2 },
  },
  'POST /api/admin/orders/{id}/status': { kind: 'shop', params: order, body: { status: 'Ready' } },
  'POST /api/admin/orders/{id}/payment/paid-at-counter': { kind: 'shop', params: order },
  'POST /api/admin/orders/{id}/counter-payments': {
    kind: 'shop',
    params: order,
    body: { method: 'cash', amount: 1 },
  },
  'POST /api/admin/orders/{id}/counter-payments/{paymentId}/reversal': {
    kind: 'shop',
    params: (f) => ({ id: f.orderId, paymentId: f.counterPaymentId }),
  },
  'GET /api/admin/orders/{id}/label.pdf': { kind: 'shop', params: order },
  'POST /api/admin/payment-checks/{id}/retry': { kind: 'skip', reason: CHECKS },
  'POST /api/admin/payment-checks/{id}/resolve': { kind: 'skip', reason: CHECKS },
  'GET /api/admin/orders/{id}/invoices': { kind: 'shop', params: order },
  'GET /api/admin/orders/{id}/invoice.pdf': { kind: 'shop', params: order },
  'GET /api/admin/invoices/{file}': { kind: 'shop', params: (f) => ({ file: f.invoiceFile }) },
  'GET /api/admin/shops/{id}': { kind: 'shop', params: (f) => ({ id: f.shopId }) },
  'GET /api/admin/customers/{id}': { kind: 'shop', params: (f) => ({ id: f.customerId }) },
  'GET /api/admin/articles/{id}': { kind: 'staff', params: (f) => ({ id: f.articleId }) },
  'POST /api/admin/customers/{id}/approve-pro': { kind: 'owner' },
  'GET /api/admin/customers/{id}/export': { kind: 'owner' },
  'GET /api/admin/customers/{id}/export.html': { kind: 'owner' },
  'POST /api/admin/customers/{id}/anonymise': { kind: 'owner' },
  'PUT /api/admin/customers/{id}/payment-terms': { kind: 'owner' },
  'POST /api/admin/invoices/{id}/credit-notes': { kind: 'owner' },
  'POST /api/admin/invoices/{id}/payment': { kind: 'owner' },
  'DELETE /api/admin/invoices/{id}/payment': { kind: 'owner' },
  'GET /api/admin/customers/{id}/statement': { kind: 'owner' },
  'GET /api/admin/customers/{id}/statement.pdf': { kind: 'owner' },
  'PATCH /api/admin/shops/{id}': { kind: 'owner' },
  'PATCH /api/admin/lots/{id}': { kind: 'owner' },
  'POST /api/admin/lots/{id}/close': { kind: 'owner' },
  'GET /api/admin/lots/{id}/orders': { kind: 'owner' },
  'GET /api/admin/lots/{id}/orders.csv': { kind: 'owner' },
  'POST /api/admin/lots/{id}/recall': { kind: 'owner' },
  'PUT /api/admin/articles/{id}/lot': { kind: 'owner' },
  'GET /api/lots/{code}': { kind: 'skip', reason: 'public traceability page of a lot (lots.test.ts)' },
  'POST /api/admin/shops/{id}/closing-days': { kind: 'owner' },
  'DELETE /api/admin/shops/{id}/closing-days/{date}': { kind: 'owner' },
  'POST /api/admin/shops/{id}/holidays': { kind: 'owner' },
  'PUT /api/admin/shops/{id}/holidays/{holidayId}': { kind: 'owner' },
  'DELETE /api/admin/shops/{id}/holidays/{holidayId}': { kind: 'owner' },
  'POST /api/admin/shops/{id}/time-windows': { kind: 'owner' },
  'PATCH /api/admin/shops/{id}/time-windows/{windowId}': { kind: 'owner' },
  'DELETE /api/admin/shops/{id}/time-windows/{windowId}': { kind: 'owner' },
  'POST /api/admin/shops/{id}/delivery-rounds': { kind: 'owner' },
  'DELETE /api/admin/shops/{id}/delivery-rounds/{roundId}': { kind: 'owner' },
  'PATCH /api/admin/staff/{id}': { kind: 'owner' },
  'POST /api/admin/staff/{id}/revoke': { kind: 'owner' },
  'POST /api/admin/staff/{id}/invite': { kind: 'owner' },
  'PATCH /api/admin/articles/{id}': { kind: 'owner' },
  'DELETE /api/admin/articles/{id}': { kind: 'owner' },
  'POST /api/admin/articles/{id}/restore': { kind: 'owner' },
  'POST /api/admin/articles/{id}/image': { kind: 'owner' },
  'GET /api/admin/articles/{id}/quotas': { kind: 'owner' },
  'PUT /api/admin/articles/{id}/quotas': { kind: 'owner' },
  'GET /api/admin/articles/{id}/box': { kind: 'owner' },
  'PUT /api/admin/articles/{id}/box': { kind: 'owner' },
  'GET /api/admin/lots/{id}/boxes': { kind: 'owner' },
  'POST /api/admin/lots/{id}/boxes/cancel': { kind: 'owner' },
  'PATCH /api/admin/categories/{id}': { kind: 'owner' },
  'DELETE /api/admin/categories/{id}': { kind: 'owner' },
  'POST /api/admin/categories/{id}/move': { kind: 'owner' },
  'POST /api/admin/categories/{id}/sub-categories': { kind: 'owner' },
  'PATCH /api/admin/sub-categories/{id}': { kind: 'owner' },
  'DELETE /api/admin/sub-categories/{id}': { kind: 'owner' },
  'POST /api/admin/sub-categories/{id}/move': { kind: 'owner' },
};

type Operation = {
  responses: Record<string, unknown>;
  parameters?: { in: string; example?: unknown; schema?: { example?: unknown } }[];
};
let t: TestApp;
let fixture: Fixture;
let operations: { key: string; method: string; path: string; operation: Operation }[];
let sids: { metz: string; woippy: string; customer: string };

beforeAll(async () => {
  t = await createTestApp();
  const document = (await t.app.inject('/api/docs/json')).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(document.paths)
    .filter(([path]) => path.includes('{'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        operation,
      })),
    );
  // One customer who only ever ordered at Woippy, an order there completed (so invoiced) by its staff.
  const woippyCustomer = await verifiedUser(t);
  const placed: Order = await placeOrder(t, woippyCustomer.sid, 'WOIPPY');
  sids = {
    metz: await loginAs(t, 'staff@example.com'),
    woippy: await loginAs(t, 'staff.woippy@example.com'),
    customer: await loginAs(t, 'marie@example.com'),
  };
  const done = await completeOrder(t, sids.woippy, placed.id);
  const invoices = (
    await t.app.inject({ url: `/api/admin/orders/${placed.id}/invoices`, cookies: { sid: sids.woippy } })
  ).json() as OrderInvoices;
  const { shops } = (await t.app.inject('/api/shops')).json() as ShopsResponse;
  fixture = {
    shopId: (shops.find((s) => s.department === 'WOIPPY') as { id: number }).id,
    orderId: placed.id,
    lineId: done.lines[0]?.id as number,
    customerId: await customerIdOf(woippyCustomer.input.email),
    invoiceFile: `${invoices.invoice?.id}.pdf`,
    articleId: placed.lines[0]?.articleId as number,
    counterPaymentId: await counterPaymentOf(placed.id),
  };
}, 60_000);
afterAll(async () => t.close());

async function customerIdOf(email: string) {
  const row = await t.database.db
    .selectFrom('user_account')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The till's entry that settled the order before it was handed over. */
async function counterPaymentOf(orderId: number) {
  const row = await t.database.db
    .selectFrom('counter_payment')
    .select('id')
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return row.id;
}

const urlOf = (path: string, values: Record<string, string | number>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));

/** The documented example of each path parameter: any id will do where the role alone refuses. */
const exampleParams = (operation: Operation, path: string) =>
  Object.fromEntries(
    [...path.matchAll(/\{(\w+)\}/g)].map(([, name], index) => {
      const parameter = operation.parameters?.filter((p) => p.in === 'path')[index];
      return [name as string, String(parameter?.schema?.example ?? parameter?.example ?? 1)];
    }),
  );

function send(method: string, url: string, sid: string, body?: object) {
  return t.app.inject({
    method: method as 'GET',
    url,
    cookies: { sid },
    ...(body ? { payload: body } : method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });
}

describe(`access to another's objects, route by route (${TEST_ENGINE})`, () => {
  it('has a rule for every operation of the document with a path parameter', () => {
    const missing = operations.map((o) => o.key).filter((key) => !(key in RULES));
    expect(missing, 'add these operations to RULES').toEqual([]);
    const stale = Object.keys(RULES).filter((key) => !operations.some((o) => o.key === key));
    expect(stale, 'these RULES name no operation').toEqual([]);
  });

  it("gives another shop's staff a 404 and a customer a 403, where the shop's own staff get through", async () => {
    for (const { key, method, path, operation } of operations) {
      const rule = RULES[key];
      if (rule?.kind !== 'shop') continue;
      const url = urlOf(path, rule.params(fixture));
      expect(operation.responses['404'], key).toBeDefined();
      const intruder = await send(method, url, sids.metz, rule.body);
      expect(intruder.statusCode, `${key} as Metz staff: ${intruder.body.slice(0, 200)}`).toBe(404);
      expect((await send(method, url, sids.customer, rule.body)).statusCode, `${key} as a customer`).toBe(403);
      const own = await send(method, url, sids.woippy, rule.body);
      expect([401, 403, 404], `${key} as Woippy staff: ${own.body.slice(0, 200)}`).not.toContain(own.statusCode);
    }
  });

  it("refuses the owner's operations to staff and customers with a 403, whatever the object", async () => {
    for (const { key, method, path, operation } of operations) {
      const rule = RULES[key];
      if (rule?.kind !== 'owner' && rule?.kind !== 'staff') continue;
      expect(operation.responses['403'], key).toBeDefined();
      const url = urlOf(path, rule.kind === 'staff' ? rule.params(fixture) : exampleParams(operation, path));
      expect((await send(method, url, sids.customer)).statusCode, `${key} as a customer`).toBe(403);
      const staff = await send(method, url, sids.metz);
      if (rule.kind === 'owner') expect(staff.statusCode, `${key} as staff`).toBe(403);
      else expect(staff.statusCode, `${key} as staff: ${staff.body.slice(0, 200)}`).toBe(200);
    }
  });
});
