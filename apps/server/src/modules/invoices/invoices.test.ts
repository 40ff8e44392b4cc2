import type { Article, BusinessIdentity, InvoiceSummary, Order } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, newParticulier, verifiedUser } from '../../test/accounts-helpers.js';
import { anArticle, aShop, theArticles } from '../../test/fixtures.js';
import { pdfText } from '../../test/pdf-text.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { embeddedFiles, pdfMetadata, validateXml } from '../../test/xml-tools.js';
import { caller, completeOrder, orderInvoices, placeOrder } from './invoice-test-helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let staff: string;
let woippy: string;
let admin: string;
let chef: string;
let metzId: number;
let steak: Article;
let quiche: Article;

const identity = async () => (await t.call('GET /api/admin/business', { cookies: { sid: admin } })).answer;
const editable = (b: BusinessIdentity) => {
  const { complete: _c, missing: _m, updatedAt: _u, pendingInvoices: _p, ...fields } = b;
  return fields;
};
const myInvoices = async (sid: string) => (await t.call('GET /api/invoices', { cookies: { sid } })).answer.items;
const legalPage = async (slug: 'mentions-legales' | 'cgv') =>
  (await t.call('GET /api/content/{slug}', { params: { slug } })).answer;
const pdfOf = async (url: string, sid: string) => {
  const res = await call({ url, sid });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return res.rawPayload;
};
const flat = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const articles = await theArticles(t);
  steak = articles.find((a) => a.saleUnit === 'kg' && !a.discountIsActive && a.origin) as Article;
  quiche = await anArticle(t, { saleUnit: 'piece', discountIsActive: false });
  await t.database.db.updateTable('article').set({ vat_rate_bp: 1000 }).where('id', '=', quiche.id).execute();
  // The lots on sale: the steak's is copied at weighing, the quiche's (a piece) when the order is ready.
  await t.database.db.updateTable('article').set({ lot_number: 'L2026-1147' }).where('id', '=', steak.id).execute();
  await t.database.db
    .updateTable('article')
    .set({ lot_number: 'FR 57.463.001 / 12' })
    .where('id', '=', quiche.id)
    .execute();
  metzId = (await aShop(t)).id;
  [staff, woippy, admin, chef] = await Promise.all([
    loginAs(t, 'staff@example.com'),
    loginAs(t, 'staff.woippy@example.com'),
    loginAs(t, 'admin@example.com'),
    loginAs(t, 'chef@example.com'),
  ]);
});
afterAll(() => t.close());

