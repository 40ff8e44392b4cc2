import type { AdminOrderDetail, Article, BodyInputOf, Endpoints, JournalQuery, Order } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, verifiedUser } from '../../test/accounts-helpers.js';
import { anArticle, aShop, theArticles } from '../../test/fixtures.js';
import { pdfText } from '../../test/pdf-text.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { caller, placeOrder } from '../invoices/invoice-test-helpers.js';
import { NO_PRICES_TEXT } from './delivery-note-pdf.js';

// Issue 15: a pro delivery's delivery note, with weights, origins and lots, signed on delivery.

let t: TestApp;
let call: ReturnType<typeof caller>;
let staff: string;
let woippy: string;
let admin: string;
let chef: string;
let metzId: number;
let steak: Article;
let roast: Article;
let quiche: Article;
let order: Order;

const flat = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');
const patchArticle = (id: number, payload: object) =>
  call({ method: 'PATCH', url: `/api/admin/articles/${id}`, sid: admin, payload });
// The tests also send a lot the contract refuses, hence the loose body.
const weigh = (lineId: number, body: object) =>
  t.call('PUT /api/admin/orders/{id}/lines/{lineId}', {
    params: { id: order.id, lineId },
    body: body as BodyInputOf<Endpoints['PUT /api/admin/orders/{id}/lines/{lineId}']>,
    cookies: { sid: staff },
  });
const move = (status: string) =>
  call({ method: 'POST', url: `/api/admin/orders/${order.id}/status`, sid: staff, payload: { status } });
const detail = async () =>
  (await t.call('GET /api/admin/orders/{id}', { params: { id: order.id }, cookies: { sid: staff } })).answer;
const journal = async (kind: JournalQuery['kind']) =>
  (await t.call('GET /api/admin/journal', { query: { kind }, cookies: { sid: admin } })).answer;
const lineOf = (d: AdminOrderDetail, article: Article) => d.lines.find((l) => l.articleId === article.id);

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const items = await theArticles(t);
  const weighed = items.filter((a) => a.saleUnit === 'kg' && !a.discountIsActive && a.origin);
  steak = weighed[0] as Article;
  roast = weighed[1] as Article;
  quiche = await anArticle(t, { saleUnit: 'piece', discountIsActive: false });
  metzId = (await aShop(t)).id;
  [staff, woippy, admin, chef] = await Promise.all([
    loginAs(t, 'staff@example.com'),
    loginAs(t, 'staff.woippy@example.com'),
    loginAs(t, 'admin@example.com'),
    loginAs(t, 'chef@example.com'),
  ]);
});
afterAll(() => t.close());

