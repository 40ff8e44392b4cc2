import type { InvoicePayment, InvoiceSummary } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/accounts-helpers.js';
import { pdfText } from '../../test/pdf-text.js';
import { userIdOf } from '../../test/people-helpers.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { caller } from '../invoices/invoice-test-helpers.js';
import { cents, creditNote, flat, statementScene } from './statement-test-helpers.js';

// Issue 15: a pro's monthly statement, and the owner marking invoices paid.

let t: TestApp;
let call: ReturnType<typeof caller>;
let staff: string;
let admin: string;
let chef: string;
let marie: string;
let chefId: number;
const invoices: InvoiceSummary[] = [];
let partialCredit: InvoiceSummary;
let fullCredit: InvoiceSummary;

const statement = async (sid: string, month: string) => {
  const res = await t.call('GET /api/admin/customers/{id}/statement', {
    params: { id: chefId },
    query: { month },
    cookies: { sid },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.answer;
};
const pay = (id: number, paidOn: unknown, sid = admin) =>
  call({ method: 'POST', url: `/api/admin/invoices/${id}/payment`, sid, payload: { paidOn } });
const unpay = (id: number, sid = admin) => call({ method: 'DELETE', url: `/api/admin/invoices/${id}/payment`, sid });

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const scene = await statementScene(t);
  ({ staff, admin, chef, marie, chefId } = scene);
  for (const quantity of [1.3, 2.1, 0.8]) invoices.push(await scene.invoiceFor(quantity, 2, 1.07));
  partialCredit = await creditNote(t, admin, invoices[1] as InvoiceSummary, { lines: [{ line: 2, quantity: 1 }] });
  fullCredit = await creditNote(t, admin, invoices[2] as InvoiceSummary, {});
});
afterAll(() => t.close());

describe(`marking invoices paid on ${TEST_ENGINE}`, () => {
  it('refuses a bad day, a credit note, another’s role, with French messages, and changes nothing', async () => {
    const first = invoices[0] as InvoiceSummary;
    for (const [paidOn, message] of [
      ['2026-11-21', 'La date du paiement ne peut pas être dans le futur.'],
      ['2026-11-19', 'La date du paiement ne peut précéder la facture (20/11/2026).'],
      ['2026-02-30', 'Date invalide\u00a0: attendu un jour au format AAAA-MM-JJ.'],
      [20261120, 'Date invalide\u00a0: attendu AAAA-MM-JJ.'],
    ] as const) {
      const res = await pay(first.id, paidOn);
      expect(res.statusCode, String(paidOn)).toBe(400);
      expect(res.json().errors.PaidOn).toEqual([message]);
    }
    const onNote = await pay(fullCredit.id, '2026-11-20');
    expect(onNote.statusCode).toBe(409);
    expect(onNote.json().detail).toBe(
      'Cet avoir vient en déduction de sa facture, qui n’était pas payée quand il a été émis\u00a0: il ne se rembourse pas.',
    );
    expect((await pay(999_999, '2026-11-20')).statusCode).toBe(404);
    expect((await pay(first.id, '2026-11-20', staff)).statusCode).toBe(403);
    expect((await pay(first.id, '2026-11-20', chef)).statusCode).toBe(403);
    expect(
      (await call({ method: 'POST', url: `/api/admin/invoices/${first.id}/payment`, payload: {} })).statusCode,
    ).toBe(401);
    expect((await unpay(first.id)).statusCode).toBe(409);
    expect((await statement(admin, '2026-11')).documents.every((d) => d.paidOn === null)).toBe(true);
  });

  it('records the payment day, lets the owner undo it, and journals both', async () => {
    const first = invoices[0] as InvoiceSummary;
    const res = await pay(first.id, '2026-11-20');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      invoiceId: first.id,
      number: first.number,
      paidOn: '2026-11-20',
    } satisfies InvoicePayment);
    const undone = await unpay(first.id);
    expect(undone.json()).toEqual({ invoiceId: first.id, number: first.number, paidOn: null });
    expect((await pay(first.id, '2026-11-20')).statusCode).toBe(200);
    const journal = (
      await t.call('GET /api/admin/journal', { query: { kind: 'invoice.payment' }, cookies: { sid: admin } })
    ).answer;
    expect(journal.items.map((e) => [e.kind, e.before, e.after])).toEqual([
      ['invoice.payment', { paidOn: null }, { paidOn: '2026-11-20' }],
      ['invoice.payment.undo', { paidOn: '2026-11-20' }, { paidOn: null }],
      ['invoice.payment', { paidOn: null }, { paidOn: '2026-11-20' }],
    ]);
    expect(journal.items[1]?.summary).toBe(
      `Facture ${first.number}\u00a0: paiement du 20/11/2026 annulé, elle redevient due.`,
    );
  });
});

