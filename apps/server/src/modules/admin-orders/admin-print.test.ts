import type { Article, Order, OrderSlotsResponse, PreparationResponse, Shop } from '@boucherie/contract';
import bwipjs from 'bwip-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { frenchDay } from '../../lib/french.js';
import { loginAs } from '../../test/accounts-helpers.js';
import {
  aCustomer,
  anArticle,
  anOrder,
  type Customer,
  type OrderLine,
  theArticles,
  theShops,
} from '../../test/fixtures.js';
import { pdfPageTexts, pdfText } from '../../test/pdf-text.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { labelPdf } from '../documents/label-pdf.js';
import { preparationPdf } from './preparation-pdf.js';

let t: TestApp;
let shops: Shop[];
let articles: Article[];
let staff: string;
let woippy: string;
let admin: string;
let date: string;
let beef: Article;
let piece: Article;
let other: Article;
const shop = (department: string) => shops.find((s) => s.department === department) as Shop;

const login = (email: string) => loginAs(t, email);

const get = (url: string, sid?: string) => t.app.inject({ url, ...(sid ? { cookies: { sid } } : {}) });
const staffOrder = async (id: number) =>
  (await t.call('GET /api/admin/orders/{id}', { params: { id }, cookies: { sid: staff } })).answer;

/** A customer's pickup order at Metz-Centre on the first day the slots offer, through the real API. */
async function placeOrder(lines: OrderLine[], comment?: string) {
  const customer = await aCustomer(t);
  const extra = comment ? { comment } : {};
  return { order: await anOrder(t, customer.sid, { shop: shop('METZ-CENTRE'), lines, date, extra }), customer };
}

const preparationUrl = (query = `shopId=${shop('METZ-CENTRE').id}&date=${date}`) =>
  `/api/admin/preparation.pdf?${query}`;

function expectPdf(res: Awaited<ReturnType<typeof get>>, filename: RegExp) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toMatch(filename);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return res.rawPayload;
}

let first: { order: Order; customer: Customer };
let second: { order: Order; customer: Customer };

beforeAll(async () => {
  t = await createTestApp();
  shops = await theShops(t);
  articles = await theArticles(t);
  const slots = (await t.call('GET /api/orders/slots', { query: { mode: 'Pickup', shopId: shop('METZ-CENTRE').id } }))
    .answer;
  date = (slots.slots[0] as OrderSlotsResponse['slots'][number]).date;
  beef = articles.find((a) => a.saleUnit === 'kg' && a.origin && !a.discountIsActive) as Article;
  piece = await anArticle(t, { saleUnit: 'piece', discountIsActive: false });
  other = articles.find((a) => a.saleUnit === 'kg' && !a.origin && !a.discountIsActive) as Article;
  [staff, woippy, admin] = await Promise.all([
    login('staff@example.com'),
    login('staff.woippy@example.com'),
    login('admin@example.com'),
  ]);
  first = await placeOrder(
    [
      [beef, 1.5, 'tranches fines'],
      [piece, 2],
      [other, 0.8],
    ],
    'Pour un bœuf bourguignon, je passerai à 9 h.',
  );
  second = await placeOrder([[beef, 2.5, 'sans gras']]);
});
afterAll(() => t?.close());

describe(`printing: access on ${TEST_ENGINE}`, () => {
  it('answers 401 to a visitor and 403 to a customer', async () => {
    for (const url of [preparationUrl(), `/api/admin/orders/${first.order.id}/label.pdf`]) {
      expect((await get(url)).statusCode, url).toBe(401);
      const asCustomer = await get(url, first.customer.sid);
      expect(asCustomer.statusCode, url).toBe(403);
      expect(asCustomer.headers['content-type']).toMatch(/json/);
    }
  });

  it('answers 404 for another shop’s list or order, as for a missing one; an admin sees every shop', async () => {
    expect((await get(preparationUrl(), woippy)).statusCode).toBe(404);
    expect((await get(`/api/admin/orders/${first.order.id}/label.pdf`, woippy)).statusCode).toBe(404);
    expect((await get('/api/admin/orders/999999/label.pdf', staff)).statusCode).toBe(404);
    expectPdf(await get(preparationUrl(), admin), /decoupe-METZ-CENTRE/);
    expectPdf(await get(`/api/admin/orders/${first.order.id}/label.pdf`, admin), /etiquette/);
  });

  it('answers 400 with a French message for a date that is not a day, and for a bad id', async () => {
    const bad = await get(preparationUrl(`date=2026-02-30`), staff);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.Date[0]).toMatch(/Date invalide/);
    expect((await get('/api/admin/orders/abc/label.pdf', staff)).statusCode).toBe(400);
  });
});

