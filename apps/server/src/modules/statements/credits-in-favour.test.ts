import type { InvoiceSummary } from '@boucherie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/accounts-helpers.js';
import { pdfText } from '../../test/pdf-text.js';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app.js';
import { caller } from '../invoices/invoice-test-helpers.js';
import { cents, creditNote, flat, statementScene } from './statement-test-helpers.js';

// Issue 15: a credit note on an invoice already paid is owed to the pro ("en votre faveur") until the owner
// records its refund; one issued while its invoice was unpaid comes off what the pro owes (ADR 025).

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;
let chef: string;
let chefId: number;
let paidFirst: InvoiceSummary;
let creditedFirst: InvoiceSummary;
let unpaid: InvoiceSummary;
let afterPayment: InvoiceSummary;
let beforePayment: InvoiceSummary;

const MINUTE = 60_000;
const statement = async (month: string, sid = admin) => {
  const res =
    sid === chef
      ? await t.call('GET /api/statements', { query: { month }, cookies: { sid } })
      : await t.call('GET /api/admin/customers/{id}/statement', {
          params: { id: chefId },
          query: { month },
          cookies: { sid },
        });
  expect(res.statusCode, res.body).toBe(200);
  return res.answer;
};
const pay = (id: number, paidOn: string) =>
  call({ method: 'POST', url: `/api/admin/invoices/${id}/payment`, sid: admin, payload: { paidOn } });
const unpay = (id: number) => call({ method: 'DELETE', url: `/api/admin/invoices/${id}/payment`, sid: admin });
const creditOneQuiche = (invoice: InvoiceSummary) =>
  creditNote(t, admin, invoice, { reason: 'Quiche abîmée', lines: [{ line: 2, quantity: 1 }] });

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const scene = await statementScene(t);
  ({ admin, chef, chefId } = scene);
  paidFirst = await scene.invoiceFor(1.4, 3, 1.05);
  creditedFirst = await scene.invoiceFor(0.9, 3, 1.05);
  unpaid = await scene.invoiceFor(2.2, 3, 1.05);
  // Paid, then a quiche credited the same day: the pro paid the whole invoice, the credit is owed back.
  t.advance(MINUTE);
  expect((await pay(paidFirst.id, '2026-11-20')).statusCode).toBe(200);
  t.advance(MINUTE);
  afterPayment = await creditOneQuiche(paidFirst);
  // Credited, then paid the same day: the pro paid the invoice less the credit; nothing is owed back.
  t.advance(MINUTE);
  beforePayment = await creditOneQuiche(creditedFirst);
  t.advance(MINUTE);
  expect((await pay(creditedFirst.id, '2026-11-20')).statusCode).toBe(200);
});
afterAll(() => t.close());