describe(`lot numbers on ${TEST_ENGINE}`, () => {
  it('refuses a malformed lot with a French 400 and changes nothing', async () => {
    for (const lotNumber of ['<script>', 'L'.repeat(41), '-L12', 42]) {
      const res = await patchArticle(steak.id, { lotNumber });
      expect(res.statusCode, String(lotNumber)).toBe(400);
      expect(res.json().errors.LotNumber?.[0]).toMatch(/^Le numéro de lot\u00a0: /);
    }
    const article = (await call({ url: `/api/admin/articles/${steak.id}`, sid: admin })).json();
    expect(article.lotNumber).toBeNull();
  });

  it('keeps the owner’s lot on the article, trimmed, and journals it', async () => {
    const res = await patchArticle(steak.id, { lotNumber: '  L2026-1147 ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lotNumber).toBe('L2026-1147');
    expect((await patchArticle(quiche.id, { lotNumber: 'Q 88/2026' })).statusCode).toBe(200);
    const entries = await journal('article');
    expect(entries.items.some((e) => e.after?.lotNumber === 'L2026-1147')).toBe(true);
  });
});

describe(`the delivery note on ${TEST_ENGINE}`, () => {
  beforeAll(async () => {
    order = await placeOrder(
      t,
      chef,
      metzId,
      [
        [steak, 2.5],
        [roast, 1.2],
        [quiche, 3],
      ],
      {
        mode: 'Delivery',
        shopId: undefined,
        address: { firstName: 'Paul', lastName: 'Thiry', street: '12 rue des Clercs', postcode: '57000', city: 'Metz' },
        deliveryInstructions: 'Sonner à la porte de la cuisine',
      },
    );
  });

  it('snapshots the article’s lot when a line is weighed, or the lot staff type', async () => {
    expect((await move('Confirmed')).statusCode).toBe(200);
    const before = await detail();
    const steakLine = lineOf(before, steak);
    const roastLine = lineOf(before, roast);
    expect(steakLine?.lotNumber).toBeNull();
    // The weighing screen offers the article's lot on sale before the line takes it.
    expect(steakLine?.articleLotNumber).toBe('L2026-1147');
    expect(lineOf(before, quiche)?.articleLotNumber).toBe('Q 88/2026');
    const bad = await weigh(roastLine?.id as number, { weighedQuantity: 1.25, lotNumber: 'lot; drop table' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.LotNumber?.[0]).toMatch(/^Le numéro de lot/);
    expect(lineOf(await detail(), roast)?.weighedQuantity).toBeNull();

    expect((await weigh(steakLine?.id as number, { weighedQuantity: 2.615 })).statusCode).toBe(200);
    const typed = await weigh(roastLine?.id as number, { weighedQuantity: 1.25, lotNumber: 'FR 57.463 / 12' });
    expect(typed.statusCode, typed.body).toBe(200);
    const after = typed.answer;
    expect(lineOf(after, steak)?.lotNumber).toBe('L2026-1147');
    expect(lineOf(after, roast)?.lotNumber).toBe('FR 57.463 / 12');
    const entries = await journal('order.line');
    expect(entries.items[0]?.summary).toContain('lot FR 57.463 / 12');
    expect(entries.items[0]?.after?.lotNumber).toBe('FR 57.463 / 12');
  });

  it('gives unweighed pieces their article’s lot when the order is ready, then keeps it', async () => {
    expect((await move('Ready')).statusCode).toBe(200);
    expect(lineOf(await detail(), quiche)?.lotNumber).toBe('Q 88/2026');
    // A new delivery of meat: the article's lot changes; what left the counter keeps its own.
    expect((await patchArticle(steak.id, { lotNumber: 'L2026-1200' })).statusCode).toBe(200);
    const later = lineOf(await detail(), steak);
    expect(later?.lotNumber).toBe('L2026-1147');
    expect(later?.articleLotNumber).toBe('L2026-1200');
  });

  it('prints the seller, the customer, the lines with weights, origins and lots, and the signature box', async () => {
    const res = await call({ url: `/api/admin/orders/${order.id}/delivery-note.pdf`, sid: staff });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(`inline; filename="BL-${order.number}.pdf"`);
    const text = flat(pdfText(res.rawPayload));
    for (const mention of [
      'BON DE LIVRAISON',
      `BL-${order.number}`,
      `Commande ${order.number} du 20/11/2026`,
      'Livraison : Samedi 21 novembre',
      'Maison Thirion',
      'SIRET 83245791500011',
      'Bistrot du Marché',
      '2 place de la Cathédrale',
      'Paul Thiry',
      '12 rue des Clercs',
      '57000 Metz',
      'Instructions de livraison : Sonner à la porte de la cuisine',
      steak.designation,
      'L2026-1147',
      '2,500',
      '2,615',
      roast.designation,
      'FR 57.463 / 12',
      '1,250',
      quiche.designation,
      'Q 88/2026',
      'pièces',
      'poids net total pesé : 3,865 kg',
      'Origine : né en',
      'Reçu le',
      'Nom et signature du client',
      'Livré par',
      flat(NO_PRICES_TEXT),
    ]) {
      expect(text, mention).toContain(mention);
    }
    expect(text).not.toContain('L2026-1200');
    // No prices on a delivery note: the only amount is the seller's capital, a legal mention.
    expect(text.replace(/capital de [\d ]+,\d\d €/g, '')).not.toContain('€');
    // The row of the steak reads its lot, the ordered and the weighed quantity in that order.
    expect(text.indexOf('L2026-1147')).toBeLessThan(text.indexOf('2,615'));
  });

  it('serves the customer their own delivery note, and no one else', async () => {
    const own = await call({ url: `/api/orders/${order.id}/delivery-note.pdf`, sid: chef });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toBe(`attachment; filename="BL-${order.number}.pdf"`);
    expect(flat(pdfText(own.rawPayload))).toContain('L2026-1147');
    const other = await verifiedUser(t);
    const theirs = await call({ url: `/api/orders/${order.id}/delivery-note.pdf`, sid: other.sid });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().detail).toBe('Cette commande n’existe pas.');
    expect((await call({ url: `/api/orders/999999/delivery-note.pdf`, sid: chef })).statusCode).toBe(404);
    expect((await call({ url: `/api/orders/${order.id}/delivery-note.pdf` })).statusCode).toBe(401);
    expect((await call({ url: `/api/admin/orders/${order.id}/delivery-note.pdf` })).statusCode).toBe(401);
    expect((await call({ url: `/api/admin/orders/${order.id}/delivery-note.pdf`, sid: chef })).statusCode).toBe(403);
    expect((await call({ url: `/api/admin/orders/${order.id}/delivery-note.pdf`, sid: woippy })).statusCode).toBe(404);
    expect((await call({ url: `/api/admin/orders/${order.id}/delivery-note.pdf`, sid: admin })).statusCode).toBe(200);
    expect((await call({ url: '/api/orders/abc/delivery-note.pdf', sid: chef })).statusCode).toBe(400);
  });

  it('has none for a pickup (409, said in French)', async () => {
    const pickup = await placeOrder(t, chef, metzId, [[steak, 1]]);
    const res = await call({ url: `/api/orders/${pickup.id}/delivery-note.pdf`, sid: chef });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/^Une commande retirée en boutique n’a pas de bon de livraison/);
  });
});