describe(`invoices on ${TEST_ENGINE}`, () => {
  let proOrder: Order;
  let proInvoice: InvoiceSummary;

  it('gives a pro’s completed order its invoice F2026-000001, with the order’s final amounts to the cent', async () => {
    proOrder = await placeOrder(t, chef, metzId, [
      [steak, 1.5],
      [quiche, 2],
    ]);
    const done = await completeOrder(t, staff, proOrder.id, 1.083);
    const items = await myInvoices(chef);
    expect(items).toHaveLength(1);
    proInvoice = items[0] as InvoiceSummary;
    expect(proInvoice).toMatchObject({
      number: 'F2026-000001',
      kind: 'Invoice',
      orderId: proOrder.id,
      orderNumber: proOrder.number,
      issueDate: '2026-11-20',
      format: 'Factur-X',
      totalHt: done.totalHT,
      totalVat: done.totalVAT,
      totalTtc: done.totalTTC,
      invoiceNumber: null,
    });
    // 30 days end of month, the demo default for pros.
    expect(proInvoice.dueDate).toBe('2026-12-31');
    // The weighed amount differs from the ordered estimate: the invoice follows the weight.
    expect(done.totalHT).not.toBe(proOrder.totalHT);
    const onOrder = await orderInvoices(t, staff, proOrder.id);
    expect(onOrder.status).toBe('Issued');
    expect(onOrder.invoice?.number).toBe('F2026-000001');
  });

  it('serves the pro a Factur-X PDF/A-3 whose factur-x.xml is valid against the official EN 16931 XSD', async () => {
    const pdf = await pdfOf(`/api/invoices/${proInvoice.id}.pdf`, chef);
    const files = await embeddedFiles(pdf);
    const xml = files.get('factur-x.xml')?.toString('utf8') ?? '';
    expect(xml).toContain('urn:cen.eu:en16931:2017');
    const result = validateXml(xml);
    expect(result.ok, result.output).toBe(true);
    expect(pdf.toString('latin1')).toMatch(/pdfaid:part[^0-9]*3/);
    // A PDF reader's tab says what it is, in French, even once made Factur-X.
    expect(await pdfMetadata(pdf)).toEqual({
      title: `Facture ${proInvoice.number}`,
      subject: 'Facture de Maison Thirion',
      author: 'Maison Thirion',
      lang: 'fr-FR',
    });
    // PDF/A wants the XMP packet to say the same.
    expect(pdf.toString('utf8')).toMatch(/<dc:title>\s*<rdf:Alt>\s*<rdf:li[^>]*>Facture F2026-000001</);
    expect(xml).toContain('<ram:GrandTotalAmount>');
    expect(xml).toContain(`${proInvoice.totalTtc.toFixed(2)}</ram:GrandTotalAmount>`);
    expect(xml).toContain('FR83404833048');
    expect(xml).toContain('404833048');
    // Each line's lot as an item attribute (BT-160 / BT-161), inside its product, in the XSD's order.
    const products = [...xml.matchAll(/<ram:SpecifiedTradeProduct>([\s\S]*?)<\/ram:SpecifiedTradeProduct>/g)].map((m) =>
      (m[1] ?? '').replace(/\s+/g, ''),
    );
    expect(products).toHaveLength(2);
    expect(products).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          '<ram:ApplicableProductCharacteristic><ram:Description>Lot</ram:Description><ram:Value>L2026-1147</ram:Value></ram:ApplicableProductCharacteristic>',
        ),
        expect.stringContaining('<ram:Value>FR57.463.001/12</ram:Value>'),
      ]),
    );
  });

  it('prints every mention French law asks of an invoice to a pro', async () => {
    const text = flat(pdfText(await pdfOf(`/api/invoices/${proInvoice.id}.pdf`, chef)));
    for (const mention of [
      'FACTURE',
      'F2026-000001',
      'Maison Thirion SARL',
      'SARL au capital de 15 000,00 €',
      '14 rue Taison',
      'SIREN 832457915',
      'SIRET 83245791500011',
      'RCS Metz 832 457 915',
      'FR20832457915',
      'Bistrot du Marché',
      'SIREN : 404833048',
      'TVA intracommunautaire : FR83404833048',
      'RETRAIT EN BOUTIQUE',
      'Nature de l’opération : livraison de biens',
      'Date de facturation : 20/11/2026',
      'Date de livraison (vente) : 20/11/2026',
      steak.designation,
      quiche.designation,
      'Lot : L2026-1147',
      'Lot : FR 57.463.001 / 12',
      'PU HT',
      '5,5 %',
      '10 %',
      'Total HT',
      'Total TVA',
      'Total TTC',
      'Date d’échéance : 31/12/2026',
      '30 jours fin de mois',
      'Pénalités de retard',
      'majoré de 10 points',
      '40,00 €',
      'Pas d’escompte',
      'IBAN FR7630006000011234567890189',
      'Origine :',
    ]) {
      expect(text, mention).toContain(flat(mention));
    }
    // The weighed quantity, not the ordered one.
    expect(text).toContain('1,624 kg');
  });

  it('gives a particulier a plain PDF invoice, TTC, without the pros’ recovery fee', async () => {
    const marie = await verifiedUser(t, newParticulier());
    const order = await placeOrder(t, marie.sid, metzId, [[steak, 1]]);
    const done = await completeOrder(t, staff, order.id);
    const [invoice] = await myInvoices(marie.sid);
    expect(invoice).toMatchObject({ number: 'F2026-000002', format: 'PDF', totalTtc: done.totalTTC });
    const pdf = await pdfOf(`/api/invoices/${invoice?.id}.pdf`, marie.sid);
    expect((await embeddedFiles(pdf)).size).toBe(0);
    expect(await pdfMetadata(pdf)).toMatchObject({
      title: 'Facture F2026-000002',
      subject: 'Facture de Maison Thirion',
    });
    const text = flat(pdfText(pdf));
    for (const mention of ['FACTURE', 'F2026-000002', 'Camille Rousseau', 'PU HT', 'PU TTC', 'Total TTC', 'SIRET']) {
      expect(text, mention).toContain(mention);
    }
    expect(text).not.toContain('40,00 €');
  });

  it('answers 404 for another customer’s invoice, 401 for a visitor, 400 for a bad address', async () => {
    const other = await verifiedUser(t, newParticulier());
    expect((await call({ url: `/api/invoices/${proInvoice.id}.pdf`, sid: other.sid })).statusCode).toBe(404);
    expect(await myInvoices(other.sid)).toEqual([]);
    const visitor = await call({ url: `/api/invoices/${proInvoice.id}.pdf` });
    expect(visitor.statusCode).toBe(401);
    expect((await call({ url: '/api/invoices' })).statusCode).toBe(401);
    const bad = await call({ url: '/api/invoices/abc.pdf', sid: chef });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.File[0]).toMatch(/invalide/);
    // Staff of another shop do not see Metz's invoice; Metz's staff do.
    expect((await call({ url: `/api/admin/invoices/${proInvoice.id}.pdf`, sid: woippy })).statusCode).toBe(404);
    expect((await call({ url: `/api/admin/orders/${proOrder.id}/invoices`, sid: woippy })).statusCode).toBe(404);
    await pdfOf(`/api/admin/orders/${proOrder.id}/invoice.pdf`, staff);
  });
});

