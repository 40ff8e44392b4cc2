import type { Article, Lot } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/accounts-helpers.js';
import { anArticle, aShop } from '../../test/fixtures.js';
import { sellFromNewLot } from '../../test/lot-examples.js';
import { pdfText } from '../../test/pdf-text.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { embeddedFiles, validateXml } from '../../test/xml-tools.js';
import { completeOrder, orderInvoices, placeOrder } from '../invoices/invoice-test-helpers.js';

// Issue 39: a weighed line carries its lot and its origin sentence on every document a pro needs (décret 2025-141).

let t: TestApp;
let admin: string;
let staff: string;
let chef: string;
let lot: Lot;
let orderId: number;
let steak: Article;
const ORIGIN = 'Né et élevé en France, abattu en France (FR 57.463.001 CE)';
const flat = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');

const pdfOf = async (url: string, sid: string) => {
  const res = await t.app.inject({ url, cookies: { sid } });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.rawPayload;
};

beforeAll(async () => {
  t = await createTestApp();
  [admin, staff, chef] = await Promise.all([
    loginAs(t, 'admin@example.com'),
    loginAs(t, 'staff@example.com'),
    loginAs(t, 'chef@example.com'),
  ]);
  steak = await anArticle(t, { saleUnit: 'kg', discountIsActive: false, isOutOfStock: false });
  lot = await sellFromNewLot(t, admin, steak.id);
  const order = await placeOrder(t, chef, (await aShop(t)).id, [[steak, 2]], {
    mode: 'Delivery',
    shopId: undefined,
    address: { firstName: 'Paul', lastName: 'Thiry', street: '12 rue des Clercs', postcode: '57000', city: 'Metz' },
  });
  orderId = order.id;
  await completeOrder(t, staff, order.id);
});
afterAll(() => t.close());

describe(`a weighed line's lot and origin on ${TEST_ENGINE}`, () => {
  it('are on the order answer', async () => {
    const order = await t.call('GET /api/orders/{id}', { params: { id: orderId }, cookies: { sid: chef } });
    expect(order.answer.lines[0]?.lot).toEqual({ code: lot.code, origin: ORIGIN });
  });

  it('are on the label and the delivery note', async () => {
    const label = flat(pdfText(await pdfOf(`/api/admin/orders/${orderId}/label.pdf`, staff)));
    expect(label).toContain(`${ORIGIN} · Lot ${lot.code}`);
    const note = flat(pdfText(await pdfOf(`/api/admin/orders/${orderId}/delivery-note.pdf`, staff)));
    expect(note).toContain(ORIGIN);
    expect(note).toContain(lot.code);
  });

  it('are on the invoice PDF and its Factur-X line, which stays valid against the XSD', async () => {
    const { invoice } = await orderInvoices(t, staff, orderId);
    expect(invoice).not.toBeNull();
    const pdf = await pdfOf(`/api/invoices/${invoice?.id}.pdf`, chef);
    const text = flat(pdfText(pdf));
    expect(text).toContain(ORIGIN);
    expect(text).toContain(`Lot : ${lot.code}`);
    const xml = (await embeddedFiles(pdf)).get('factur-x.xml')?.toString('utf8') ?? '';
    expect(xml).toContain(ORIGIN);
    expect(xml).toContain(lot.code);
    const result = validateXml(xml);
    expect(result.ok, result.output).toBe(true);
  });
});