describe(`the monthly statement on ${TEST_ENGINE}`, () => {
  it('lists the month’s invoices and credit notes, and what remains due to the cent', async () => {
    const s = await statement(admin, '2026-11');
    const [first, second, third] = invoices as [InvoiceSummary, InvoiceSummary, InvoiceSummary];
    expect(s.asOf).toBe('2026-11-20');
    expect(s.customer).toMatchObject({ id: chefId, company: 'Bistrot du Marché', effectiveTerms: 'days30eom' });
    expect(s.documents.map((d) => [d.number, d.kind, d.amount, d.paidOn])).toEqual([
      [first.number, 'Invoice', first.totalTtc, '2026-11-20'],
      [second.number, 'Invoice', second.totalTtc, null],
      [third.number, 'Invoice', third.totalTtc, null],
      [partialCredit.number, 'CreditNote', -partialCredit.totalTtc, null],
      [fullCredit.number, 'CreditNote', -fullCredit.totalTtc, null],
    ]);
    expect(s.documents[3]?.invoiceNumber).toBe(second.number);
    expect(cents(s.invoiced)).toBe(cents(first.totalTtc) + cents(second.totalTtc) + cents(third.totalTtc));
    expect(cents(s.credited)).toBe(cents(partialCredit.totalTtc) + cents(fullCredit.totalTtc));
    expect(cents(s.net)).toBe(cents(s.invoiced) - cents(s.credited));
    // Paid: the first. Credited in full: the third. What remains is the second, less its credit note.
    expect(s.outstanding.map((o) => o.number)).toEqual([second.number]);
    expect(s.outstanding[0]).toMatchObject({
      dueDate: '2026-12-31',
      isOverdue: false,
      credited: partialCredit.totalTtc,
    });
    expect(cents(s.remainingDue)).toBe(cents(second.totalTtc) - cents(partialCredit.totalTtc));
    expect(s.overdue).toBe(0);
    // The pro reads the same statement.
    const own = await call({ url: '/api/statements?month=2026-11', sid: chef });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(s);
  });

  it('flags what is past due at a later month, and counts a payment only from its day', async () => {
    t.setNow(new Date('2027-01-05T09:00:00.000Z'));
    // Sessions made on 20 November have expired by January.
    [admin, chef, marie, staff] = (await Promise.all(
      ['admin', 'chef', 'marie', 'staff'].map((name) => loginAs(t, `${name}@example.com`)),
    )) as [string, string, string, string];
    const [first, second] = invoices as [InvoiceSummary, InvoiceSummary];
    // The first was paid only on 3 December: November's statement (at 30 November) still counts it due.
    expect((await pay(first.id, '2026-12-03')).statusCode).toBe(200);
    const november = await statement(admin, '2026-11');
    expect(november.asOf).toBe('2026-11-30');
    expect(november.outstanding.map((o) => o.number)).toEqual([first.number, second.number]);
    expect(november.documents[0]?.paidOn).toBe('2026-12-03');
    const january = await statement(admin, '2027-01');
    expect(january.asOf).toBe('2027-01-05');
    expect(january.documents).toEqual([]);
    expect(january.outstanding.map((o) => [o.number, o.isOverdue])).toEqual([[second.number, true]]);
    expect(january.overdue).toBe(january.remainingDue);
    expect(cents(january.remainingDue)).toBe(cents(second.totalTtc) - cents(partialCredit.totalTtc));

    const pdf = await call({ url: '/api/statements/2026-11.pdf', sid: chef });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="releve-2026-11.pdf"');
    const text = flat(pdfText(pdf.rawPayload));
    for (const mention of [
      'RELEVÉ MENSUEL',
      'Novembre 2026',
      'Situation au 30/11/2026',
      'Conditions de paiement : 30 jours fin de mois',
      'Bistrot du Marché',
      first.number,
      partialCredit.number,
      'le 03/12/2026',
      'Reste dû au 30/11/2026',
      'IBAN',
    ]) {
      expect(text, mention).toContain(mention);
    }
    const late = flat(
      pdfText(
        (await call({ url: `/api/admin/customers/${chefId}/statement.pdf?month=2027-01`, sid: admin })).rawPayload,
      ),
    );
    expect(late).toContain('En retard');
    expect(late).toContain('Aucune facture ni avoir ce mois-ci.');
  });

  it('answers 400 for a bad or future month, 409 for a particulier, 404, 403 and 401 where it must', async () => {
    for (const month of ['2026-13', 'novembre', '1999-12']) {
      const res = await call({ url: `/api/statements?month=${month}`, sid: chef });
      expect(res.statusCode, month).toBe(400);
      expect(Object.values(res.json().errors).flat()).toEqual([
        'Mois invalide\u00a0: attendu AAAA-MM (par exemple 2026-11).',
      ]);
    }
    const future = await call({ url: '/api/statements?month=2027-02', sid: chef });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors.Month).toEqual(['Ce mois n’a pas encore commencé.']);
    expect((await call({ url: '/api/statements/2026-1.pdf', sid: chef })).statusCode).toBe(400);
    const particulier = await call({ url: '/api/statements', sid: marie });
    expect(particulier.statusCode).toBe(409);
    expect((await call({ url: '/api/statements' })).statusCode).toBe(401);
    const staffId = await userIdOf(t, 'staff@example.com');
    expect((await call({ url: `/api/admin/customers/${staffId}/statement`, sid: admin })).statusCode).toBe(404);
    expect((await call({ url: `/api/admin/customers/${chefId}/statement`, sid: staff })).statusCode).toBe(403);
    expect((await call({ url: `/api/admin/customers/${chefId}/statement`, sid: chef })).statusCode).toBe(403);
  });
});