describe(`printing: the cutting list on ${TEST_ENGINE}`, () => {
  it('prints the day’s totals per article in French, then one sheet per order', async () => {
    const pdf = expectPdf(
      await get(preparationUrl(), staff),
      new RegExp(`^inline; filename="decoupe-METZ-CENTRE-${date}\\.pdf"$`),
    );
    const pages = pdfPageTexts(pdf);
    const text = pdfText(pdf);
    expect(text).toContain(`Découpe du ${frenchDay(date)} — ${shop('METZ-CENTRE').name}`);
    // 1,5 kg + 2,5 kg of the same article, for two orders, with each note and its order number.
    expect(text).toContain(`${beef.designation} 4 kg 2`);
    expect(text).toContain(`n° ${first.order.number} : tranches fines`);
    expect(text).toContain(`n° ${second.order.number} : sans gras`);
    expect(text).toContain(`${other.designation} 0,8 kg 1`);
    expect(text).toContain(`${piece.designation} 2 pièces 1`);
    // The cutting list fits on its page; then a page per order, with the customer and a box to weigh.
    expect(pages).toHaveLength(3);
    const sheet = pages[1] ?? '';
    expect(sheet).toContain(`Commande n° ${first.order.number}`);
    expect(sheet).toContain('Camille Rousseau');
    expect(sheet).toContain('Pour un bœuf bourguignon, je passerai à 9 h.');
    expect(sheet).toContain('Retrait en boutique');
    expect(sheet).toContain('Poids pesé');
    expect(sheet).toContain('1,5 kg');
    expect(sheet).toMatch(/Téléphone 0\d( \d\d){4}/);
    expect(pages[2]).toContain(second.order.number);
    expect(text).toContain('page 3 / 3');
  });

  it('flows a long list over several pages without losing a row', async () => {
    const list: PreparationResponse = {
      shop: { id: 1, name: 'Metz-Centre', department: 'METZ-CENTRE' },
      date: '2026-12-24',
      articles: Array.from({ length: 60 }, (_, i) => ({
        articleId: i + 1,
        designation: `Article numéro ${i + 1} à découper`,
        saleUnit: 'kg' as const,
        totalQuantity: 12.5,
        orderCount: 3,
        notes: [{ orderNumber: `2026-0000${i}`, note: 'ficelé, bardé, en tranches de deux centimètres' }],
      })),
      orders: [],
    };
    const pdf = await preparationPdf(list, new Date('2026-12-24T06:00:00Z'));
    const pages = pdfPageTexts(pdf);
    expect(pages.length).toBeGreaterThan(1);
    const text = pdfText(pdf);
    expect(text).toContain('Découpe du jeudi 24 décembre — Metz-Centre');
    expect(text).toContain('Imprimé le 24/12/2026 à 07:00');
    for (let i = 1; i <= 60; i++) expect(text).toContain(`Article numéro ${i} à découper 12,5 kg`);
    // Each page after the first repeats the title and the header row.
    expect(pages[1]).toContain('(suite)');
    expect(pages[1]).toContain('Quantité totale');
  });
});

describe(`printing: the order’s ticket on ${TEST_ENGINE}`, () => {
  it('prints shop, number (as a QR code), customer, day, net weights, prices and the origin of beef', async () => {
    const order = await staffOrder(first.order.id);
    const [beefLine, pieceLine, otherLine] = order.lines;
    const weigh = (lineId: number, payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/orders/${order.id}/lines/${lineId}`,
        cookies: { sid: staff },
        payload,
      });
    expect((await weigh(beefLine?.id as number, { weighedQuantity: 1.62 })).statusCode).toBe(200);
    expect((await weigh(otherLine?.id as number, { unavailable: true })).statusCode).toBe(200);
    const weighed = await staffOrder(order.id);

    const raw = vi.spyOn(bwipjs, 'raw');
    const pdf = expectPdf(
      await get(`/api/admin/orders/${order.id}/label.pdf`, staff),
      new RegExp(`^inline; filename="etiquette-${order.number}\\.pdf"$`),
    );
    expect(raw).toHaveBeenCalledWith(expect.objectContaining({ bcid: 'qrcode', text: order.number }));
    raw.mockRestore();

    const text = pdfText(pdf);
    const euros = (amount: number) => amount.toFixed(2).replace('.', ',');
    expect(text).toContain(shop('METZ-CENTRE').name);
    expect(text).toContain(`N° ${order.number}`);
    expect(text).toContain('Camille Rousseau');
    expect(text).toContain(`Retrait le ${frenchDay(date)}`);
    expect(text).toContain(`${beef.designation} 1,62 kg × ${euros(beef.pricePerUnit)} € / kg`);
    expect(text).toContain(euros(weighed.lines[0]?.lineTotal as number));
    const origin = beef.origin as NonNullable<Article['origin']>;
    expect(text).toContain(`Né en ${origin.born} · Élevé en ${origin.raised} · Abattu en ${origin.slaughtered}`);
    expect(text).toContain(`${piece.designation} 2 pièces × ${euros(piece.pricePerUnit)} € / pièce`);
    expect(text).toContain(`${pieceLine?.designation}`);
    expect(text).toContain(`${other.designation} Indisponible · non facturé`);
    expect(text).toContain(`Total TTC à payer ${euros(weighed.totalTTC)} €`);
    expect(pdfPageTexts(pdf)).toHaveLength(1);
  });

  it('says which weights and amounts are estimates until the scale has spoken', async () => {
    const pdf = expectPdf(await get(`/api/admin/orders/${second.order.id}/label.pdf`, staff), /etiquette/);
    const text = pdfText(pdf);
    expect(text).toContain(`${beef.designation} 2,5 kg estimé`);
    expect(text).toContain('Total TTC estimé');
  });

  it('continues a long order on a second ticket', async () => {
    const order = { ...first.order, lines: Array.from({ length: 24 }, () => first.order.lines[0]) } as Order;
    const pdf = await labelPdf({
      order,
      customer: { name: 'Camille Rousseau', company: null, phone: '+33612345601' },
      origins: new Map(),
    });
    const pages = pdfPageTexts(pdf);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[1]).toContain(`N° ${order.number} (suite)`);
    expect(pdfText(pdf).split(beef.designation).length - 1).toBe(24);
  });
});
