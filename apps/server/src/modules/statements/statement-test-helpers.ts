import type { Article, ArticlesResponse, InvoiceSummary, ShopsResponse } from '@boucherie/contract';
import { expect } from 'vitest';
import { loginAs } from '../../test/accounts-helpers.js';
import { userIdOf } from '../../test/people-helpers.js';
import type { TestApp } from '../../test/test-app.js';
import { caller, completeOrder, orderInvoices, placeOrder } from '../invoices/invoice-test-helpers.js';

// What the statement tests share: the demo pro, the owner and the counter logged in, and invoices to state.

export const cents = (euros: number) => Math.round(euros * 100);
export const flat = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');

/** The sessions, the pro's id, a steak (kg) and a quiche (piece) to order at Metz-Centre. */
export async function statementScene(t: TestApp) {
  const { items } = (await t.app.inject('/api/articles?PageSize=100')).json() as ArticlesResponse;
  const steak = items.find((a) => a.saleUnit === 'kg' && !a.discountIsActive) as Article;
  const quiche = items.find((a) => a.saleUnit === 'piece' && !a.discountIsActive) as Article;
  const { shops } = (await t.app.inject('/api/shops')).json() as ShopsResponse;
  const metzId = (shops.find((s) => s.department === 'METZ-CENTRE') as { id: number }).id;
  const [staff, admin, chef, marie] = await Promise.all(
    ['staff', 'admin', 'chef', 'marie'].map((name) => loginAs(t, `${name}@example.com`)),
  );
  const chefId = await userIdOf(t, 'chef@example.com');
  /** The pro orders `quantity` kg of steak and `pieces` quiches; the counter weighs at `factor` and completes. */
  const invoiceFor = async (quantity: number, pieces: number, factor: number) => {
    const order = await placeOrder(t, chef as string, metzId, [
      [steak, quantity],
      [quiche, pieces],
    ]);
    await completeOrder(t, staff as string, order.id, factor);
    return (await orderInvoices(t, staff as string, order.id)).invoice as InvoiceSummary;
  };
  return { staff, admin, chef, marie, chefId, invoiceFor } as {
    staff: string;
    admin: string;
    chef: string;
    marie: string;
    chefId: number;
    invoiceFor: typeof invoiceFor;
  };
}

/** The owner credits chosen lines of an invoice (or the whole of it). */
export async function creditNote(t: TestApp, admin: string, invoice: InvoiceSummary, payload: object) {
  const res = await caller(t)({
    method: 'POST',
    url: `/api/admin/invoices/${invoice.id}/credit-notes`,
    sid: admin,
    payload: { reason: 'Retour de marchandise', ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as InvoiceSummary;
}