describe(`credit notes on paid invoices on ${TEST_ENGINE}`, () => {
  it('owes the pro a credit note issued after its invoice was paid, and nets it in the balance, to the cent', async () => {
    const s = await statement('2026-11');
    expect(s.outstanding.map((o) => [o.number, cents(o.remaining)])).toEqual([[unpaid.number, cents(unpaid.totalTtc)]]);
    expect(cents(s.remainingDue)).toBe(cents(unpaid.totalTtc));
    expect(s.creditsInFavour).toEqual([
      {
        id: afterPayment.id,
        number: afterPayment.number,
        invoiceNumber: paidFirst.number,
        issueDate: '2026-11-20',
        amount: afterPayment.totalTtc,
      },
    ]);
    expect(cents(s.inFavour)).toBe(cents(afterPayment.totalTtc));
    expect(cents(s.balance)).toBe(cents(unpaid.totalTtc) - cents(afterPayment.totalTtc));
    const byNumber = new Map(s.documents.map((d) => [d.number, d]));
    expect(byNumber.get(afterPayment.number)).toMatchObject({ isInFavour: true, refundedOn: null });
    expect(byNumber.get(beforePayment.number)).toMatchObject({ isInFavour: false, refundedOn: null });
    // The month's figures still count both credit notes.
    expect(cents(s.credited)).toBe(cents(afterPayment.totalTtc) + cents(beforePayment.totalTtc));
    // The pro reads the same.
    expect(await statement('2026-11', chef)).toEqual(s);
  });

  it('goes negative, "en votre faveur", when nothing else is due, and the PDF says so', async () => {
    expect((await pay(unpaid.id, '2026-11-20')).statusCode).toBe(200);
    const s = await statement('2026-11');
    expect(s.remainingDue).toBe(0);
    expect(cents(s.balance)).toBe(-cents(afterPayment.totalTtc));
    const pdf = await call({ url: '/api/statements/2026-11.pdf', sid: chef });
    expect(pdf.statusCode).toBe(200);
    const text = flat(pdfText(pdf.rawPayload));
    const amount = (euros: number) => `${euros.toFixed(2).replace('.', ',')} €`;
    for (const mention of [
      'Avoirs en votre faveur au 20/11/2026',
      `${paidFirst.number} (déjà payée)`,
      'En votre faveur',
      `Avoirs en votre faveur -${amount(afterPayment.totalTtc)}`,
      `Solde en votre faveur ${amount(afterPayment.totalTtc)}`,
    ]) {
      expect(text, mention).toContain(mention);
    }
  });

  it('records the refund of a credit note owed, never of one deducted, with French refusals', async () => {
    const deducted = await pay(beforePayment.id, '2026-11-20');
    expect(deducted.statusCode).toBe(409);
    expect(deducted.json().detail).toBe(
      'Cet avoir vient en déduction de sa facture, qui n’était pas payée quand il a été émis\u00a0: il ne se rembourse pas.',
    );
    const early = await pay(afterPayment.id, '2026-11-19');
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.PaidOn).toEqual(['La date du remboursement ne peut précéder l’avoir (20/11/2026).']);
    const notYet = await unpay(afterPayment.id);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().detail).toBe('Cet avoir n’est pas marqué remboursé.');
    expect((await statement('2026-11')).creditsInFavour).toHaveLength(1);

    t.setNow(new Date('2026-12-02T10:00:00.000Z'));
    [admin, chef] = await Promise.all([loginAs(t, 'admin@example.com'), loginAs(t, 'chef@example.com')]);
    const refunded = await pay(afterPayment.id, '2026-12-02');
    expect(refunded.statusCode, refunded.body).toBe(200);
    // The invoice's payment stays while its credit note's refund rests on it.
    const undoPayment = await unpay(paidFirst.id);
    expect(undoPayment.statusCode).toBe(409);
    expect(undoPayment.json().detail).toBe(
      `L’avoir ${afterPayment.number} de cette facture est marqué remboursé\u00a0: annulez d’abord son remboursement.`,
    );
    const journal = (
      await t.call('GET /api/admin/journal', { query: { kind: 'invoice.credit-note.refund' }, cookies: { sid: admin } })
    ).answer;
    expect(journal.items[0]?.summary).toBe(`Avoir ${afterPayment.number} marqué remboursé le 02/12/2026.`);
  });

  it('leaves a refunded credit note out from its refund day on; a past month’s statement stays what it was', async () => {
    const december = await statement('2026-12');
    expect(december.creditsInFavour).toEqual([]);
    expect(december.inFavour).toBe(0);
    expect(december.balance).toBe(0);
    const november = await statement('2026-11');
    expect(november.creditsInFavour.map((c) => c.number)).toEqual([afterPayment.number]);
    expect(cents(november.balance)).toBe(-cents(afterPayment.totalTtc));
    expect(november.documents.find((d) => d.number === afterPayment.number)).toMatchObject({
      isInFavour: true,
      refundedOn: '2026-12-02',
    });
    // Undone by mistake: owed again.
    expect((await unpay(afterPayment.id)).statusCode).toBe(200);
    expect((await statement('2026-12')).creditsInFavour.map((c) => c.number)).toEqual([afterPayment.number]);
  });
});
