import type { Article, Lot, Order } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAs } from '../../test/accounts-helpers.js';
import { anArticle, aShop } from '../../test/fixtures.js';
import { sellFromNewLot } from '../../test/lot-examples.js';
import { pdfText } from '../../test/pdf-text.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { labelPdf } from '../documents/label-pdf.js';
import * as qr from '../documents/qr-code.js';
import { completeOrder, placeOrder } from '../invoices/invoice-test-helpers.js';

// Issue 39: the label's second QR code, under the totals, opens the lot's page; the order's stays on top.

const PUBLIC_URL = 'https://boutique.example.fr';
let t: TestApp;
let staff: string;
let chef: string;
let lot: Lot;
let orderId: number;
let steak: Article;
const flat = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');

beforeAll(async () => {
  t = await createTestApp({ config: { PUBLIC_URL } });
  let admin: string;
  [admin, staff, chef] = await Promise.all([
    loginAs(t, 'admin@example.com'),
    loginAs(t, 'staff@example.com'),
    loginAs(t, 'chef@example.com'),
  ]);
  steak = await anArticle(t, { saleUnit: 'kg', discountIsActive: false, isOutOfStock: false });
  lot = await sellFromNewLot(t, admin, steak.id);
  const order = await placeOrder(t, chef, (await aShop(t)).id, [[steak, 2]]);
  orderId = order.id;
  await completeOrder(t, staff, order.id);
});
afterAll(() => t.close());

describe(`the label's lot QR code on ${TEST_ENGINE}`, () => {
  it('holds the lot page’s address, printed beside it, while the top QR code keeps the order number', async () => {
    const drawn = vi.spyOn(qr, 'drawQrCode');
    const res = await t.app.inject({ url: `/api/admin/orders/${orderId}/label.pdf`, cookies: { sid: staff } });
    expect(res.statusCode).toBe(200);
    const order = (await t.call('GET /api/orders/{id}', { params: { id: orderId }, cookies: { sid: chef } })).answer;
    const url = `${PUBLIC_URL}/tracabilite/${lot.code}`;
    expect(drawn.mock.calls.map((call) => call[1])).toEqual([order.number, url]);
    drawn.mockRestore();
    const text = flat(pdfText(res.rawPayload));
    expect(text).toContain(`Traçabilité du lot ${lot.code}`);
    expect(text).toContain(url);
  });

  it('has no lot QR code for a free lot number, which has no page', async () => {
    const order = (await t.call('GET /api/orders/{id}', { params: { id: orderId }, cookies: { sid: chef } })).answer;
    const free = {
      ...order,
      lines: order.lines.map((l) => ({ ...l, lot: { code: 'L2026-1147', origin: null } })),
    } as Order;
    const pdf = await labelPdf({
      order: free,
      customer: { name: 'A', company: null, phone: '' },
      origins: new Map(),
      publicUrl: PUBLIC_URL,
    });
    expect(flat(pdfText(pdf))).not.toContain('Traçabilité du lot');
  });
});
