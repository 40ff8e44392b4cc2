import type { Article } from '@boucherie/contract';
import { expect } from 'vitest';
import { anOrder } from '../../test/fixtures.js';
import { settleAtTill } from '../../test/people-helpers.js';
import type { TestApp } from '../../test/test-app.js';

type Call = { method?: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE'; url: string; sid?: string; payload?: object };

export function caller(t: TestApp) {
  return ({ method = 'GET', url, sid, payload }: Call) =>
    t.app.inject({ method, url, ...(sid ? { cookies: { sid } } : {}), ...(payload ? { payload } : {}) });
}

/** Places an order for the customer through the real API (pickup, Saturday 21 November, Metz-Centre). */
export function placeOrder(t: TestApp, sid: string, shopId: number, lines: [Article, number][], extra: object = {}) {
  return anOrder(t, sid, { shop: { id: shopId }, lines, date: '2026-11-21', extra });
}

/** Staff confirm, weigh each kilogram line at `factor` × the ordered weight, make ready and complete. */
export async function completeOrder(t: TestApp, staff: string, orderId: number, factor = 1.1) {
  const call = caller(t);
  const move = (status: 'Confirmed' | 'Ready' | 'Completed') =>
    t.call('POST /api/admin/orders/{id}/status', {
      params: { id: orderId },
      body: { status },
      cookies: { sid: staff },
    });
  expect((await move('Confirmed')).statusCode).toBe(200);
  const detail = (await t.call('GET /api/admin/orders/{id}', { params: { id: orderId }, cookies: { sid: staff } }))
    .answer;
  for (const line of detail.lines.filter((l) => l.saleUnit === 'kg')) {
    const weight = Math.round(line.quantity * factor * 1000) / 1000;
    const res = await call({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}/lines/${line.id}`,
      sid: staff,
      payload: { weighedQuantity: weight, confirm: true },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  expect((await move('Ready')).statusCode).toBe(200);
  await settleAtTill(t, staff, orderId);
  const done = await move('Completed');
  expect(done.statusCode, done.body).toBe(200);
  return done.answer;
}

export async function orderInvoices(t: TestApp, sid: string, orderId: number) {
  const res = await t.call('GET /api/admin/orders/{id}/invoices', { params: { id: orderId }, cookies: { sid } });
  expect(res.statusCode, res.body).toBe(200);
  return res.answer;
}