describe(`credit notes and export on ${TEST_ENGINE}`, () => {
  let invoice: InvoiceSummary;

  beforeAll(async () => {
    const order = await placeOrder(t, chef, metzId, [
      [steak, 2],
      [quiche, 3],
    ]);
    await completeOrder(t, staff, order.id, 1);
    invoice = (await orderInvoices(t, staff, order.id)).invoice as InvoiceSummary;
  });

  it('is for admins only', async () => {
    const payload = { reason: 'Retour client' };
    const url = `/api/admin/invoices/${invoice.id}/credit-notes`;
    expect((await call({ method: 'POST', url, sid: staff, payload })).statusCode).toBe(403);
    expect((await call({ method: 'POST', url, sid: chef, payload })).statusCode).toBe(403);
    expect((await call({ method: 'POST', url, payload })).statusCode).toBe(401);
    const bad = await call({ method: 'POST', url, sid: admin, payload: { reason: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.Reason[0]).toBe('Indiquez le motif de l’avoir.');
  });

  it('credits chosen lines in its own series, then the rest, then refuses a third with a 409', async () => {
    const creditNote = (body: { reason: string; lines?: { line: number; quantity: number }[] }) =>
      t.call('POST /api/admin/invoices/{id}/credit-notes', {
        params: { id: invoice.id },
        body,
        cookies: { sid: admin },
      });
    const first = await creditNote({ reason: 'Une quiche abîmée', lines: [{ line: 2, quantity: 1 }] });
    expect(first.statusCode, first.body).toBe(201);
    const one = first.answer;
    expect(one).toMatchObject({ number: 'A2026-000001', kind: 'CreditNote', invoiceNumber: invoice.number });
    const tooMuch = await creditNote({ reason: 'Erreur', lines: [{ line: 2, quantity: 3 }] });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().detail ?? tooMuch.body).toMatch(/Il ne reste que 2\u00a0pièces/);

    const rest = await creditNote({ reason: 'Livraison refusée' });
    expect(rest.statusCode, rest.body).toBe(201);
    const two = rest.answer;
    expect(two.number).toBe('A2026-000002');
    // Together the credit notes give back the invoice to the cent.
    expect(Math.round((one.totalTtc + two.totalTtc) * 100)).toBe(Math.round(invoice.totalTtc * 100));
    expect(Math.round((one.totalHt + two.totalHt) * 100)).toBe(Math.round(invoice.totalHt * 100));

    const again = await creditNote({ reason: 'Encore' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('déjà entièrement créditée');

    const creditPdf = await pdfOf(`/api/invoices/${one.id}.pdf`, chef);
    expect(await pdfMetadata(creditPdf)).toMatchObject({
      title: 'Avoir A2026-000001',
      subject: 'Avoir de Maison Thirion',
      lang: 'fr-FR',
    });
    const text = flat(pdfText(creditPdf));
    for (const mention of ['AVOIR', 'A2026-000001', `Avoir sur la facture ${invoice.number}`, 'Une quiche abîmée']) {
      expect(text, mention).toContain(flat(mention));
    }
    const xml =
      (await embeddedFiles(await pdfOf(`/api/invoices/${one.id}.pdf`, chef))).get('factur-x.xml')?.toString() ?? '';
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(validateXml(xml).ok).toBe(true);

    const journal = await t.database.db
      .selectFrom('audit_entry')
      .selectAll()
      .where('kind', '=', 'invoice.credit-note')
      .execute();
    expect(journal.map((j) => j.summary).join(' ')).toContain('A2026-000002');
  });

  it('exports the period’s invoices and credit notes per VAT rate as CSV, for admins only', async () => {
    const url = '/api/admin/invoices.csv?from=2026-11-01&to=2026-11-30';
    expect((await call({ url, sid: staff })).statusCode).toBe(403);
    const res = await call({ url, sid: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const rows = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((r) => r.split(';'));
    expect(rows[0]?.slice(0, 3)).toEqual(['Type', 'Numéro', 'Date']);
    const invoiceRows = rows.filter((r) => r[1] === invoice.number);
    expect(invoiceRows.map((r) => r[8]).sort()).toEqual(['10', '5,5']);
    const credits = rows.filter((r) => r[0] === 'Avoir');
    expect(credits.length).toBeGreaterThanOrEqual(2);
    expect(credits.every((r) => (r[11] ?? '').startsWith('-'))).toBe(true);
    const totals = rows.filter((r) => r[0] === 'Total');
    expect(totals.map((r) => r[8])).toEqual(['5,5', '10']);
    const bad = await call({ url: '/api/admin/invoices.csv?from=2026-12-01&to=2026-11-01', sid: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.To[0]).toBe('La période finit avant de commencer.');
    const journal = await t.database.db
      .selectFrom('audit_entry')
      .selectAll()
      .where('kind', '=', 'invoice.export')
      .execute();
    expect(journal).toHaveLength(1);
  });
});

describe(`the business's identity on ${TEST_ENGINE}`, () => {
  it('is the owner’s: staff get 403, and a wrong SIREN a French 400', async () => {
    expect((await call({ url: '/api/admin/business', sid: staff })).statusCode).toBe(403);
    const current = await identity();
    expect(current).toMatchObject({ complete: true, missing: [], siren: '832457915' });
    const bad = await call({
      method: 'PUT',
      url: '/api/admin/business',
      sid: admin,
      payload: { ...editable(current), siren: '123456789' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.Siren[0]).toMatch(/SIREN invalide/);
    const mismatch = await call({
      method: 'PUT',
      url: '/api/admin/business',
      sid: admin,
      payload: { ...editable(current), siret: '73282932000074' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors.Siret[0]).toBe('Le SIRET doit commencer par le SIREN.');
  });

  it('fills the legal pages', async () => {
    const page = await legalPage('mentions-legales');
    expect(page.html).toContain('SARL au capital de 15\u202f000,00\u00a0€');
    expect(page.html).toContain('RCS Metz 832 457 915');
    expect(page.html).toContain('83245791500011');
    expect(page.html).not.toMatch(/\{\{|XXX|\[Forme juridique, par exemple/);
    const cgv = await legalPage('cgv');
    expect(cgv.html).toContain('Maison Thirion SARL, SARL au capital de');
  });

  it('never blocks the counter: while incomplete, orders complete and their invoices wait, then are issued in order', async () => {
    const full = editable(await identity());
    const cut = await call({
      method: 'PUT',
      url: '/api/admin/business',
      sid: admin,
      payload: { ...full, iban: '', siret: '' },
    });
    expect(cut.statusCode, cut.body).toBe(200);
    expect(cut.json()).toMatchObject({ complete: false, missing: ['SIRET', 'IBAN'] });

    const order = await placeOrder(t, chef, metzId, [[quiche, 1]]);
    const done = await completeOrder(t, staff, order.id);
    expect(done.status).toBe('Completed');
    expect((await orderInvoices(t, staff, order.id)).status).toBe('Pending');
    const refused = await call({ url: `/api/admin/orders/${order.id}/invoice.pdf`, sid: staff });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('identité de l’entreprise est incomplète');
    expect(refused.body).toContain('SIRET, IBAN');
    const before = await myInvoices(chef);
    expect(before.some((i) => i.orderId === order.id)).toBe(false);
    expect((await identity()).pendingInvoices).toBe(1);
    const pageWhileIncomplete = await legalPage('mentions-legales');
    expect(pageWhileIncomplete.html).toContain('[SIRET]');

    const back = await call({ method: 'PUT', url: '/api/admin/business', sid: admin, payload: full });
    expect(back.json()).toMatchObject({ complete: true, pendingInvoices: 0 });
    const onOrder = await orderInvoices(t, staff, order.id);
    expect(onOrder.status).toBe('Issued');
    // The next number of the series: no gap, no duplicate.
    expect(onOrder.invoice?.number).toBe('F2026-000004');
    const journal = await t.database.db
      .selectFrom('audit_entry')
      .selectAll()
      .where('kind', '=', 'business.identity')
      .execute();
    expect(journal.length).toBeGreaterThanOrEqual(2);
  });

  it('lets the owner set a pro’s own payment terms', async () => {
    const pro = await t.database.db
      .selectFrom('user_account')
      .select('id')
      .where('email', '=', 'chef@example.com')
      .executeTakeFirstOrThrow();
    const res = await call({
      method: 'PUT',
      url: `/api/admin/customers/${pro.id}/payment-terms`,
      sid: admin,
      payload: { paymentTerms: 'immediate' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ paymentTerms: 'immediate', effective: 'immediate' });
    const order = await placeOrder(t, chef, metzId, [[quiche, 1]]);
    await completeOrder(t, staff, order.id);
    const invoice = (await orderInvoices(t, staff, order.id)).invoice as InvoiceSummary;
    expect(invoice.dueDate).toBe(invoice.issueDate);
    const reset = await call({
      method: 'PUT',
      url: `/api/admin/customers/${pro.id}/payment-terms`,
      sid: admin,
      payload: { paymentTerms: null },
    });
    expect(reset.json()).toMatchObject({ paymentTerms: null, effective: 'days30eom' });
  });
});
